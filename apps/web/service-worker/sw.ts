/// <reference lib="webworker" />
/**
 * Safar's service worker (ADR 029), built with Workbox into /trains/sw.js by
 * `vite.config.ts` and registered only on mobile and tablet with scope
 * /trains/ (spec §2). Network first for every page; offline:
 * - the traveller's order, ticket, PNR status and live-status pages seen
 *   before come from the cache with the age of their data ('as of 14:05,
 *   2 hours ago'), and so does an e-ticket PDF opened or downloaded before;
 * - any other page, a search included, gets the offline page ('No internet
 *   connection'), which reloads it by itself once back online;
 * - hashed build assets are cache first (they never change).
 * Everything kept for a traveller is tagged with their session (the
 * x-safar-viewer header) and dropped when it changes. A new version waits
 * until no page of the old one is open.
 */
import { cacheNames, setCacheNameDetails } from "workbox-core";
import type { WorkboxPlugin } from "workbox-core/types.js";
import { ExpirationPlugin } from "workbox-expiration";
import * as navigationPreload from "workbox-navigation-preload";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import { dataAgeLabel } from "../app/lib/offline-age.ts";
import {
  CACHED_AT_HEADER,
  isKeptDocument,
  isKeptPage,
  OFFLINE_URL,
  PERSONAL_CACHES,
  ticketOf,
  VIEWER_HEADER,
  VIEWER_KEY,
} from "./rules.ts";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

setCacheNameDetails({ prefix: "safar", suffix: "v2" });
// The hand-written worker before this one kept its caches as safar-sw-v1-*.
const OLD_CACHE_PREFIX = "safar-sw-v1";

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
navigationPreload.enable();

// ── Updates: never take over an open page mid-use ───────────────────────────
self.addEventListener("install", (event) => {
  event.waitUntil(
    self.clients.matchAll({ type: "window" }).then((open) => {
      // No page is open (or this is the first worker): nothing to break.
      if (open.length === 0) return self.skipWaiting();
    }),
  );
});
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(
        keys.filter((key) => key.startsWith(OLD_CACHE_PREFIX)).map((key) => caches.delete(key)),
      );
      // Activation waits until no page of an older worker is open, so taking
      // the open pages over breaks nothing; a ticket or PNR page open while
      // the first worker arrived is kept too.
      await self.clients.claim();
      const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      await Promise.all(
        open
          .filter((client) => isKeptPage(new URL(client.url)))
          .map((client) =>
            keptPages.handle({ event, request: new Request(client.url) }).catch(() => undefined),
          ),
      );
    })(),
  );
});

// ── Whose pages: the session tag of the last page fetched ──────────────────
let viewer: string | undefined;

async function knownViewer(): Promise<string | undefined> {
  if (viewer !== undefined) return viewer;
  const stored = await caches.match(VIEWER_KEY, { cacheName: PERSONAL_CACHES.viewer });
  viewer = stored ? await stored.text() : undefined;
  return viewer;
}

/** A new session (sign-out, another traveller): everything kept for the last one goes. */
async function noteViewer(response: Response): Promise<void> {
  const tag = response.headers.get(VIEWER_HEADER);
  if (!tag) return;
  const before = await knownViewer();
  if (before === tag) return;
  if (before !== undefined) {
    await Promise.all([
      caches.delete(PERSONAL_CACHES.pages),
      caches.delete(PERSONAL_CACHES.documents),
    ]);
  }
  viewer = tag;
  const cache = await caches.open(PERSONAL_CACHES.viewer);
  await cache.put(VIEWER_KEY, new Response(tag));
}

/** Every response a strategy gives (a navigation preload's too, which skips fetchDidSucceed). */
const watchViewer: WorkboxPlugin = {
  handlerWillRespond: async ({ response }) => {
    await noteViewer(response);
    return response;
  },
};

/**
 * Keeps only whole, own pages (200, same origin, not reached by a redirect:
 * a signed-out order page ends on the sign-in page), stamped with when they came.
 */
const keepStamped: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.type !== "basic" || response.redirected) return null;
    if (!response.headers.get(VIEWER_HEADER)) return null;
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
  /** Only the present session's copy is ever served. */
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const tag = cachedResponse.headers.get(VIEWER_HEADER);
    return tag !== null && tag === (await knownViewer()) ? cachedResponse : null;
  },
};

const MONTH = 30 * 24 * 60 * 60;
/** An order page fetched again within this leaves its kept e-ticket as it is. */
const TICKET_FRESH_MS = 10 * 60_000;

// ── The e-ticket PDF, opened or downloaded before, or kept with its order page ─
const keptDocuments = new NetworkFirst({
  cacheName: PERSONAL_CACHES.documents,
  plugins: [
    watchViewer,
    keepStamped,
    new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: MONTH, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ url }) => isKeptDocument(url), keptDocuments);

/**
 * An order page just kept that offers the e-ticket: the e-ticket is kept
 * too (Chromium fetches an `<a download>` past the worker, so a download
 * alone would not keep it), unless it was kept in the last minutes.
 */
const keepTicketWithPage: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, newResponse, event }) => {
    const ticket = ticketOf(new URL(request.url));
    if (!ticket || !(await newResponse.text()).includes(`href="${ticket}"`)) return;
    const kept = await caches.match(ticket, { cacheName: PERSONAL_CACHES.documents });
    if (kept && Date.now() - Number(kept.headers.get(CACHED_AT_HEADER)) < TICKET_FRESH_MS) return;
    await keptDocuments.handle({ event, request: new Request(ticket) }).catch(() => undefined);
  },
};

// ── Pages seen before: network first, then the kept copy with its age ──────
const keptPages = new NetworkFirst({
  cacheName: PERSONAL_CACHES.pages,
  plugins: [
    watchViewer,
    keepStamped,
    keepTicketWithPage,
    new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: MONTH, purgeOnQuotaError: true }),
    {
      cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
        cachedResponse ? withAgeBanner(cachedResponse, new URL(request.url)) : null,
    },
  ],
});
registerRoute(({ request, url }) => request.mode === "navigate" && isKeptPage(url), keptPages);

// ── A client navigation's data (`….data`): it tells of a new session too ──
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith(".data"),
  new NetworkOnly({ plugins: [watchViewer] }),
);

// ── Every other page (searches too): the network, else the offline page ───
registerRoute(
  ({ request }) => request.mode === "navigate",
  new NetworkOnly({ plugins: [watchViewer] }),
);

// ── Hashed build assets: cache first ───────────────────────────────────────
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: `${cacheNames.prefix}-assets`,
    plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") {
    const offline = await matchPrecache(OFFLINE_URL);
    if (offline) return offline;
  }
  return Response.error();
});

/**
 * The kept page with a notice of its age as the first thing in its body: it
 * shows before (and without) the page's JavaScript. React skips an element it
 * did not render at the top of the body when it hydrates.
 */
async function withAgeBanner(response: Response, url: URL): Promise<Response> {
  const stamp = Number(response.headers.get(CACHED_AT_HEADER));
  if (!Number.isFinite(stamp) || stamp <= 0) return response;
  const label = dataAgeLabel(new Date(stamp), new Date());
  const html = await response.text();
  // The page's own download link fetches past the worker: this one opens the kept copy.
  const ticket = ticketOf(url);
  const kept = ticket && (await caches.match(ticket, { cacheName: PERSONAL_CACHES.documents }));
  const ticketLink = kept ? ` <a href="${ticket}">Open saved e-ticket (PDF)</a>` : "";
  const banner =
    '<link rel="stylesheet" href="/trains/offline-age.css">' +
    `<p class="offline-age" role="status" data-offline-age="${stamp}">` +
    `<strong>Saved copy</strong>, ${label}.${ticketLink}</p>`;
  const body = html.replace(/<body[^>]*>/, (tag) => `${tag}${banner}`);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
