import {
  ANALYTICS_EVENT_IDS,
  ANALYTICS_MAX_EVENTS,
  ANALYTICS_PATH,
  type AnalyticsBatchInput,
  type AnalyticsEventInput,
  TICKET_BOOKED_ACTION,
} from "@safar/contracts/analytics";
import type { PartnerProfile, ProfileId } from "@safar/contracts/partner-profiles";
import { classifyVisit, type VisitSource, VisitSourceSchema } from "@safar/contracts/visit-source";
import { isbot } from "isbot";
import type { DeviceClass } from "./device.ts";

/**
 * Analytics in the browser (spec §7, §9; ADR 027). Loaded once the page is
 * idle (`idle-tasks.ts`), never in the first-load JavaScript (W3). It
 * decides the visit source once per browser session (spec §4), sends a screen
 * view (event 5102) for every page shown and a `ticket_booked` milestone
 * (5105) on a booked order's page, and lets features add their own events
 * (`trackEvent`: 5103 actions, 5104 API errors). Events leave in batches by
 * `navigator.sendBeacon`, a second after the last one and when the page is
 * hidden. Search crawlers send nothing and get no visit source.
 */

/** The visit of this browser session: its random id and source (session storage). */
const VISIT_KEY = "safar.visit";
/** Events wait this long for others before a beacon leaves. */
const FLUSH_AFTER_MS = 1_000;

/** Screen names of the flow's page codes (spec §2). */
const SCREEN_OF_PAGE_CODE: Readonly<Record<number, string>> = {
  1: "SRP",
  2: "TRAVELLER_DETAILS",
  3: "REVIEW",
  4: "PAYMENT",
  5: "ONE_CLICK_TATKAL",
};

type Visit = VisitSource & { id: string };

interface RouterMatch {
  route: { id: string; handle?: unknown };
  params: Record<string, string | undefined>;
}
interface RouterState {
  location: { key: string; pathname: string };
  navigation: { state: string };
  matches: RouterMatch[];
  loaderData: Record<string, unknown>;
  errors: Record<string, unknown> | null;
}
/** The part of React Router's data router read here (`window.__reactRouterDataRouter`). */
interface DataRouter {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

let started = false;
let visit: Visit | null = null;
let device: DeviceClass = "mobile";
let profile: ProfileId = "default";
/** Spec §9's prefixes of the page's partner profile (from the root loader's data). */
let prefixes: PartnerProfile["screenNamePrefix"] = { mobile: "TRAIN_MWEB", desktop: "TRAIN_DWEB" };
const queue: AnalyticsEventInput[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let lastKey: string | null = null;
let currentRoute: { id: string } | null = null;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The session's visit, decided on its first page and kept (spec §4 "stored in session once"). */
export function sessionVisit(
  inApp: boolean,
  storage: Storage | null = safeSessionStorage(),
): Visit {
  try {
    const stored = JSON.parse(storage?.getItem(VISIT_KEY) ?? "null") as Partial<Visit> | null;
    const source = VisitSourceSchema.safeParse({ d1: stored?.d1, d2: stored?.d2, d3: stored?.d3 });
    if (source.success && typeof stored?.id === "string" && /^[0-9a-f]{32}$/.test(stored.id)) {
      return { ...source.data, id: stored.id };
    }
  } catch {
    // Unreadable: decided again below.
  }
  const decided: Visit = {
    ...classifyVisit({ referrer: document.referrer, url: window.location.href, inApp }),
    id: randomId(),
  };
  try {
    storage?.setItem(VISIT_KEY, JSON.stringify(decided));
  } catch {
    // Storage full or blocked: the visit lasts as long as this page.
  }
  return decided;
}

/**
 * The device class of the layout shown (spec §9 breakpoints: desktop from 992
 * px): what TRAIN_DWEB and TRAIN_MWEB tell apart. Not `device.ts`'s user-agent
 * rules, which would split that module out of the service worker's chunk and
 * add a file to the first-load bundle's list (W3).
 */
function layoutDevice(): DeviceClass {
  if (window.matchMedia("(min-width: 992px)").matches) return "desktop";
  return window.matchMedia("(min-width: 600px)").matches ? "tablet" : "mobile";
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function screenPrefix(): string {
  return device === "desktop" ? prefixes.desktop : prefixes.mobile;
}

/** `TRAIN_MWEB_SRP`, `TRAIN_DWEB_CHECK_PNR`: the prefix of the profile and device, and the screen. */
export function screenName(prefix: string, routeId: string, pageCode: number | undefined): string {
  const screen =
    (pageCode !== undefined ? SCREEN_OF_PAGE_CODE[pageCode] : undefined) ??
    (routeId.startsWith("home-") ? "HOME" : undefined) ??
    (routeId
      .replace(/[^A-Za-z0-9]+/g, "_")
      .replace(/^_+|_+$/g, "")
      .toUpperCase()
      .slice(0, 48) ||
      "PAGE");
  return `${prefix}_${screen}`;
}

/** Adds an event to the next beacon (nothing for a crawler, or before `startAnalytics`). */
export function trackEvent(event: Omit<AnalyticsEventInput, "screenName">): void {
  if (!visit) return;
  const routeId = currentRoute?.id ?? "page";
  queue.push({ ...event, screenName: screenName(screenPrefix(), routeId, event.pageCode) });
  if (queue.length >= ANALYTICS_MAX_EVENTS) flush();
  else {
    clearTimeout(timer);
    timer = setTimeout(flush, FLUSH_AFTER_MS);
  }
}

/** Sends what is queued, by beacon (a `keepalive` fetch where there is none). */
export function flush(): void {
  clearTimeout(timer);
  if (!visit || queue.length === 0) return;
  const batch: AnalyticsBatchInput = {
    client: "H5",
    profile,
    device,
    visit,
    events: queue.splice(0, ANALYTICS_MAX_EVENTS),
  };
  const body = JSON.stringify(batch);
  try {
    if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(ANALYTICS_PATH, body)) {
      return;
    }
    void fetch(ANALYTICS_PATH, {
      method: "POST",
      body,
      keepalive: true,
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
    }).catch(() => undefined);
  } catch {
    // Analytics never breaks a page.
  }
}

/** Codes of the page's route parameters worth a label (stations, date, train), never names. */
function routeLabels(params: RouterMatch["params"]): string[] {
  const labels: string[] = [];
  const code = (station: string | undefined) => station?.split("_")[0] ?? "";
  const from = code(params.source);
  const to = code(params.destination);
  if (/^[A-Z][A-Z0-9]{0,5}$/.test(from)) labels.push(`from:${from}`);
  if (/^[A-Z][A-Z0-9]{0,5}$/.test(to)) labels.push(`to:${to}`);
  if (params.departureDate && /^\d{8}$/.test(params.departureDate)) {
    labels.push(`date:${params.departureDate}`);
  }
  return labels;
}

type PageEvent = Omit<AnalyticsEventInput, "screenName">;

/** API errors (5104) of a navigation whose loader or action threw, one per failed route. */
export function routeErrorEvents(
  errors: Record<string, unknown> | null,
  pageCode: number | undefined,
): PageEvent[] {
  return Object.values(errors ?? {}).map((error) => {
    const status = (error as { status?: unknown } | null)?.status;
    return {
      eventId: ANALYTICS_EVENT_IDS.apiError,
      category: "api",
      action: "route_error",
      labels: [`status:${typeof status === "number" ? status : 500}`],
      ...(pageCode !== undefined ? { pageCode } : {}),
    };
  });
}

/** The API error (5104) of a page showing an API's refusal code, or null (none, or not a code). */
export function refusalEvent(
  code: string | undefined,
  pageCode: number | undefined,
): PageEvent | null {
  if (!code || !/^[a-z0-9_]{1,40}$/.test(code)) return null;
  return {
    eventId: ANALYTICS_EVENT_IDS.apiError,
    category: "api",
    action: "refused",
    labels: [`code:${code}`],
    ...(pageCode !== undefined ? { pageCode } : {}),
  };
}

function trackScreen(state: RouterState): void {
  if (state.location.key === lastKey) return;
  lastKey = state.location.key;
  const leaf = state.matches.at(-1);
  if (!leaf) return;
  currentRoute = leaf.route;
  let pageCode: number | undefined;
  for (const match of state.matches) {
    const code = (match.route.handle as { pageCode?: unknown } | undefined)?.pageCode;
    if (typeof code === "number") pageCode = code;
  }
  trackEvent({
    eventId: ANALYTICS_EVENT_IDS.screenView,
    category: "screen",
    action: "view",
    labels: routeLabels(leaf.params),
    ...(pageCode !== undefined ? { pageCode } : {}),
  });
  // A route that failed (its loader or action threw): an API error (5104).
  for (const event of routeErrorEvents(state.errors, pageCode)) trackEvent(event);
  // A booked order's page (the order details mark it once the PNR is there).
  const key = state.location.key;
  setTimeout(() => {
    if (lastKey !== key) return;
    // A page that shows an API's refusal (`data-api-error`, e.g. the search's).
    const refused = document.querySelector<HTMLElement>("[data-api-error]")?.dataset.apiError;
    const event = refusalEvent(refused, pageCode);
    if (event) trackEvent(event);
  }, 300);
  setTimeout(() => {
    if (lastKey !== key || !document.querySelector('[data-funnel="ticket"]')) return;
    trackEvent({
      eventId: ANALYTICS_EVENT_IDS.milestone,
      category: "booking",
      action: TICKET_BOOKED_ACTION,
      labels: [],
    });
  }, 300);
}

/**
 * Starts analytics once per page load: nothing for a search crawler; else the
 * session's visit, a screen view now and one after each navigation.
 */
export function startAnalytics(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  if (isbot(navigator.userAgent)) return;
  const router = (window as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
  // Not imported: what the first-load bundle holds is read from the page, not bundled again (W3).
  const root = router?.state.loaderData.root as { profile?: PartnerProfile } | undefined;
  if (root?.profile) {
    profile = root.profile.id;
    prefixes = root.profile.screenNamePrefix;
  }
  device = layoutDevice();
  // In the host app's web view (the travel-app profile): visits are `app` (spec §4).
  visit = sessionVisit(profile !== "default");
  if (router) {
    trackScreen(router.state);
    router.subscribe((state) => {
      if (state.navigation.state === "idle") trackScreen(state);
    });
  }
  window.addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}
