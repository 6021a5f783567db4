import { syncSession } from "./session.ts";

/**
 * What the shell runs once the page is idle, from one lazily loaded chunk so
 * that none of it is in the first-load JavaScript (W3): the stored session is
 * reused or fetched again (spec §4 Session), and analytics start (once per
 * page load; ADR 027). Analytics is a chunk of its own, imported from here so
 * that the first-load bundle does not even list its files.
 */
export function runIdleTasks(signedIn: boolean, fetcher?: typeof fetch): void {
  void syncSession(signedIn, Date.now(), fetcher);
  import("./analytics.ts").then((m) => m.startAnalytics()).catch(() => undefined);
}
