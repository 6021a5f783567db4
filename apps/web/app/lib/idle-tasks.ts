import { startAnalytics } from "./analytics.ts";
import { syncSession } from "./session.ts";

/**
 * What the shell runs once the page is idle, from one lazily loaded chunk so
 * that none of it is in the first-load JavaScript (W3): the stored session is
 * reused or fetched again (spec §4 Session), and analytics start (once per
 * page load; ADR 027).
 */
export function runIdleTasks(signedIn: boolean): void {
  void syncSession(signedIn);
  startAnalytics();
}
