import type { Clock } from "@safar/domain/clock";

/** A clock a test controls. Calling it returns a fresh Date, so callers cannot move it by mutation. */
export interface FakeClock extends Clock {
  /** Moves the clock forward (or back, when negative) by `ms`. */
  advance(ms: number): void;
  /** Puts the clock at an instant. */
  set(at: Date | string): void;
}

function toMs(at: Date | string): number {
  const ms = new Date(at).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid instant: ${String(at)}`);
  return ms;
}

function fakeClock(start: Date | string, stepMs: number): FakeClock {
  let current = toMs(start);
  const clock = () => {
    const now = new Date(current);
    current += stepMs;
    return now;
  };
  return Object.assign(clock, {
    advance(ms: number) {
      current += ms;
    },
    set(at: Date | string) {
      current = toMs(at);
    },
  });
}

/** A clock that stays at `at` until the test advances or sets it. */
export function fixedClock(at: Date | string): FakeClock {
  return fakeClock(at, 0);
}

/** A clock that starts at `start` and moves `stepMs` forward after every reading. */
export function advancingClock(start: Date | string, stepMs = 1_000): FakeClock {
  return fakeClock(start, stepMs);
}

/**
 * A clock that reads `start` now and then moves on with the real time: for a
 * whole server under test (sessions, payment windows and jobs need time to
 * pass) on a pinned day.
 */
export function tickingClock(start: Date | string): FakeClock {
  const origin = Date.now();
  let offset = toMs(start) - origin;
  const clock = () => new Date(Date.now() + offset);
  return Object.assign(clock, {
    advance(ms: number) {
      offset += ms;
    },
    set(at: Date | string) {
      offset = toMs(at) - Date.now();
    },
  });
}
