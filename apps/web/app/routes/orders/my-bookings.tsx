import {
  BOOKING_ENDPOINTS,
  type OrderListResponse,
  type OrderListScope,
  PAYMENT_ENDPOINTS,
} from "@safar/contracts/booking";
import {
  MY_BOOKINGS_TABS,
  myBookingsQuerySchema,
  queryObject,
} from "@safar/contracts/route-params";
import {
  UNCLAIMED_REFUND_ENDPOINTS,
  type UnclaimedRefund,
} from "@safar/contracts/unclaimed-refunds";
import { formatPaise } from "@safar/domain/money";
import { data, Link, redirect } from "react-router";
import { type ApiClient, apiContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import { loginHref } from "../../features/checkout/format.ts";
import { LoggedOut } from "../../features/checkout/order-parts.tsx";
import { OrderCardList } from "../../features/orders/order-card.tsx";
import {
  type ClaimActionData,
  UnclaimedRefundList,
} from "../../features/orders/unclaimed-refunds.tsx";
import { CHECKOUT } from "../../i18n/checkout.ts";
import { ORDERS, type OrdersMessages } from "../../i18n/orders.ts";
import { REFUNDS, type RefundsMessages } from "../../i18n/refunds.ts";
import { call } from "../../lib/api.server.ts";
import { fill, translated, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../features/orders/orders.css";
import "../../components/ui/forms.css";
import type { Route } from "./+types/my-bookings";

/**
 * `/trains/mybookings` and `/travel/mybookings` (spec §2 My bookings). The
 * tabs are links (`?tab=`), and so are the pages of a long list (`&page=`),
 * so everything works before JavaScript loads. Travel Bookings shows the
 * trips ahead and the latest past ones; Trips ("All Trips") every ticket;
 * All Bookings every order, failed and pending ones too; Unclaimed refunds
 * the refunds the payment method would not take back, each with a plain
 * form to claim it to the wallet or a UPI ID (spec §9): the claim posts
 * here, and a claim made comes back to the tab with `&claimed=` saying where
 * the money went. Signed out, the page asks to log in and comes back here.
 */
export const handle = { headerTitle: "Your Orders" } satisfies RouteHandle;

type Tab = (typeof MY_BOOKINGS_TABS)[number];

/** Spec §2 "My bookings tabs: Travel Bookings, Trips, All Bookings, Unclaimed refunds". */
/** What each tab lists (spec §2 labels: "All Trips" heads the trips tab). */
const TAB_SECTION: Record<Tab, string> = {
  travel: "Upcoming trips",
  trips: "All Trips",
  all: "All bookings",
  "unclaimed-refunds": "Unclaimed refunds",
};

/** Spec §9 "Unclaimed refund: link sent to registered mobile within 7 days, expires in 10 days". */
const PAGE_SIZE = 10;
const PAST_ON_FIRST_TAB = 5;

export function headers() {
  return { "cache-control": "no-store" };
}

type Lists =
  | { kind: "loggedOut"; loginHref: string }
  | { kind: "error"; message: string }
  | { kind: "travel"; upcoming: OrderListResponse; past: OrderListResponse }
  | { kind: "paged"; list: OrderListResponse }
  | { kind: "unclaimed"; refunds: UnclaimedRefund[]; claimed: string | null };

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const { tab, page } = myBookingsQuerySchema.parse(queryObject(url.searchParams));
  const api = context.get(apiContext);
  const list = (scope: OrderListScope, p: number, pageSize: number) =>
    call(api, BOOKING_ENDPOINTS.orders, {
      query: { scope, page: p, pageSize },
    });
  const here = `${url.pathname}${url.search}`;
  let lists: Lists;
  if (tab === "unclaimed-refunds") {
    const answer = await call(api, UNCLAIMED_REFUND_ENDPOINTS.list);
    lists = answer.ok
      ? {
          kind: "unclaimed",
          refunds: answer.data.refunds,
          claimed: await claimedNotice(
            api,
            answer.data.refunds,
            url.searchParams.get("claimed"),
            REFUNDS[localeOf(request)],
          ),
        }
      : refused(answer, here);
  } else if (tab === "travel") {
    const [upcoming, past] = await Promise.all([
      list("upcoming", 1, PAGE_SIZE),
      list("past", 1, PAST_ON_FIRST_TAB),
    ]);
    if (!upcoming.ok) lists = refused(upcoming, here);
    else if (!past.ok) lists = refused(past, here);
    else lists = { kind: "travel", upcoming: upcoming.data, past: past.data };
  } else {
    const answer = await list(tab === "trips" ? "trips" : "all", page, PAGE_SIZE);
    lists = answer.ok ? { kind: "paged", list: answer.data } : refused(answer, here);
  }
  const locale = localeOf(request);
  return data(
    {
      messages: { ...CHECKOUT[locale], ...ORDERS[locale], ...REFUNDS[locale] },
      seo: pageSeo(url, {
        title: "My Bookings",
        description: "Your train bookings, trips and unclaimed refunds on Safar.",
        indexable: false,
      }),
      tab,
      basePath: url.pathname,
      lists,
    },
    { headers: { "cache-control": "no-store" } },
  );
}

/** After a claim (`&claimed=<id>`): where the money went, with the wallet's balance for a wallet claim. */
async function claimedNotice(
  api: ApiClient,
  refunds: readonly UnclaimedRefund[],
  id: string | null,
  t: RefundsMessages,
): Promise<string | null> {
  const refund = refunds.find((r) => r.id === id && r.status === "claimed");
  if (!refund) return null;
  const money = formatPaise(refund.amountPaise);
  if (refund.claimedTo === "upi") {
    return fill(t.sentToUpi, { money, upiId: refund.claimedUpiId ?? "" });
  }
  const wallet = await call(api, PAYMENT_ENDPOINTS.wallet);
  return wallet.ok
    ? fill(t.addedBalance, { money, balance: formatPaise(wallet.data.balancePaise) })
    : fill(t.added, { money });
}

/**
 * A claim of an unclaimed refund (the tab's form): to the wallet or a UPI
 * ID, checked and made by the API (`v1/unclaimed_refunds/claim`, once).
 * Made, it comes back to the tab saying so; refused, the card says why.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<ClaimActionData> {
  const url = new URL(request.url);
  const form = await request.formData();
  const refundId = String(form.get("refundId") ?? "");
  const values = {
    to: String(form.get("to") ?? ""),
    upiId: String(form.get("upiId") ?? "").trim(),
  };
  const claimed = await call(context.get(apiContext), UNCLAIMED_REFUND_ENDPOINTS.claim, {
    typed: {
      refundId,
      ...(values.to ? { to: values.to } : {}),
      ...(values.to !== "wallet" && values.upiId ? { upiId: values.upiId } : {}),
    },
  });
  if (claimed.ok) {
    // The page's own path (`/trains/…` or `/travel/…`), not its data request's (`….data`).
    const page = url.pathname.replace(/\.data$/, "");
    throw redirect(`${page}?tab=unclaimed-refunds&claimed=${claimed.data.refund.id}`);
  }
  return { refundId, values, message: claimed.message, fields: claimed.fields ?? {} };
}

function loggedOut(here: string): Lists {
  return { kind: "loggedOut", loginHref: loginHref(here) };
}

/** Spec §6: 401, 403 and 410 mean signed out; anything else is said in its words. */
function refused(answer: { status: number; message: string }, here: string): Lists {
  return [401, 403, 410].includes(answer.status)
    ? loggedOut(here)
    : { kind: "error", message: answer.message };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

const tabHref = (basePath: string, tab: Tab, page = 1) =>
  `${basePath}${tab === "travel" ? "" : `?tab=${tab}`}${page > 1 ? `&page=${page}` : ""}`;

export default function MyBookings({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, basePath, lists } = loaderData;
  const t = useMessages<OrdersMessages>();
  return (
    <Screen
      wide
      title={t.yourOrders}
      above={
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/trains">{t.home}</Link>
        </nav>
      }
    >
      <nav aria-label={t.bookingLists}>
        <ul className="tab-list">
          {MY_BOOKINGS_TABS.map((each) => (
            <li key={each}>
              <Link to={tabHref(basePath, each)} aria-current={each === tab ? "page" : undefined}>
                {t[`tab_${each}`]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <TabContent tab={tab} basePath={basePath} lists={lists} result={actionData} />
    </Screen>
  );
}

function TabContent({
  tab,
  basePath,
  lists,
  result,
}: {
  tab: Tab;
  basePath: string;
  lists: Lists;
  result: ClaimActionData | undefined;
}) {
  const t = useMessages<OrdersMessages>();
  const section = (name: string) => ({ name: translated(t, name), id: name });
  if (lists.kind === "loggedOut") {
    return (
      <Section {...section(TAB_SECTION[tab])}>
        <LoggedOut loginHref={lists.loginHref} />
        <p className="co-note">{t.signInToSee}</p>
      </Section>
    );
  }
  if (lists.kind === "error") {
    return (
      <Section {...section(TAB_SECTION[tab])}>
        <p className="form-alert" role="alert">
          {translatedTemplate(t, lists.message)}
        </p>
      </Section>
    );
  }
  if (lists.kind === "unclaimed" && lists.refunds.length > 0) {
    const onCard = lists.refunds.some((r) => r.id === result?.refundId && r.status === "unclaimed");
    return (
      <Section {...section(TAB_SECTION[tab])}>
        {lists.claimed ? (
          <p className="co-box co-box--success" role="status">
            {lists.claimed}
          </p>
        ) : null}
        {result && !onCard ? (
          <p className="form-alert" role="alert">
            {translated(t, result.message)}
          </p>
        ) : null}
        <p className="co-note">
          {t.refundRule}
          {t.refundRuleMore}
        </p>
        <UnclaimedRefundList refunds={lists.refunds} result={onCard ? result : undefined} />
      </Section>
    );
  }
  if (lists.kind === "unclaimed") {
    return (
      <Section {...section(TAB_SECTION[tab])}>
        {result ? (
          <p className="form-alert" role="alert">
            {translated(t, result.message)}
          </p>
        ) : null}
        <div className="ob-empty">
          <p className="ob-empty__title">{t.noUnclaimed}</p>
          <p>{t.refundRule}</p>
          <p>
            {t.refundsOnEach}
            <Link to={tabHref(basePath, "all")}>{t.seeAllBookingsLower}</Link>.
          </p>
        </div>
      </Section>
    );
  }
  if (lists.kind === "travel") {
    const { upcoming, past } = lists;
    return (
      <>
        <Section {...section("Upcoming trips")}>
          {upcoming.orders.length > 0 ? (
            <OrderCardList orders={upcoming.orders} />
          ) : (
            <Empty title={t.noUpcoming} />
          )}
          {upcoming.hasMore ? (
            <p className="ob-more">
              <Link to={tabHref(basePath, "all")}>{t.seeAllBookings}</Link>
            </p>
          ) : null}
        </Section>
        <Section {...section("Past trips")}>
          {past.orders.length > 0 ? (
            <OrderCardList orders={past.orders} />
          ) : (
            <p className="co-note">{t.pastAppear}</p>
          )}
          {past.hasMore ? (
            <p className="ob-more">
              <Link to={tabHref(basePath, "trips")}>{t.seeAllTrips}</Link>
            </p>
          ) : null}
        </Section>
      </>
    );
  }
  const { list } = lists;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <Section {...section(TAB_SECTION[tab])}>
      {list.orders.length > 0 ? (
        <OrderCardList orders={list.orders} />
      ) : (
        <Empty title={tab === "trips" ? t.noTrips : t.noBookings} />
      )}
      {pages > 1 ? (
        <nav className="ob-pager" aria-label={t.pages}>
          {list.page > 1 ? (
            <Link to={tabHref(basePath, tab, list.page - 1)} rel="prev">
              {t.previousPage}
            </Link>
          ) : null}
          <span>{fill(t.pageOf, { page: list.page, pages })}</span>
          {list.hasMore ? (
            <Link to={tabHref(basePath, tab, list.page + 1)} rel="next">
              {t.nextPage}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </Section>
  );
}

function Empty({ title }: { title: string }) {
  const t = useMessages<OrdersMessages>();
  return (
    <div className="ob-empty">
      <p className="ob-empty__title">{title}</p>
      <p>{t.emptyText}</p>
      <p>
        <a className="button" href="/trains">
          {t.searchTrains}
        </a>
      </p>
    </div>
  );
}
