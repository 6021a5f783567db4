/**
 * The instant the browser tests' world starts at. The shared server runs with
 * `DEV_CLOCK=<this instant>` (global-setup.ts) and every browser context gets
 * the server's time (browser.ts), so a run sees the same day, weekday and
 * trains whatever the calendar says: the demo network's run days made results
 * depend on the weekday (ADR 013).
 */
export const E2E_START = "2026-11-25T10:00:00+05:30";

/**
 * The environment of a browser-test server (global-setup.ts says why each is
 * set): the pinned clock, the fault seam, the outbox page, raised limits.
 */
export const E2E_SERVER_ENV: Readonly<Record<string, string>> = {
  OUTBOX_PAGE: "local",
  DEV_CLOCK: E2E_START,
  DEV_FAULTS: "on",
  // The host-app simulator of the in-app test (ADR 026).
  DEV_HOST_APP: "on",
  // The flows book on empty trains; other travellers (ADR 019) have their own test.
  OTHER_TRAVELLERS: "off",
  RATE_LIMIT_OTP_SEND: "100000/1h",
  RATE_LIMIT_OTP_VERIFY: "100000/1h",
  RATE_LIMIT_PNR: "100000/1h",
  RATE_LIMIT_ANALYTICS: "100000/1h",
};
