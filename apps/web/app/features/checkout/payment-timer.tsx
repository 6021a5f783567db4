import { useEffect, useRef, useState } from "react";
import type { CheckoutMessages } from "../../i18n/checkout.ts";
import { translated, useMessages } from "../../lib/i18n.ts";
import { formatCountdown, TIMER_WARNING_TEXT, timerAnnouncement, timerPhase } from "./format.ts";
import "./checkout.css";

/**
 * The payment countdown (spec §9: 600 s, the warning colour from 120 s). The
 * server renders the time left; once hydrated it counts down each second
 * against a deadline taken from the browser's own clock (so a wrong device
 * clock does not matter). The `role="timer"` value is not announced as it
 * changes; a separate polite live region speaks only when the warning starts
 * (or once, if the page opens in it) and when the time is over. The phase is said in words, not colour alone.
 */
export function PaymentTimer({
  initialSeconds,
  onOver,
}: {
  initialSeconds: number;
  /** Called once when the countdown reaches zero in the browser. */
  onOver?: () => void;
}) {
  const t = useMessages<CheckoutMessages>();
  const [seconds, setSeconds] = useState(initialSeconds);
  const [announcement, setAnnouncement] = useState("");
  const overRef = useRef(onOver);
  overRef.current = onOver;

  // Opened with less than 2 minutes left: the warning is said once, when the page is
  // ready, after the region is in place (a region's first text is not read out).
  useEffect(() => {
    if (timerPhase(initialSeconds) !== "warning") return;
    const id = window.setTimeout(() => setAnnouncement(TIMER_WARNING_TEXT), 500);
    return () => window.clearTimeout(id);
  }, [initialSeconds]);

  useEffect(() => {
    if (initialSeconds <= 0) return;
    const deadline = Date.now() + initialSeconds * 1000;
    let last = initialSeconds;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      if (left === last) return;
      const said = timerAnnouncement(last, left);
      if (said) setAnnouncement(said);
      last = left;
      setSeconds(left);
      if (left === 0) {
        window.clearInterval(id);
        overRef.current?.();
      }
    };
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [initialSeconds]);

  const phase = timerPhase(seconds);
  return (
    <div className={`co-timer co-timer--${phase}`} data-phase={phase}>
      <p id="co-timer-label" className="co-timer__label">
        {t.timeLeft}
      </p>
      <p role="timer" aria-labelledby="co-timer-label" className="co-timer__value">
        {formatCountdown(seconds)}
      </p>
      <p className="co-timer__note">
        {phase === "over" ? t.timerOver : phase === "warning" ? t.timerHurry : t.timerHeld}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {translated(t, announcement)}
      </p>
    </div>
  );
}
