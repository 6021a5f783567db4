import { relativeTime } from "@safar/domain/relative-time";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { REFRESH_INTERVAL_MS } from "./view.ts";

/**
 * Refreshes the page's data every 2 minutes (spec §9) while the page is
 * visible, and on demand, in place (the loader runs again; scroll and focus
 * stay). `updated` says how long ago the shown answer arrived ('just now',
 * 'n minutes ago'), measured on this device's clock from the moment it
 * arrived, so a server clock that differs does not skew it.
 */
export function useLiveRefresh(
  answerKey: string,
  freshKey: string,
): {
  refresh: () => void;
  refreshing: boolean;
  updated: string;
} {
  const revalidator = useRevalidator();
  const revalidate = revalidator.revalidate;
  const receivedAt = useRef<number | null>(null);
  const answeredAt = useRef<number | null>(null);
  const [now, setNow] = useState<number | null>(null);

  // A new status (not a failed refresh, which keeps the one shown): note when it arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: freshKey marks a new status
  useEffect(() => {
    receivedAt.current = Date.now();
    setNow(Date.now());
  }, [freshKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: answerKey marks a new answer
  useEffect(() => {
    answeredAt.current = Date.now();
  }, [answerKey]);

  const refresh = useCallback(() => {
    void revalidate();
  }, [revalidate]);

  // The every-2-minutes refresh, only while visible; on return, refresh at once when due.
  // biome-ignore lint/correctness/useExhaustiveDependencies: answerKey restarts the countdown
  useEffect(() => {
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      if (document.visibilityState !== "visible") return;
      const since = Date.now() - (answeredAt.current ?? Date.now());
      timer = window.setTimeout(refresh, Math.max(0, REFRESH_INTERVAL_MS - since));
    };
    schedule();
    document.addEventListener("visibilitychange", schedule);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", schedule);
    };
  }, [answerKey, refresh]);

  // 'n minutes ago' moves on by itself.
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(tick);
  }, []);

  const updated =
    now === null || receivedAt.current === null
      ? "just now"
      : relativeTime(new Date(receivedAt.current), new Date(now));
  return { refresh, refreshing: revalidator.state === "loading", updated };
}
