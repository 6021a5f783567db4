/**
 * The instant the browser tests' world starts at. The shared server runs with
 * `DEV_CLOCK=<this instant>` (global-setup.ts) and every browser context gets
 * the server's time (browser.ts), so a run sees the same day, weekday and
 * trains whatever the calendar says: the demo network's run days made results
 * depend on the weekday (ADR 013).
 */
export const E2E_START = "2026-11-25T10:00:00+05:30";
