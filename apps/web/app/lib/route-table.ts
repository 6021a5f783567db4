/**
 * Every route of the product (spec §2), as data. `app/routes.ts` builds the
 * React Router config from it, and the browser test
 * (`tests/e2e/routes.e2e-test.ts`) requests every sample of every entry, so a
 * route added here is tested automatically; an entry cannot be added without
 * at least one sample.
 *
 * This module is plain data: no React, no imports, so both the route config
 * loader and the test runner can read it.
 */

export interface RouteSample {
  /** A URL to request (path and optional query). */
  url: string;
  /** The HTTP status of the page finally shown. */
  status: 200 | 404;
  /** The expected document title. */
  title: string;
  /** For redirects: the first response's status and Location. */
  redirect?: { status: 301 | 302 | 308; location: string };
  /** The page is rendered without the site header (route handle `hideHeader`). */
  headerless?: boolean;
}

export interface RouteEntry {
  /** Unique route id. */
  id: string;
  /** The React Router path; `null` for the index route `/`. */
  path: string | null;
  /** The route module, relative to `app/`. */
  file: string;
  /** One or more URLs that exercise this entry, with what they must answer. */
  samples: readonly [RouteSample, ...RouteSample[]];
}

const NOT_FOUND = "Page Not Found | Safar";
const notFound = (url: string): RouteSample => ({ url, status: 404, title: NOT_FOUND });

/** The twelve SEO content pages under /trains/ (spec §2), with their titles. */
export const SEO_CONTENT_PAGES = [
  {
    slug: "railway-reservation-cancellation",
    title: "Train Ticket Cancellation: Charges and Refund Rules",
  },
  { slug: "railway-enquiry", title: "Railway Enquiry: PNR, Train Status and Seat Availability" },
  { slug: "irctc-account-login", title: "IRCTC Account Login: Sign In and Book Train Tickets" },
  { slug: "pnr-status", title: "PNR Status: Check Indian Railways PNR Online" },
  {
    slug: "premium-tatkal-railway-reservation",
    title: "Premium Tatkal Train Tickets: Rules and Timings",
  },
  { slug: "railway-reservation", title: "Railway Reservation: Book Train Tickets Online" },
  { slug: "seat-availability", title: "Train Seat Availability by Class and Quota" },
  {
    slug: "tatkal-railway-reservation",
    title: "Tatkal Train Ticket Booking: Timings, Charges and Rules",
  },
  { slug: "indian-railways", title: "Indian Railways: Trains, Stations and Ticket Booking" },
  { slug: "tdr-rules", title: "TDR Rules: Filing a Ticket Deposit Receipt for a Refund" },
  { slug: "train-running-status", title: "Live Train Running Status: Where Is My Train?" },
  { slug: "irctc", title: "IRCTC Train Ticket Booking" },
] as const;

export type SeoContentSlug = (typeof SEO_CONTENT_PAGES)[number]["slug"];

/** The four sitemap lists and their headings (page titles add ": Page n"). */
export const SITEMAP_LIST_PAGES = [
  { list: "trains-sitemap-trains-list", title: "List of Trains" },
  { list: "trains-sitemap-routes-city-list", title: "Train Routes Between Cities" },
  { list: "trains-sitemap-routes-station-list", title: "Train Routes Between Stations" },
  { list: "trains-sitemap-stations-list", title: "List of Railway Stations" },
] as const;

const HOME = "Train Ticket Booking: Search Trains, PNR and Live Status | Safar";
const SEARCH = "/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20260815";
const ALT = "/trains/searchAlternateTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20260815";
const TOKEN = "Xy7_k2-Lm9q";
const ORDER = "26081500001";

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Home
  {
    id: "home-root",
    path: null,
    file: "routes/home/home.tsx",
    samples: [{ url: "/", status: 200, title: HOME }],
  },
  {
    id: "home-trains",
    path: "trains",
    file: "routes/home/home.tsx",
    samples: [
      { url: "/trains", status: 200, title: HOME },
      { url: "/trains/?platform=travel-app", status: 200, title: HOME },
    ],
  },

  // Search results (page code 1)
  {
    id: "search-trains",
    path: "trains/searchTrains/:source/:destination/:departureDate",
    file: "routes/search/search-results.tsx",
    samples: [
      { url: SEARCH, status: 200, title: "NDLS to MMCT Trains | Safar" },
      { url: `${SEARCH}?quota=TQ&class=3A`, status: 200, title: "NDLS to MMCT Trains | Safar" },
      notFound("/trains/searchTrains/ndls_New%20Delhi/MMCT_Mumbai%20Central/20260815"),
      notFound("/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/2026081"),
      notFound("/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20260231"),
      notFound("/trains/searchTrains/NDLS/MMCT_Mumbai%20Central/20260815"),
      notFound("/trains/searchTrains/NDLS_New%20Delhi/NDLS_New%20Delhi/20260815"),
      // Well formed, but no such station on the network.
      notFound("/trains/searchTrains/QQQQ_Nowhere/MMCT_Mumbai%20Central/20260815"),
    ],
  },
  {
    id: "search-alternate-trains",
    path: "trains/searchAlternateTrains/:source/:destination/:departureDate",
    file: "routes/search/search-results.tsx",
    samples: [
      { url: ALT, status: 200, title: "Alternate Trains: NDLS to MMCT | Safar" },
      notFound("/trains/searchAlternateTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/15082026x"),
    ],
  },

  // Booking flow (page codes 2, 3, 4)
  {
    id: "confirm",
    path: "trains/confirm",
    file: "routes/booking/confirm.tsx",
    samples: [{ url: "/trains/confirm", status: 200, title: "Traveller Details | Safar" }],
  },
  {
    id: "td-redirect",
    path: "trains/tdredirect",
    file: "routes/booking/td-redirect.tsx",
    samples: [
      {
        url: "/trains/tdredirect",
        status: 200,
        title: "Returning to Traveller Details | Safar",
      },
    ],
  },
  {
    id: "review",
    path: "trains/review",
    file: "routes/booking/review.tsx",
    samples: [{ url: "/trains/review", status: 200, title: "Review Your Booking | Safar" }],
  },
  {
    id: "one-click",
    path: "trains/oct",
    file: "routes/booking/one-click.tsx",
    samples: [{ url: "/trains/oct", status: 200, title: "One-click Tatkal | Safar" }],
  },
  {
    id: "waiting-room",
    path: "trains/waiting-room",
    file: "routes/booking/waiting-room.tsx",
    samples: [{ url: "/trains/waiting-room", status: 200, title: "Waiting Room | Safar" }],
  },
  {
    id: "pg-review",
    path: "trains/pg-review",
    file: "routes/booking/pg-review.tsx",
    samples: [{ url: "/trains/pg-review", status: 200, title: "Payment | Safar" }],
  },
  {
    id: "cancellation-policy",
    path: "trains/cancellationPolicy/:reviewInfo",
    file: "routes/booking/cancellation-policy.tsx",
    samples: [
      {
        url: "/trains/cancellationPolicy/eyJ0cmFpbiI6IjEyOTUxIn0",
        status: 200,
        title: "Cancellation and Refund Policy | Safar",
      },
      notFound("/trains/cancellationPolicy/not%20base64!"),
    ],
  },

  // Two trains booked as one (ADR 023; spec §2 connecting)
  {
    id: "connecting-book",
    path: "trains/connecting/book",
    file: "routes/booking/connecting-book.tsx",
    samples: [{ url: "/trains/connecting/book", status: 200, title: "Book Two Trains | Safar" }],
  },
  {
    id: "connecting-review",
    path: "trains/connecting/:tripId/review",
    file: "routes/booking/connecting-review.tsx",
    samples: [
      {
        url: `/trains/connecting/${ORDER}/review`,
        status: 200,
        title: "Review Your Journey | Safar",
      },
      notFound("/trains/connecting/12/review"),
    ],
  },
  {
    id: "connecting-pay",
    path: "trains/connecting/:tripId/pay",
    file: "routes/booking/connecting-pay.tsx",
    samples: [
      { url: `/trains/connecting/${ORDER}/pay`, status: 200, title: "Payment | Safar" },
      notFound("/trains/connecting/12/pay"),
    ],
  },

  // PNR
  {
    id: "check-pnr",
    path: "trains/check-pnr",
    file: "routes/pnr/check-pnr.tsx",
    samples: [{ url: "/trains/check-pnr", status: 200, title: "PNR Status Enquiry | Safar" }],
  },
  {
    id: "pnr-enquiry",
    path: "trains/pnr-enquiry/:pnrNumber/:token",
    file: "routes/pnr/pnr-status.tsx",
    samples: [
      {
        url: `/trains/pnr-enquiry/2345678901/${TOKEN}`,
        status: 200,
        title: "PNR 2345678901 Status | Safar",
      },
      notFound(`/trains/pnr-enquiry/234567890/${TOKEN}`),
      notFound("/trains/pnr-enquiry/2345678901/a%20b"),
    ],
  },
  {
    id: "enquiry-pnr",
    path: "trains/enquiry-pnr/:pnrNumber/:token",
    file: "routes/pnr/pnr-status.tsx",
    samples: [
      {
        url: `/trains/enquiry-pnr/8123456789/${TOKEN}`,
        status: 200,
        title: "PNR 8123456789 Status | Safar",
      },
      notFound(`/trains/enquiry-pnr/81234567890/${TOKEN}`),
    ],
  },
  {
    id: "current-status-booking",
    path: "trains/current-status/:id/:token",
    file: "routes/pnr/current-status.tsx",
    samples: [
      {
        url: `/trains/current-status/${ORDER}/${TOKEN}`,
        status: 200,
        title: "PNR Details | Safar",
      },
      notFound(`/trains/current-status/abc/${TOKEN}`),
    ],
  },
  {
    id: "current-status",
    path: "trains/current-status",
    file: "routes/pnr/current-status.tsx",
    samples: [{ url: "/trains/current-status", status: 200, title: "PNR Details | Safar" }],
  },

  // Help and terms
  {
    id: "how-to-aadhaar-auth",
    path: "trains/howToAadharAuth",
    file: "routes/help/how-to-aadhaar-auth.tsx",
    samples: [
      {
        url: "/trains/howToAadharAuth",
        status: 200,
        title: "How to Authenticate Your IRCTC Account with Aadhaar | Safar",
      },
    ],
  },
  {
    id: "oct-tnc",
    path: "trains/oct-tnc",
    file: "routes/help/oct-tnc.tsx",
    samples: [
      {
        url: "/trains/oct-tnc",
        status: 200,
        title: "One-Click Tatkal Scheduling: Terms and Conditions | Safar",
      },
    ],
  },
  {
    id: "care",
    path: "care",
    file: "routes/help/care.tsx",
    samples: [{ url: "/care", status: 200, title: "Help and Support | Safar" }],
  },

  // Live train status
  {
    id: "live-train-status",
    path: "trains/liveTrainStatus",
    file: "routes/live-status/live-train-status.tsx",
    samples: [
      { url: "/trains/liveTrainStatus", status: 200, title: "Live Train Status Details | Safar" },
    ],
  },
  {
    id: "check-lts",
    path: "trains/check-lts",
    file: "routes/live-status/check-lts.tsx",
    samples: [
      {
        url: "/trains/check-lts",
        status: 200,
        title: "Live Train Status: Where Is My Train? | Safar",
      },
    ],
  },

  // Bookings and orders
  {
    id: "my-bookings-trains",
    path: "trains/mybookings",
    file: "routes/orders/my-bookings.tsx",
    samples: [
      { url: "/trains/mybookings", status: 200, title: "My Bookings | Safar" },
      {
        url: "/trains/mybookings?tab=unclaimed-refunds",
        status: 200,
        title: "My Bookings | Safar",
      },
    ],
  },
  {
    id: "account",
    path: "trains/account",
    file: "routes/account/account.tsx",
    samples: [{ url: "/trains/account", status: 200, title: "My Account | Safar" }],
  },
  {
    id: "my-bookings-travel",
    path: "travel/mybookings",
    file: "routes/orders/my-bookings.tsx",
    samples: [{ url: "/travel/mybookings", status: 200, title: "My Bookings | Safar" }],
  },
  {
    id: "irctc-login",
    path: "trains/irctc-login/:orderId",
    file: "routes/orders/irctc-login.tsx",
    samples: [
      {
        url: `/trains/irctc-login/${ORDER}`,
        status: 200,
        title: "Complete Your Booking on IRCTC | Safar",
      },
      notFound("/trains/irctc-login/order-1"),
    ],
  },
  {
    id: "order-history",
    path: "trains/history/:orderId",
    file: "routes/orders/order-details.tsx",
    samples: [
      { url: `/trains/history/${ORDER}`, status: 200, title: `Order ${ORDER} | Safar` },
      notFound("/trains/history/0123"),
    ],
  },
  {
    id: "order-summary",
    path: "trains/summary/:orderId",
    file: "routes/orders/order-details.tsx",
    samples: [
      { url: `/trains/summary/${ORDER}`, status: 200, title: `Order ${ORDER} | Safar` },
      notFound("/trains/summary/12"),
    ],
  },
  {
    id: "order-resend",
    path: "trains/summary/:orderId/resend",
    file: "routes/orders/resend-ticket.tsx",
    samples: [
      {
        url: `/trains/summary/${ORDER}/resend`,
        status: 200,
        title: `Resend e-ticket, order ${ORDER} | Safar`,
      },
      notFound("/trains/summary/12/resend"),
    ],
  },
  {
    id: "order-boarding",
    path: "trains/summary/:orderId/boarding",
    file: "routes/orders/change-boarding.tsx",
    samples: [
      {
        url: `/trains/summary/${ORDER}/boarding`,
        status: 200,
        title: `Change boarding station, order ${ORDER} | Safar`,
      },
      notFound("/trains/summary/12/boarding"),
    ],
  },
  {
    id: "order-tdr",
    path: "trains/summary/:orderId/tdr",
    file: "routes/orders/file-tdr.tsx",
    samples: [
      {
        url: `/trains/summary/${ORDER}/tdr`,
        status: 200,
        title: `File a TDR, order ${ORDER} | Safar`,
      },
      notFound("/trains/summary/12/tdr"),
    ],
  },
  {
    id: "order-feedback",
    path: "trains/summary/:orderId/feedback",
    file: "routes/orders/feedback.tsx",
    samples: [
      {
        url: `/trains/summary/${ORDER}/feedback`,
        status: 200,
        title: `Rate your booking, order ${ORDER} | Safar`,
      },
      notFound("/trains/summary/12/feedback"),
    ],
  },
  {
    id: "order-cancel",
    path: "trains/summary/:orderId/cancel",
    file: "routes/cancellation/cancel-order.tsx",
    samples: [
      {
        url: `/trains/summary/${ORDER}/cancel`,
        status: 200,
        title: `Cancel Order ${ORDER} | Safar`,
      },
      notFound("/trains/summary/12/cancel"),
    ],
  },
  {
    id: "my-orders",
    path: "myorders",
    file: "routes/orders/my-orders.tsx",
    samples: [
      // The order history is My bookings' All Bookings tab.
      {
        url: "/myorders?type=travel_v2",
        status: 200,
        title: "My Bookings | Safar",
        redirect: { status: 301, location: "/trains/mybookings?tab=all" },
      },
      {
        url: "/myorders",
        status: 200,
        title: "My Bookings | Safar",
        redirect: { status: 301, location: "/trains/mybookings?tab=all" },
      },
    ],
  },

  // Sitemap
  {
    id: "sitemap",
    path: "trains/trains-sitemap",
    file: "routes/seo/sitemap.tsx",
    samples: [{ url: "/trains/trains-sitemap", status: 200, title: "Trains Sitemap | Safar" }],
  },
  ...SITEMAP_LIST_PAGES.map(
    ({ list, title }): RouteEntry => ({
      id: `sitemap-${list}`,
      path: `trains/${list}/:page`,
      file: "routes/seo/sitemap-list.tsx",
      samples: [
        { url: `/trains/${list}/page1`, status: 200, title: `${title}: Page 1 | Safar` },
        // The demo network's lists fit on one page: the next is past the last.
        notFound(`/trains/${list}/page2`),
        notFound(`/trains/${list}/page0`),
        notFound(`/trains/${list}/1`),
      ],
    }),
  ),

  // SEO content pages
  ...SEO_CONTENT_PAGES.map(
    ({ slug, title }): RouteEntry => ({
      id: `seo-${slug}`,
      path: `trains/${slug}`,
      file: "routes/seo/content-page.tsx",
      samples: [{ url: `/trains/${slug}`, status: 200, title: `${title} | Safar` }],
    }),
  ),

  // Route, station and train pages share one dynamic segment (parsed and dispatched)
  {
    id: "trains-slug",
    path: "trains/:slug",
    file: "routes/seo/trains-slug.tsx",
    samples: [
      {
        url: "/trains/new-delhi-to-mumbai-trains",
        status: 200,
        title: "New Delhi to Mumbai Trains: Timetable, Fares and Availability | Safar",
      },
      {
        url: "/trains/delhi-to-mumbai-trains",
        status: 200,
        title: "Delhi to Mumbai Trains: Timetable, Fares and Availability | Safar",
      },
      {
        url: "/trains/ndls-new-delhi-railway-station",
        status: 200,
        title: "New Delhi (NDLS) Railway Station: Trains and Timetable | Safar",
      },
      {
        url: "/trains/12951-mumbai-rajdhani",
        status: 200,
        title: "12951 Mumbai Rajdhani: Route, Schedule and Running Status | Safar",
      },
      // A known page under another spelling: one 301 to its canonical URL.
      {
        url: "/trains/NDLS-New-Delhi-railway-station",
        status: 200,
        title: "New Delhi (NDLS) Railway Station: Trains and Timetable | Safar",
        redirect: { status: 301, location: "/trains/ndls-new-delhi-railway-station" },
      },
      {
        url: "/trains/ndls-anything-railway-station",
        status: 200,
        title: "New Delhi (NDLS) Railway Station: Trains and Timetable | Safar",
        redirect: { status: 301, location: "/trains/ndls-new-delhi-railway-station" },
      },
      {
        url: "/trains/12952-anything-at-all?utm_source=mail",
        status: 200,
        title: "12952 Mumbai Rajdhani: Route, Schedule and Running Status | Safar",
        redirect: { status: 301, location: "/trains/12952-mumbai-rajdhani?utm_source=mail" },
      },
      {
        url: "/trains/ndls-to-bombay-trains",
        status: 200,
        title: "New Delhi to Mumbai Trains: Timetable, Fares and Availability | Safar",
        redirect: { status: 301, location: "/trains/new-delhi-to-mumbai-trains" },
      },
      notFound("/trains/delhi-to-delhi-trains"),
      notFound("/trains/1295-mumbai-rajdhani"),
      // Well formed, but no such train, station or place on the network.
      notFound("/trains/99999-nowhere-express"),
      notFound("/trains/qqqq-nowhere-railway-station"),
      notFound("/trains/foo-to-bar-trains"),
      notFound("/trains/new-delhi-to-nowhere-trains"),
      notFound("/trains/searchTrains"),
      notFound("/trains/not_a_page"),
    ],
  },

  // Travel
  {
    id: "offers",
    path: "travel/offers",
    file: "routes/travel/offers.tsx",
    samples: [{ url: "/travel/offers", status: 200, title: "Offers on Train Tickets | Safar" }],
  },
  {
    id: "hotels",
    path: "travel/hotels",
    file: "routes/travel/hotels.tsx",
    samples: [
      { url: "/travel/hotels", status: 200, title: "Hotels | Safar" },
      {
        url: "/travel/hotels?place=Howrah&checkIn=2026-12-20&nights=2",
        status: 200,
        title: "Hotels | Safar",
      },
    ],
  },

  // The travel-app landing (spec §2) and its other verticals (this product books trains)
  {
    id: "travel-landing",
    path: "travel",
    file: "routes/travel/travel-landing.tsx",
    samples: [
      {
        url: "/travel",
        status: 200,
        title: "Travel: Flights, Bus, Trains and Hotels | Safar",
      },
      {
        url: "/travel?platform=travelapp",
        status: 200,
        title: "Travel: Flights, Bus, Trains and Hotels | Safar",
      },
    ],
  },
  {
    id: "metro",
    path: "metro",
    file: "routes/travel/vertical-landing.tsx",
    samples: [{ url: "/metro/", status: 200, title: "Metro | Safar" }],
  },
  {
    id: "bus",
    path: "bus",
    file: "routes/travel/vertical-landing.tsx",
    samples: [{ url: "/bus/", status: 200, title: "Bus Tickets | Safar" }],
  },
  {
    id: "flights",
    path: "flights",
    file: "routes/travel/vertical-landing.tsx",
    samples: [{ url: "/flights/", status: 200, title: "Flights | Safar" }],
  },
  {
    id: "international-flights",
    path: "international-flights",
    file: "routes/travel/vertical-landing.tsx",
    samples: [
      { url: "/international-flights/", status: 200, title: "International Flights | Safar" },
    ],
  },

  // Sign-in
  {
    id: "login",
    path: "v1/api/login",
    file: "routes/auth/login.tsx",
    samples: [
      { url: "/v1/api/login", status: 200, title: "Sign In | Safar" },
      {
        url: "/v1/api/login?isIframe=true&theme=default",
        status: 200,
        title: "Sign In | Safar",
        headerless: true,
      },
    ],
  },
  {
    id: "login-travel",
    path: "v1/api/login/travel",
    file: "routes/auth/login.tsx",
    samples: [
      {
        url: "/v1/api/login/travel?isIframe=true&theme=travel",
        status: 200,
        title: "Sign In | Safar",
        headerless: true,
      },
    ],
  },
  {
    id: "auth-response",
    path: "v1/api/authresponse",
    file: "routes/auth/auth-response.tsx",
    samples: [
      {
        url: "/v1/api/authresponse",
        status: 200,
        title: "Signing You In | Safar",
        headerless: true,
      },
    ],
  },
  {
    id: "logout",
    path: "v1/api/logout",
    file: "routes/auth/logout.tsx",
    samples: [{ url: "/v1/api/logout", status: 200, title: "Signed Out | Safar" }],
  },
  {
    id: "dev-host-app",
    path: "dev/host-app",
    file: "routes/dev/host-app.tsx",
    samples: [{ url: "/dev/host-app", status: 200, title: "Host App Simulator | Safar" }],
  },
  {
    id: "dev-outbox",
    path: "dev/outbox",
    file: "routes/dev/outbox.tsx",
    samples: [{ url: "/dev/outbox", status: 200, title: "Outbox | Safar" }],
  },
  {
    id: "dev-analytics",
    path: "dev/analytics",
    file: "routes/dev/analytics.tsx",
    samples: [{ url: "/dev/analytics", status: 200, title: "Analytics | Safar" }],
  },
  // Deep links (spec §5: base64): a 302 to the page named, built from validated fields; else home.
  // The samples are fetched as a crawler (Node's and headless Chromium's user agents): no seoData.
  {
    id: "deeplink",
    path: "trains/deeplink/:payload",
    file: "routes/deeplink/deeplink.tsx",
    samples: [
      {
        url: "/trains/deeplink/eyJwYWdlIjoicG5yIn0",
        status: 200,
        title: "PNR Status Enquiry | Safar",
        redirect: { status: 302, location: "/trains/check-pnr" },
      },
      {
        // {"page":"home","url":"https://evil.example/"}: the url is never followed.
        url: "/trains/deeplink/eyJwYWdlIjoiaG9tZSIsInVybCI6Imh0dHBzOi8vZXZpbC5leGFtcGxlLyJ9",
        status: 200,
        title: HOME,
        redirect: { status: 302, location: "/trains" },
      },
      {
        url: "/trains/deeplink/not%20base64!",
        status: 200,
        title: HOME,
        redirect: { status: 302, location: "/trains" },
      },
    ],
  },

  // Legacy prefixes → permanent redirects keeping the query string
  {
    id: "legacy-train-tickets",
    path: "train-tickets/*",
    file: "routes/legacy-redirect.tsx",
    samples: [
      {
        url: "/train-tickets",
        status: 200,
        title: HOME,
        redirect: { status: 301, location: "/trains" },
      },
      {
        url: "/train-tickets/check-pnr?utm_source=mail&x=1",
        status: 200,
        title: "PNR Status Enquiry | Safar",
        redirect: { status: 301, location: "/trains/check-pnr?utm_source=mail&x=1" },
      },
      {
        url: "/train-tickets/no-such-page",
        status: 404,
        title: NOT_FOUND,
        redirect: { status: 301, location: "/trains/no-such-page" },
      },
    ],
  },
  {
    id: "legacy-bus-tickets",
    path: "bus-tickets/*",
    file: "routes/legacy-redirect.tsx",
    samples: [
      {
        url: "/bus-tickets/?from=mail",
        status: 200,
        title: "Bus Tickets | Safar",
        redirect: { status: 301, location: "/bus/?from=mail" },
      },
    ],
  },

  // Fallback page for any other path
  {
    id: "not-found",
    path: "*",
    file: "routes/not-found.tsx",
    samples: [
      notFound("/no-such-page"),
      notFound("/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central"),
      notFound("/travel/nowhere?x=1"),
    ],
  },
];

/**
 * Files served beside the pages (no screen: not walked by the page test,
 * not in spec §2's table): an order's e-ticket and invoice PDFs, and the
 * post of a two-train journey's choice.
 */
export const RESOURCE_ROUTES = [
  {
    id: "order-e-ticket",
    path: "trains/summary/:orderId/e-ticket.pdf",
    file: "routes/orders/order-document.ts",
  },
  {
    id: "order-invoice",
    path: "trains/summary/:orderId/invoice.pdf",
    file: "routes/orders/order-document.ts",
  },
  // A two-train journey's choice when the second train failed (a form's post; GET goes to the order).
  {
    id: "order-trip-choice",
    path: "trains/summary/:orderId/trip",
    file: "routes/orders/trip-choice.tsx",
  },
  // The header's language switch: remembers the choice, back to the page (ADR 028).
  { id: "language", path: "language", file: "routes/i18n/language.ts" },
  // For search engines: robots.txt, the sitemap index and its files (issue 22).
  { id: "robots-txt", path: "robots.txt", file: "routes/seo/robots.ts" },
  { id: "sitemap-index", path: "sitemap.xml", file: "routes/seo/sitemap-xml.ts" },
  { id: "sitemap-file", path: "sitemaps/:file", file: "routes/seo/sitemap-xml.ts" },
] as const;
