import { BOOKING_ENDPOINTS, type OrderSummary } from "@safar/contracts/booking";
import type { ClassCode, QuotaCode } from "@safar/contracts/code-tables";
import { orderIdSchema } from "@safar/contracts/route-params";
import {
  type ScheduleCard as Card,
  TATKAL_SCHEDULE_ENDPOINTS,
} from "@safar/contracts/tatkal-schedule";
import { formatPaise } from "@safar/domain/money";
import { data, Form, redirect, redirectDocument } from "react-router";
import { apiContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import { confirmHref, loginHref } from "../../features/checkout/format.ts";
import {
  FareSummary,
  JourneyDetails,
  TravellerList,
} from "../../features/checkout/order-parts.tsx";
import { oneClickHref, ScheduleCard } from "../../features/checkout/schedule-card.tsx";
import { call } from "../../lib/api.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { OrderGate } from "../shared/order-gate.tsx";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import "../../features/checkout/one-click.css";
import { CHECKOUT } from "../../i18n/checkout.ts";
import { codeWords } from "../../i18n/codes.ts";
import { SEAT_STATUS } from "../../i18n/seat-status.ts";
import { TATKAL, type TatkalMessages } from "../../i18n/tatkal.ts";
import { fill, translated, useLocale, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { localeOf } from "../../lib/locale.server.ts";
import { openingWhen } from "../../lib/opening-words.ts";
import type { Route } from "./+types/one-click";

/**
 * `/trains/oct?orderId=…`: one-click Tatkal (flow page code 5, spec §1, §4;
 * ADR 022). For a Tatkal draft before its opening: what will be booked, the
 * waiting-list choice, the terms, the amount to hold; "Authorise with the
 * railway" checks it can be scheduled (`v1/user/oct/prepare`: the limit,
 * the wallet, the time) and sends the traveller to the railway's page
 * (password and Aadhaar OTP), which comes back here with `mandate=`; the
 * schedule is then made (`v2/user/oct/reserve`, idempotent per order) and
 * shown as its card, with edit and delete. Plain forms throughout.
 */
export const handle = { pageCode: 5, headerTitle: "One-click Tatkal" } satisfies RouteHandle;

type Popup = { code: string; message: string };
type View =
  | { kind: "none" }
  | { kind: "loggedOut"; loginHref: string }
  | { kind: "error"; message: string }
  | {
      kind: "setup";
      order: OrderSummary;
      popup: Popup | null;
      checkedAt: string;
      opensAt: string | null;
    }
  | { kind: "card"; order: OrderSummary; card: Card; checkedAt: string };

const NO_STORE = { "cache-control": "no-store" };

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const messages = {
    ...codeWords(locale),
    ...SEAT_STATUS[locale],
    ...CHECKOUT[locale],
    ...TATKAL[locale],
  };
  const seo = pageSeo(url, {
    title: "One-click Tatkal",
    description: "Schedule a Tatkal booking to be made by itself when Tatkal opens.",
    indexable: false,
  });
  const raw = url.searchParams.get("orderId");
  if (raw === null || raw === "") {
    return data({ seo, messages, view: { kind: "none" } as View }, { headers: NO_STORE });
  }
  const parsed = orderIdSchema.safeParse(raw);
  if (!parsed.success) notFound();
  const orderId = parsed.data;
  const api = context.get(apiContext);
  const summary = await call(api, BOOKING_ENDPOINTS.summaryV1, { params: { orderId } });
  if (!summary.ok) {
    if (summary.status === 404) notFound();
    const view: View =
      summary.status === 401 || summary.status === 403 || summary.status === 410
        ? { kind: "loggedOut", loginHref: loginHref(`${url.pathname}${url.search}`) }
        : { kind: "error", message: summary.message };
    return data({ seo, messages, view }, { headers: NO_STORE });
  }
  let popup: Popup | null = null;
  // Back from the railway's page: the schedule is made (idempotent per order).
  const mandateId = url.searchParams.get("mandate");
  if (mandateId) {
    const reserved = await call(api, TATKAL_SCHEDULE_ENDPOINTS.reserve, {
      body: { orderId, mandateId, acceptWaitlist: url.searchParams.get("wl") === "1" },
    });
    if (reserved.ok) throw redirect(oneClickHref(orderId));
    popup = { code: reserved.code, message: reserved.message };
  }
  const list = await call(api, TATKAL_SCHEDULE_ENDPOINTS.homepage);
  const card = list.ok ? list.data.schedules.find((c) => c.orderId === orderId) : undefined;
  const checkedAt = list.ok ? list.data.checkedAt : new Date().toISOString();
  let view: View;
  if (card) view = { kind: "card", order: summary.data, card, checkedAt };
  else {
    const j = summary.data.journey_details;
    const judged = await call(api, BOOKING_ENDPOINTS.eligibility, {
      query: {
        trainNumber: j.trainNumber,
        from: j.from,
        to: j.to,
        date: j.date,
        classCode: j.classCode as ClassCode,
        quota: j.quota as QuotaCode,
      },
    });
    view = {
      kind: "setup",
      order: summary.data,
      popup,
      checkedAt: judged.ok ? judged.data.checkedAt : checkedAt,
      opensAt: judged.ok ? judged.data.opening.opensAt : null,
    };
  }
  return data({ seo, messages, view }, { headers: NO_STORE });
}

export interface OneClickActionData {
  popup?: Popup;
  confirmDelete?: boolean;
}

export async function action({ request, context }: Route.ActionArgs): Promise<OneClickActionData> {
  const url = new URL(request.url);
  const parsed = orderIdSchema.safeParse(url.searchParams.get("orderId") ?? "");
  if (!parsed.success) notFound();
  const orderId = parsed.data;
  const form = await request.formData();
  const api = context.get(apiContext);
  const intent = String(form.get("intent") ?? "");
  const scheduleId = String(form.get("scheduleId") ?? "");
  if (intent === "authorise") {
    if (form.get("agreed") !== "on") {
      return {
        popup: {
          code: "validation_failed",
          message: "Please agree to the one-click Tatkal terms to continue.",
        },
      };
    }
    const prepared = await call(api, TATKAL_SCHEDULE_ENDPOINTS.prepare, {
      body: { orderId, acceptWaitlist: form.get("acceptWaitlist") === "yes" },
    });
    // The railway's own page is not this app's: a full document load.
    if (prepared.ok) throw redirectDocument(prepared.data.mandateUrl);
    return { popup: { code: prepared.code, message: prepared.message } };
  }
  if (intent === "delete") return { confirmDelete: true };
  if (intent === "delete-confirmed" || intent === "edit") {
    const removed = await call(api, TATKAL_SCHEDULE_ENDPOINTS.remove, { body: { scheduleId } });
    if (!removed.ok) return { popup: { code: removed.code, message: removed.message } };
    if (intent === "edit") {
      const c = removed.data;
      throw redirect(
        confirmHref(
          {
            trainNumber: c.trainNumber,
            classCode: c.classCode,
            quota: c.quota,
            date: c.date,
            from: c.from,
            to: c.to,
          },
          "",
          orderId,
        ),
      );
    }
    throw redirect(oneClickHref(orderId));
  }
  return { popup: { code: "validation_failed", message: "Please choose what to do." } };
}

export function headers() {
  return NO_STORE;
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function OneClick({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const t = useMessages<TatkalMessages>();
  if (view.kind !== "setup" && view.kind !== "card") {
    return (
      <OrderGate view={view} title={t.octTitle} noneLead={t.octNoneLead} noneText={t.octNoneText} />
    );
  }
  const popup = actionData?.popup ?? (view.kind === "setup" ? view.popup : null);
  const now = new Date(view.checkedAt);
  return (
    <Screen title={t.octTitle} lead={t.octLead}>
      {popup ? <PopupBox popup={popup} /> : null}
      {view.kind === "card" ? (
        <ScheduleCard
          card={view.card}
          now={now}
          confirmDelete={actionData?.confirmDelete === true}
          headingLevel={2}
        />
      ) : (
        <Setup order={view.order} now={now} opensAt={view.opensAt} />
      )}
    </Screen>
  );
}

const POPUP_TITLES: Record<string, string> = {
  tatkal_schedule_limit: "Tatkal scheduling limit reached",
  booking_closed: "Booking has been closed",
  low_wallet_balance: "Low Wallet balance!",
  tatkal_schedule_error: "Tatkal Booking Scheduled Error",
};

function PopupBox({ popup }: { popup: Popup }) {
  const t = useMessages<TatkalMessages>();
  const title = POPUP_TITLES[popup.code];
  return (
    <div className="form-alert" role="alert">
      {title && title !== popup.message ? (
        <p className="co-box__title">{translated(t, title)}</p>
      ) : null}
      <p>{translatedTemplate(t, popup.message)}</p>
      {popup.code === "low_wallet_balance" ? (
        <p>{t.addMoney}</p>
      ) : popup.code === "booking_closed" || popup.code === "tatkal_schedule_limit" ? (
        <p>
          <a href="/trains">{t.checkOtherTrains}</a>
        </p>
      ) : null}
    </div>
  );
}

function Setup({
  order,
  now,
  opensAt: opening,
}: {
  order: OrderSummary;
  now: Date;
  opensAt: string | null;
}) {
  const t = useMessages<TatkalMessages>();
  const locale = useLocale();
  const journey = order.journey_details;
  const fare = order.fare_and_payment_details.fare;
  const opensAt = opening ? new Date(opening) : null;
  return (
    <div className="co-layout">
      <div className="co-layout__main">
        <Section name={t["What will be booked"]} id="What will be booked">
          <JourneyDetails journey={journey} seatStatus={order.seat_status.now} />
          <TravellerList passengers={order.passenger_details} />
          <p>
            <a href={confirmHref(journey, order.seat_status.seen, order.orderId)}>
              {t.editTravellers}
            </a>
          </p>
        </Section>
      </div>
      <div className="co-layout__aside">
        <Section name={t["Schedule it"]} id="Schedule it">
          <FareSummary fare={fare} totalLabel={t.holdInWallet} />
          <Form method="post" className="form">
            <input type="hidden" name="intent" value="authorise" />
            <fieldset className="oct-choice">
              <legend>{t.onlyWaitlist}</legend>
              <label>
                <input type="radio" name="acceptWaitlist" value="no" defaultChecked />
                <span>{t.dontBook}</span>
              </label>
              <label>
                <input type="radio" name="acceptWaitlist" value="yes" />
                <span>{t.bookWaitlist}</span>
              </label>
            </fieldset>
            <label className="co-check">
              <input type="checkbox" name="agreed" required />
              <span>
                {t.agreeBefore}
                <a href="/trains/oct-tnc">{t.octTerms}</a>
                {t.agreeAfter}
              </span>
            </label>
            <p className="form-field__hint">
              {opensAt ? fill(t.tatkalOpensAt, { when: openingWhen(opensAt, now, locale) }) : ""}
              {fill(t.heldNow, { amount: formatPaise(fare.totalPaise) })}
            </p>
            <button type="submit" className="button">
              {t.authorise}
            </button>
          </Form>
        </Section>
      </div>
    </div>
  );
}
