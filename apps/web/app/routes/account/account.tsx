import { ACCOUNT_ENDPOINTS } from "@safar/contracts/account";
import { CONSENT_ENDPOINTS, CONSENT_KINDS, type Consent } from "@safar/contracts/consents";
import type { Locale } from "@safar/contracts/locale";
import { MY_DATA_ENDPOINTS, type MyData } from "@safar/contracts/my-data";
import { data, Form, Link, redirect } from "react-router";
import { apiContext } from "#server-context";
import { FormField } from "../../components/ui/form-field.tsx";
import { Section } from "../../components/ui/section.tsx";
import { loginHref } from "../../features/checkout/format.ts";
import { ACCOUNT, type AccountMessages } from "../../i18n/account.ts";
import { call } from "../../lib/api.server.ts";
import { formatIstDateTime, formatShortDate } from "../../lib/dates.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
import { usePartnerProfile } from "../../lib/profile.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { cookieHeaders } from "../shared/api.server.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import "../../features/checkout/checkout.css";
import "./account.css";
import type { Route } from "./+types/account";

/**
 * `/trains/account` (issue 25 items 4 and 5, ADR 030): what Safar holds
 * about the signed-in traveller (from `v1/user/data`), their consents
 * (`v1/user/cpConsent/update`, none pre-ticked), the JSON download, the
 * retention periods, and deletion confirmed by an OTP
 * (`/api/a/common/v1/user_details_delete`). Every action is a plain form
 * post, so all of it works before JavaScript loads.
 */
export const handle = { headerTitle: "My Account" } satisfies RouteHandle;

export function headers() {
  return { "cache-control": "no-store" };
}

const SHOWN = 5;
const PATH = "/trains/account";

export async function loader({ url, context, request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const messages = ACCOUNT[locale];
  const seo = pageSeo(url, {
    title: "My Account",
    description: "Your Safar account: your data, consents, download and deletion.",
    indexable: false,
  });
  const api = context.get(apiContext);
  const [mine, consents] = await Promise.all([
    call(api, MY_DATA_ENDPOINTS.download),
    call(api, CONSENT_ENDPOINTS.list),
  ]);
  if (!mine.ok || !consents.ok) {
    return data({
      seo,
      messages,
      view: {
        kind: "signedOut" as const,
        deleted: url.searchParams.get("deleted") === "1",
        loginHref: loginHref(PATH),
      },
    });
  }
  return data({
    seo,
    messages,
    view: {
      kind: "page" as const,
      holds: summary(mine.data, locale),
      consents: consents.data.consents,
      notice: url.searchParams.get("saved"),
    },
  });
}

/** What the page lists: a few of each, the counts, and nothing the page does not show. */
function summary(d: MyData, locale: Locale) {
  const t = ACCOUNT[locale];
  const purpose = (p: string) =>
    (t as Record<string, string>)[`purpose_${p}`] ?? p.replaceAll("_", " ");
  const s = (v: unknown) => (typeof v === "string" ? v : "");
  const p = d.profile;
  return {
    mobile: s(p.mobile),
    email: s(p.email),
    name: `${s(p.firstName)} ${s(p.lastName)}`.trim(),
    since: s(p.createdAt) ? formatIstDateTime(s(p.createdAt), locale).split(",")[0] : "",
    travellers: d.savedTravellers.map((t) => `${s(t.name)}, ${String(t.age ?? "")}`),
    railwayIds: d.railwayIds.map((r) => s(r.railwayUserId)),
    favourites: d.favourites.map((f) => `${s(f.fromCode)} → ${s(f.toCode)}`),
    orders: d.orders.slice(0, SHOWN).map((o) => ({
      id: s(o.id),
      train: s(o.trainNumber),
      from: s(o.fromCode),
      to: s(o.toCode),
      date: s(o.journeyDate) ? formatShortDate(s(o.journeyDate), locale) : "",
    })),
    orderCount: d.orders.length,
    messages: d.messages.slice(0, SHOWN).map((m) => ({
      channel: s(m.channel).toUpperCase(),
      purpose: purpose(s(m.purpose)),
      date: s(m.createdAt) ? formatIstDateTime(s(m.createdAt), locale) : "",
    })),
    messageCount: d.messages.length,
  };
}

type ActionResult =
  | { kind: "otp"; sentTo: string; message: string }
  | { kind: "error"; form: "consent" | "delete-otp" | "delete"; message: string; sentTo?: string }
  | { kind: "consent"; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = context.get(apiContext);
  const t = ACCOUNT[localeOf(request)];
  const intent = form.get("intent");
  const loggedOut = (code: string) =>
    code === "logged_out" || code === "forbidden_csrf" ? redirect(loginHref(PATH)) : null;

  if (intent === "consents") {
    const current = await call(api, CONSENT_ENDPOINTS.list);
    if (!current.ok) throw loggedOut(current.code) ?? redirect(PATH);
    let changed = 0;
    for (const c of current.data.consents) {
      const wanted = form.get(c.kind) === "on";
      if (wanted === c.granted) continue;
      const done = await call(api, CONSENT_ENDPOINTS.update, {
        body: { kind: c.kind, granted: wanted },
      });
      if (!done.ok) {
        const out = loggedOut(done.code);
        if (out) throw out;
        return data<ActionResult>(
          { kind: "error", form: "consent", message: done.message },
          { status: done.status },
        );
      }
      changed += 1;
    }
    throw redirect(`${PATH}?saved=${changed > 0 ? "1" : "0"}#section-your-consents`);
  }

  if (intent === "delete-otp") {
    const sent = await call(api, ACCOUNT_ENDPOINTS.deleteOtp, { body: {} });
    if (!sent.ok) {
      const out = loggedOut(sent.code);
      if (out) throw out;
      return data<ActionResult>(
        { kind: "error", form: "delete-otp", message: sent.message },
        { status: sent.status },
      );
    }
    return data<ActionResult>({
      kind: "otp",
      sentTo: sent.data.sentTo,
      message: sent.data.message,
    });
  }

  if (intent === "delete") {
    const sentTo = String(form.get("sentTo") ?? "");
    if (form.get("understood") !== "on") {
      return data<ActionResult>(
        { kind: "error", form: "delete", message: t.deleteConfirmRequired, sentTo },
        { status: 400 },
      );
    }
    const done = await call(api, ACCOUNT_ENDPOINTS.delete, {
      typed: { otp: String(form.get("otp") ?? "") },
    });
    if (!done.ok) {
      // Signed out already (a second submit of the same form): the deletion was done once.
      if (done.code === "logged_out") throw redirect(`${PATH}?deleted=1`);
      const out = loggedOut(done.code);
      if (out) throw out;
      return data<ActionResult>(
        { kind: "error", form: "delete", message: done.message, sentTo },
        { status: done.status },
      );
    }
    throw redirect(`${PATH}?deleted=1`, { headers: cookieHeaders(done.setCookies) });
  }
  throw redirect(PATH);
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages<AccountMessages>();
  const profile = usePartnerProfile();
  const { view } = loaderData;
  if (view.kind === "signedOut") {
    return (
      <Screen title={t.accountTitle}>
        {view.deleted ? (
          <div className="co-box co-box--success" role="status">
            <p className="co-box__title">{t.accountDeletedNotice}</p>
          </div>
        ) : (
          <div className="co-box co-box--info">
            <p className="co-box__title">{t.accountSignedOut}</p>
            <p>
              <a className="button" href={view.loginHref}>
                {t.accountLogin}
              </a>
            </p>
          </div>
        )}
      </Screen>
    );
  }
  const { holds } = view;
  const result = actionData as ActionResult | undefined;
  // The profile's own orders page: My Bookings on the site, Your Orders in the travel app.
  const orders = profile.bookingMenu.find((e) => e.id === "myBookings" || e.id === "orders");
  return (
    <Screen title={t.accountTitle} lead={t.accountLead} className="account">
      <Section name={t.holdsTitle} id="What we hold">
        <dl className="account-facts">
          <dt>{t.holdsMobile}</dt>
          <dd>{holds.mobile || t.holdsNone}</dd>
          <dt>{t.holdsEmail}</dt>
          <dd>{holds.email || t.holdsNone}</dd>
          {holds.name ? (
            <>
              <dt>{t.holdsName}</dt>
              <dd>{holds.name}</dd>
            </>
          ) : null}
          <dt>{t.holdsSince}</dt>
          <dd>{holds.since}</dd>
        </dl>
        <HeldList title={t.holdsTravellers} items={holds.travellers} none={t.holdsNone} />
        <HeldList title={t.holdsRailwayIds} items={holds.railwayIds} none={t.holdsNone} />
        <HeldList title={t.holdsFavourites} items={holds.favourites} none={t.holdsNone} />
        <HeldList
          title={t.holdsOrders}
          count={holds.orderCount}
          items={holds.orders.map((o) => fill(t.holdsOrderLine, o))}
          none={t.holdsNone}
          more={
            holds.orderCount > SHOWN ? fill(t.holdsMore, { count: holds.orderCount - SHOWN }) : ""
          }
        />
        {orders ? (
          <p className="account-held__link">
            <Link to={orders.href}>
              {orders.id === "orders" ? t.ordersLink_orders : t.ordersLink_myBookings}
            </Link>
          </p>
        ) : null}
        <HeldList
          title={t.holdsMessages}
          count={holds.messageCount}
          items={holds.messages.map((m) => fill(t.holdsMessageLine, m))}
          none={t.holdsNone}
          more={
            holds.messageCount > SHOWN
              ? fill(t.holdsMore, { count: holds.messageCount - SHOWN })
              : ""
          }
        />
      </Section>

      <Section name={t.consentTitle} id="Your consents">
        <p className="co-note">{t.consentLead}</p>
        {view.notice !== null ? (
          <p className="form-status" role="status">
            {view.notice === "1" ? t.consentSaved : t.consentUnchanged}
          </p>
        ) : null}
        {result?.kind === "error" && result.form === "consent" ? (
          <p className="form-alert" role="alert">
            {result.message}
          </p>
        ) : null}
        <Form method="post" className="form" noValidate>
          <input type="hidden" name="intent" value="consents" />
          <fieldset className="choice-group">
            <legend className="visually-hidden">{t.consentTitle}</legend>
            {CONSENT_KINDS.map((kind) => {
              const c = view.consents.find((x) => x.kind === kind);
              return <ConsentChoice key={kind} kind={kind} consent={c} t={t} />;
            })}
          </fieldset>
          <div className="form-actions">
            <button type="submit" className="button button--secondary">
              {t.consentSave}
            </button>
          </div>
        </Form>
      </Section>

      <Section name={t.downloadTitle} id="Download my data">
        <p className="co-note">{t.downloadLead}</p>
        <p>
          <a className="button button--secondary" href="/api/trains/v1/user/data" download>
            {t.downloadButton}
          </a>
        </p>
      </Section>

      <Section name={t.retentionTitle} id="How long we keep it">
        <ul className="account-retention">
          <li>{t.retentionProfile}</li>
          <li>{t.retentionOrders}</li>
          <li>{t.retentionMessages}</li>
          <li>{t.retentionSignIns}</li>
        </ul>
      </Section>

      <Section name={t.deleteTitle} id="Delete my account">
        <div className="co-box co-box--warning">
          <p>{t.deleteLead}</p>
        </div>
        <DeleteForms result={result} t={t} />
      </Section>
    </Screen>
  );
}

function HeldList({
  title,
  items,
  none,
  count,
  more = "",
}: {
  title: string;
  items: string[];
  none: string;
  count?: number;
  more?: string;
}) {
  return (
    <div className="account-held">
      <h3 className="account-held__title">
        {title} <span className="account-held__count">({count ?? items.length})</span>
      </h3>
      {items.length === 0 ? (
        <p className="account-held__none">{none}</p>
      ) : (
        <ul className="account-held__list">
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list as the server gave it
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
      {more ? <p className="account-held__none">{more}</p> : null}
    </div>
  );
}

function ConsentChoice({
  kind,
  consent,
  t,
}: {
  kind: Consent["kind"];
  consent: Consent | undefined;
  t: AccountMessages;
}) {
  const locale = useLocale();
  const id = `consent-${kind}`;
  const status = !consent?.at
    ? t.consentNever
    : fill(
        !consent.granted
          ? t.consentWithdrawnAt
          : consent.source === "booking"
            ? t.consentGivenBooking
            : t.consentGivenAt,
        {
          date: formatIstDateTime(consent.at, locale),
        },
      );
  return (
    <label className="choice" htmlFor={id}>
      <input id={id} type="checkbox" name={kind} defaultChecked={consent?.granted ?? false} />
      <span className="choice__body">
        <span className="choice__name">{t[`consent_${kind}`]}</span>
        <span className="choice__meta">{status}</span>
      </span>
    </label>
  );
}

function DeleteForms({ result, t }: { result: ActionResult | undefined; t: AccountMessages }) {
  const sentTo =
    result?.kind === "otp"
      ? result.sentTo
      : result?.kind === "error" && result.form === "delete"
        ? (result.sentTo ?? "")
        : "";
  const error = result?.kind === "error" && result.form !== "consent" ? result.message : "";
  if (!sentTo) {
    return (
      <Form method="post" className="form" noValidate>
        <input type="hidden" name="intent" value="delete-otp" />
        {error ? (
          <p className="form-alert" role="alert">
            {error}
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button button--danger">
            {t.deleteSendOtp}
          </button>
        </div>
      </Form>
    );
  }
  return (
    <>
      <Form method="post" className="form" noValidate>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="sentTo" value={sentTo} />
        {result?.kind === "otp" ? (
          <p className="form-status" role="status">
            {result.message}
          </p>
        ) : null}
        {error ? (
          <p className="form-alert" role="alert">
            {error}
          </p>
        ) : null}
        <FormField
          id="delete-otp"
          name="otp"
          label={t.deleteOtpLabel}
          hint={fill(t.deleteOtpHint, { sentTo })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="form-field__control form-field__control--otp"
          error={undefined}
        />
        <label className="choice" htmlFor="delete-understood">
          <input id="delete-understood" type="checkbox" name="understood" />
          <span className="choice__body">
            <span className="choice__name">{t.deleteConfirm}</span>
          </span>
        </label>
        <div className="form-actions">
          <button type="submit" className="button button--danger">
            {t.deleteButton}
          </button>
        </div>
      </Form>
      <Form method="post" className="form account-resend" noValidate>
        <input type="hidden" name="intent" value="delete-otp" />
        <button type="submit" className="button button--secondary">
          {t.deleteResend}
        </button>
      </Form>
    </>
  );
}
