import { SESSION_COOKIE } from "@safar/contracts/auth";
import { BOOKING_ENDPOINTS } from "@safar/contracts/booking";
import { FAVOURITE_ENDPOINTS } from "@safar/contracts/favourites";
import { HOME_EXTRA_ENDPOINTS } from "@safar/contracts/home-extras";
import { searchTrainsPath } from "@safar/contracts/route-params";
import { TATKAL_REMINDER_ENDPOINTS } from "@safar/contracts/tatkal-reminders";
import { TATKAL_SCHEDULE_ENDPOINTS } from "@safar/contracts/tatkal-schedule";
import { TRAINS_ENDPOINTS } from "@safar/contracts/trains/endpoints";
import { RECENT_SEARCHES_MAX } from "@safar/contracts/trains/home";
import { istDate } from "@safar/domain/ist";
import { useMemo } from "react";
import { data, redirect } from "react-router";
import { type ApiClient, apiContext, clockContext } from "#server-context";
import { deferredPart } from "../../components/deferred.tsx";
import { Section } from "../../components/ui/section.tsx";
import { reminderCards, tatkalNotices } from "../../features/reminders/view.ts";
import { defaultJourneyDate } from "../../features/search/booking-window.ts";
import type { FavouriteCard } from "../../features/search/favourite-routes.tsx";
import type { SearchActionResult } from "../../features/search/home-data.ts";
import {
  ALTERNATES_PARAM,
  NEARBY_PARAM,
  parseAlternatesKey,
  parseStationIntent,
  STATE_PARAM,
  STATION_QUERY_PARAM,
} from "../../features/search/lookup.ts";
import {
  hasErrors,
  parseSearchForm,
  SEARCH_MESSAGES,
  type SearchErrors,
  searchFormSchema,
  swapStations,
  validateSearchForm,
} from "../../features/search/search-form.schema.ts";
import { FAVOURITES } from "../../i18n/favourites.ts";
import { HOLIDAY_NAMES_HI, HOME, STATE_NAMES_HI } from "../../i18n/home.ts";
import { PROTECTION } from "../../i18n/protection.ts";
import { codeName, SEARCH, type SearchMessages } from "../../i18n/search.ts";
import { answerIn } from "../../lib/answers.server.ts";
import { call } from "../../lib/api.server.ts";
import { useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { LinkList, Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/home";
import {
  alternateRoutes,
  findStations,
  loadHomeData,
  nearbyStations,
  resolveStation,
  stationByCode,
  stationsOfState,
} from "./home.server.ts";
// The deferred parts' styles, with the page's so their server HTML is styled at once.
import "../../styles/search.css";
import "../../features/travel/travel.css";
import "../../features/orders/orders.css";
import "../../features/reminders/reminders.css";

/**
 * The search form: server-rendered and a working POST form before its chunk
 * arrives (as before JavaScript), hydrated when it does; not part of the
 * first-load JavaScript (W3).
 */
const HomeSearch = deferredPart(() =>
  import("../../features/search/home-search.tsx").then((m) => m.HomeSearch),
);

/** The partner parts (spec §1: home widget, storefront banner, floating widget), likewise. */
const HomePartnerTop = deferredPart(() =>
  import("../../features/travel/home-partner.tsx").then((m) => m.HomePartnerTop),
);
const StorefrontBanner = deferredPart(() =>
  import("../../features/travel/home-partner.tsx").then((m) => m.StorefrontBanner),
);
const FloatingWidget = deferredPart(() =>
  import("../../features/travel/home-partner.tsx").then((m) => m.FloatingWidget),
);

/** A signed-in traveller's pending orders: not part of the anonymous home page's first load (W3). */
const PendingOrders = deferredPart(() =>
  import("../../features/orders/pending-orders.tsx").then((m) => m.PendingOrders),
);

/** A signed-in traveller's Tatkal reminders and the notice before an opening (issue 20), likewise. */
const TatkalNotices = deferredPart(() =>
  import("../../features/reminders/tatkal-reminders.tsx").then((m) => m.TatkalNotices),
);
const TatkalReminderCards = deferredPart(() =>
  import("../../features/reminders/tatkal-reminders.tsx").then((m) => m.TatkalReminderCards),
);

/** A signed-in traveller's one-click Tatkal bookings (ADR 022), likewise. */
const ScheduledTatkal = deferredPart(() =>
  import("../../features/checkout/scheduled-tatkal.tsx").then((m) => m.ScheduledTatkal),
);

/** A signed-in traveller's favourite routes with the day's availability (issue 25 item 1), likewise. */
const FavouriteRoutes = deferredPart(() =>
  import("../../features/search/favourite-routes.tsx").then((m) => m.FavouriteRoutes),
);

/** The free-cancellation nudge and the insurance card (issue 25 item 3), likewise. */
const ProtectionCards = deferredPart(() =>
  import("../../features/search/protection-cards.tsx").then((m) => m.ProtectionCards),
);

/** What the home page's Remove (a favourite route) answers. */
interface FavouriteRemoved {
  kind: "favourite-removed";
  message: string;
  error: boolean;
}

/** What the home page's Remove (a Tatkal reminder) answers. */
interface ReminderRemoved {
  kind: "reminder-removed";
  message: string;
  error: boolean;
}

/** `/` and `/trains` (optional `?platform=` is read by the shell for the affiliate id). */
export const handle = { showBottomMenu: true } satisfies RouteHandle;

/**
 * The page, or one of the enhanced form's lookups (`?stationQuery=` typeahead,
 * `?stateStations=` a state's stations, `?nearStation=` a chosen station's
 * neighbours, `?alternateStations=` trains between stations near a chosen
 * pair), which the form loads with a fetcher.
 */
export async function loader({ url, context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const stationQuery = url.searchParams.get(STATION_QUERY_PARAM);
  if (stationQuery !== null) {
    const query = stationQuery.trim().slice(0, 60);
    return { kind: "stations" as const, query, stations: await findStations(api, query) };
  }
  const state = url.searchParams.get(STATE_PARAM);
  if (state !== null) {
    const name = state.trim().slice(0, 60);
    return { kind: "state" as const, state: name, stations: await stationsOfState(api, name) };
  }
  const near = url.searchParams.get(NEARBY_PARAM);
  if (near !== null) {
    const code = near.trim().toUpperCase().slice(0, 8);
    return { kind: "nearby" as const, code, stations: await nearbyStations(api, code) };
  }
  const pair = url.searchParams.get(ALTERNATES_PARAM);
  if (pair !== null) {
    const q = parseAlternatesKey(pair);
    return {
      kind: "alternates" as const,
      key: pair,
      routes: q ? await alternateRoutes(api, q) : [],
    };
  }
  const now = context.get(clockContext)();
  // Only a request with a session asks for pending orders: the anonymous home makes no extra call.
  const signedIn = request.headers.get("cookie")?.includes(`${SESSION_COOKIE}=`) ?? false;
  const prefill = modifyPrefill(url);
  const [home, pending, reminders, schedules, prefilled, favourites, protection] =
    await Promise.all([
      loadHomeData(api, now),
      signedIn ? call(api, BOOKING_ENDPOINTS.ordersPending) : null,
      signedIn ? call(api, TATKAL_REMINDER_ENDPOINTS.list) : null,
      signedIn ? call(api, TATKAL_SCHEDULE_ENDPOINTS.homepage) : null,
      // A results page's Modify: the form starts with its stations and their neighbours.
      prefill ? withNearby(api, prefill) : null,
      signedIn ? favouriteCards(api, istDate(now)) : null,
      call(api, HOME_EXTRA_ENDPOINTS.insuranceHome, {
        query: prefill?.values.quota ? { quota: prefill.values.quota } : {},
      }),
    ]);
  const upcoming = reminders?.ok ? reminders.data.reminders : [];
  const locale = localeOf(request);
  const messages = SEARCH[locale];
  const classNames: Record<string, string> =
    locale === "en"
      ? {}
      : Object.fromEntries(
          Object.entries(messages)
            .filter(([key]) => key.startsWith("class_"))
            .map(([key, name]) => [key.slice("class_".length), name]),
        );
  return {
    kind: "page" as const,
    messages: { ...messages, ...HOME[locale], ...FAVOURITES[locale], ...PROTECTION[locale] },
    favourites,
    protection: protection.ok ? protection.data : null,
    pending: pending?.ok && pending.data.orders.length > 0 ? pending.data.orders : null,
    schedules: schedules?.ok && schedules.data.schedules.length > 0 ? schedules.data : null,
    // Worded here, on the request's IST clock: 'Opens 10:00 tomorrow', '— in 12 minutes'.
    reminders: reminderCards(upcoming, now, locale, classNames),
    notices: tatkalNotices(upcoming, now, locale),
    prefill: prefilled,
    seo: pageSeo(url, { ...HOME_SEO[locale], translated: true }),
    today: istDate(now),
    // Tomorrow once the day's last departures have left (issue 21 item 2).
    defaultDate: defaultJourneyDate(now, home.window),
    home: {
      ...home,
      // Holidays and states in Hindi on a Hindi page (the station list's spelling is the value).
      ...(locale === "hi"
        ? {
            holidays: home.holidays.map((h) => ({
              ...h,
              name: HOLIDAY_NAMES_HI[h.name] ?? h.name,
            })),
            stateNames: STATE_NAMES_HI,
          }
        : {}),
      classes: home.classes.map((c) => ({
        ...c,
        name: codeName(messages, "class", c.code, c.name),
      })),
      quotas: home.quotas.map((q) => ({ ...q, name: codeName(messages, "quota", q.code, q.name) })),
    },
  };
}

/** The home page's title and description in each language. */
const HOME_SEO = {
  en: {
    title: "Train Ticket Booking: Search Trains, PNR and Live Status",
    description:
      "Book IRCTC train tickets on Safar, an authorised IRCTC partner. Search trains between stations, check seat availability, PNR status and live running status.",
  },
  hi: {
    title: "ट्रेन टिकट बुकिंग: ट्रेन खोजें, PNR और लाइव स्थिति",
    description:
      "सफ़र पर IRCTC ट्रेन टिकट बुक करें, जो IRCTC का अधिकृत भागीदार है। स्टेशनों के बीच ट्रेनें खोजें, सीटों की उपलब्धता, PNR स्थिति और ट्रेन की लाइव स्थिति देखें।",
  },
} as const;

/**
 * The search form's POST (works without JavaScript): validates the fields,
 * resolves typed station text through the typeahead endpoint, and redirects
 * to the results URL; otherwise answers 400 with the values and a message per
 * field. `intent=swap` (the swap button without JavaScript) answers the
 * values with From and To exchanged.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "remove-reminder") return removeReminder(context, form, request);
  if (form.get("intent") === "remove-favourite") return removeFavourite(context, form, request);
  const values = parseSearchForm(form);
  const api = context.get(apiContext);
  if (form.get("intent") === "swap") {
    return withNearby(api, { values: swapStations(values), errors: {} });
  }
  // A nearby station or an alternate pair chosen without JavaScript: the form again, with it.
  const chosen = parseStationIntent(form.get("intent"));
  if (chosen) return chooseStations(api, values, chosen);
  const now = context.get(clockContext)();
  const home = await loadHomeData(api, now);
  const errors: SearchErrors = validateSearchForm(values, home.window);
  const [from, to] = await Promise.all([
    values.from && !errors.from ? resolveStation(api, values.from, values.fromCode) : null,
    values.to && !errors.to ? resolveStation(api, values.to, values.toCode) : null,
  ]);
  if (values.from && !errors.from && !from) errors.from = SEARCH_MESSAGES.noStation;
  if (values.to && !errors.to && !to) errors.to = SEARCH_MESSAGES.noStation;
  if (from && to && from.code === to.code) errors.to = SEARCH_MESSAGES.sameStation;

  const path =
    from && to && !hasErrors(errors)
      ? searchTrainsPath({
          source: from,
          destination: to,
          date: values.date,
          query: { quota: values.quota, ...(values.class ? { class: values.class } : {}) },
        })
      : null;
  if (path) throw redirect(path);

  const resolved = {
    ...values,
    ...(from ? { fromCode: from.code } : {}),
    ...(to ? { toCode: to.code } : {}),
  };
  return data(
    await withNearby(api, {
      values: resolved,
      errors: hasErrors(errors) ? errors : { to: SEARCH_MESSAGES.noStation },
      stationNames: {
        ...(from ? { from: from.name } : {}),
        ...(to ? { to: to.name } : {}),
      },
    }),
    { status: 400 },
  );
}

/**
 * The answer with the neighbours of each chosen station and, with both
 * chosen and a date, the trains between stations near them: the form shows
 * them as buttons before JavaScript too.
 */
async function withNearby(api: ApiClient, result: SearchActionResult): Promise<SearchActionResult> {
  const { fromCode, toCode, date, quota } = result.values;
  const [from, to, alternates] = await Promise.all([
    fromCode ? nearbyStations(api, fromCode) : [],
    toCode ? nearbyStations(api, toCode) : [],
    fromCode && toCode && fromCode !== toCode && date
      ? alternateRoutes(api, { from: fromCode, to: toCode, date, quota })
      : [],
  ]);
  return { ...result, nearby: { from, to }, alternates };
}

/** `nearby:from:DLI` or `alternate:DLI:HWH`: the stations named put in the form, nothing searched. */
async function chooseStations(
  api: ApiClient,
  values: SearchActionResult["values"],
  chosen: NonNullable<ReturnType<typeof parseStationIntent>>,
) {
  const codes =
    chosen.kind === "nearby"
      ? { [chosen.target]: chosen.code }
      : { from: chosen.from, to: chosen.to };
  const [from, to] = await Promise.all([
    codes.from ? stationByCode(api, codes.from) : null,
    codes.to ? stationByCode(api, codes.to) : null,
  ]);
  const next = {
    ...values,
    ...(from ? { from: from.name, fromCode: from.code } : {}),
    ...(to ? { to: to.name, toCode: to.code } : {}),
  };
  const names = (text: string, code: string, station: typeof from) =>
    station?.name ?? (code ? text : undefined);
  return withNearby(api, {
    values: next,
    errors: {},
    stationNames: {
      from: names(next.from, next.fromCode, from),
      to: names(next.to, next.toCode, to),
    },
  });
}

/**
 * The signed-in traveller's favourite routes, each with what is free on the
 * day (`v1/recent_searches_availability`); null when they have none or the
 * list could not be read, so home shows nothing.
 */
async function favouriteCards(api: ApiClient, today: string): Promise<FavouriteCard[] | null> {
  const listed = await call(api, FAVOURITE_ENDPOINTS.list);
  if (!listed.ok || listed.data.favourites.length === 0) return null;
  const favourites = listed.data.favourites.slice(0, RECENT_SEARCHES_MAX);
  const answered = await call(api, TRAINS_ENDPOINTS.recentSearches, {
    query: {},
    body: {
      searches: favourites.map((f) => ({ from: f.from.code, to: f.to.code, date: today })),
      quota: "GN",
    },
  });
  return favourites.map((f, i) => {
    const r = answered.ok ? answered.data.results[i] : undefined;
    return {
      id: f.id,
      from: f.from,
      to: f.to,
      date: r?.date ?? today,
      availability:
        r && !r.error
          ? {
              trains: r.trains,
              availableTrains: r.availableTrains,
              best: r.best
                ? {
                    trainNumber: r.best.trainNumber,
                    code: r.best.code,
                    statusShortform: r.best.statusShortform,
                  }
                : null,
            }
          : null,
    };
  });
}

/** A favourite's Remove (a plain form post): signed out, to sign in and back home. */
async function removeFavourite(
  context: Route.ActionArgs["context"],
  form: FormData,
  request: Request,
) {
  const removed = await call(context.get(apiContext), FAVOURITE_ENDPOINTS.remove, {
    typed: { id: String(form.get("id") ?? "") },
  });
  if (!removed.ok && (removed.code === "logged_out" || removed.code === "forbidden_csrf")) {
    throw redirect(`/v1/api/login?${new URLSearchParams({ next: "/" })}`);
  }
  const t = FAVOURITES[localeOf(request)];
  const answer: FavouriteRemoved = removed.ok
    ? { kind: "favourite-removed", message: t.favRemoved, error: false }
    : {
        kind: "favourite-removed",
        message: answerIn(localeOf(request), removed.message),
        error: true,
      };
  return data(answer, { status: removed.ok ? 200 : removed.status });
}

/** A reminder card's Remove (a plain form post): signed out, to sign in and back home. */
async function removeReminder(
  context: Route.ActionArgs["context"],
  form: FormData,
  request: Request,
) {
  const removed = await call(context.get(apiContext), TATKAL_REMINDER_ENDPOINTS.remove, {
    typed: { id: String(form.get("id") ?? "") },
  });
  if (!removed.ok && (removed.code === "logged_out" || removed.code === "forbidden_csrf")) {
    throw redirect(`/v1/api/login?${new URLSearchParams({ next: "/" })}`);
  }
  // The API's words, in the page's language.
  const locale = localeOf(request);
  const answer: ReminderRemoved = removed.ok
    ? { kind: "reminder-removed", message: answerIn(locale, removed.data.message), error: false }
    : { kind: "reminder-removed", message: answerIn(locale, removed.message), error: true };
  return data(answer, { status: removed.ok ? 200 : removed.status });
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  return screenMeta({
    loaderData: loaderData?.kind === "page" ? loaderData : undefined,
    error,
    matches,
  });
}
export const ErrorBoundary = RouteErrorBoundary;

/** Spec §2 "Home quick links: PNR Status, Train Status, Order Food (external railway catering site)". */
export const HOME_QUICK_LINKS = [
  { href: "/trains/check-pnr", text: "PNR Status" },
  { href: "/trains/check-lts", text: "Train Status" },
  { href: "https://www.ecatering.irctc.co.in/", text: "Order Food", external: true },
] as const;

/**
 * The search a results page's "Modify" link carries (`from`, `fromName`, `to`,
 * `toName`, `date`, `quota`, `class`): the form starts with it. Values that do
 * not parse are dropped, as the form's own schema does for a post.
 */
function modifyPrefill(url: URL): SearchActionResult | null {
  const p = url.searchParams;
  if (!p.has("from") && !p.has("to")) return null;
  const values = searchFormSchema.parse({
    from: p.get("fromName") ?? "",
    fromCode: p.get("from") ?? "",
    to: p.get("toName") ?? "",
    toCode: p.get("to") ?? "",
    date: p.get("date") ?? "",
    quota: p.get("quota") ?? undefined,
    class: p.get("class") ?? undefined,
  });
  return {
    values,
    errors: {},
    stationNames: { from: values.from || undefined, to: values.to || undefined },
  };
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const answered = actionData && "kind" in actionData ? actionData : null;
  const removed = answered?.kind === "reminder-removed" ? answered : null;
  const favouriteRemoved = answered?.kind === "favourite-removed" ? answered : null;
  const searched = actionData && !("kind" in actionData) ? actionData : undefined;
  const page = loaderData.kind === "page" ? loaderData : null;
  const t = useMessages<SearchMessages & { nav_pnr: string; nav_liveStatus: string }>();
  const quickLinks = useMemo(
    () =>
      HOME_QUICK_LINKS.map((link, i) => ({
        ...link,
        text: [t.nav_pnr, t.nav_liveStatus, t.orderFood][i] ?? link.text,
      })),
    [t],
  );
  return (
    <Screen title={t.homeTitle} lead={t.homeLead} wide>
      <HomePartnerTop />
      {page && page.notices.length > 0 ? <TatkalNotices notices={page.notices} /> : null}
      {page ? (
        <HomeSearch
          home={page.home}
          today={page.today}
          defaultDate={page.defaultDate}
          result={searched ?? page.prefill ?? undefined}
        />
      ) : null}
      {page && (page.favourites || favouriteRemoved) ? (
        <FavouriteRoutes
          cards={page.favourites ?? []}
          status={
            favouriteRemoved
              ? { message: favouriteRemoved.message, error: favouriteRemoved.error }
              : null
          }
        />
      ) : null}
      {page && (page.reminders.length > 0 || removed) ? (
        <TatkalReminderCards
          cards={page.reminders}
          status={removed ? { message: removed.message, error: removed.error } : null}
        />
      ) : null}
      {page?.schedules ? (
        <ScheduledTatkal cards={page.schedules.schedules} checkedAt={page.schedules.checkedAt} />
      ) : null}
      {page?.pending ? <PendingOrders orders={page.pending} /> : null}
      {page?.protection ? <ProtectionCards home={page.protection} /> : null}
      <Section name={t.quickLinks} id="Quick links">
        <LinkList links={quickLinks} />
      </Section>
      <StorefrontBanner />
      <FloatingWidget />
    </Screen>
  );
}
