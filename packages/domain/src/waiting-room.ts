/**
 * The waiting room of an opening (issue 20 item 4, ADR 021): pure rules.
 * Travellers who try to book in the minutes around an opening (Tatkal 10:00
 * and 11:00, the ARP opening day 08:00) take a numbered place in arrival
 * order; each place gets its admission instant when it is taken, one
 * `intervalMs` after the place before it (the first `burst` at the opening
 * itself), never before the opening. Places are never reordered: refreshing
 * or another tab finds the same place.
 */

export interface WaitingRoomConfig {
  /** The room opens this long before the opening (the spec's 15-minute notice). */
  noticeMs: number;
  /** New arrivals queue until this long after the opening (and while anyone still waits). */
  activeAfterMs: number;
  /** Admissions a second: the pace the booking core sustains. */
  ratePerSecond: number;
  /** Admitted together when admissions start. */
  burst: number;
  /**
   * Admissions start this long after the opening: the crowd that arrives at
   * the opening second takes its places (in arrival order) before the first
   * admitted booking has to share the server with it.
   */
  gatherMs: number;
  /** An admitted place must be used (berths held) within this time, or it lapses. */
  graceMs: number;
}

export const DEFAULT_WAITING_ROOM: WaitingRoomConfig = {
  noticeMs: 15 * 60_000,
  activeAfterMs: 15 * 60_000,
  // bench/overload.ts (B3): a whole booking costs one server process ~75-80 ms
  // of CPU; at 5 a second, 2 at the opening, admitted bookings keep B1's p99.
  ratePerSecond: 5,
  burst: 2,
  gatherMs: 2_000,
  graceMs: 3 * 60_000,
};

export type OpeningKind = "tatkal" | "arp";

export interface Opening {
  kind: OpeningKind;
  opensAt: Date;
}

export const openingKey = (o: Opening) => `${o.kind}@${o.opensAt.toISOString()}`;

/** Whether a booking attempt at `now` for this opening goes through its room. */
export function roomActive(
  opening: Opening,
  now: Date,
  lastAdmitAt: Date | null,
  config: WaitingRoomConfig = DEFAULT_WAITING_ROOM,
): boolean {
  const t = now.getTime();
  const opens = opening.opensAt.getTime();
  if (t >= opens - config.noticeMs && t < opens + config.activeAfterMs) return true;
  // Someone still waits: a newcomer must not pass them.
  return lastAdmitAt !== null && t >= opens && lastAdmitAt.getTime() > t;
}

export interface RoomPace {
  opensAt: Date;
  intervalMs: number;
  burst: number;
  lastSeq: number;
  lastAdmitAt: Date | null;
}

export function intervalMsOf(config: WaitingRoomConfig = DEFAULT_WAITING_ROOM): number {
  return Math.max(1, Math.round(1000 / config.ratePerSecond));
}

/** The next place and its admission instant. */
export function nextPlace(room: RoomPace, now: Date): { seq: number; admitAt: Date } {
  const seq = room.lastSeq + 1;
  let at = Math.max(now.getTime(), room.opensAt.getTime());
  if (seq > room.burst && room.lastAdmitAt) {
    at = Math.max(at, room.lastAdmitAt.getTime() + room.intervalMs);
  }
  return { seq, admitAt: new Date(at) };
}

export type PlaceStanding = "waiting" | "admitted" | "lapsed";

export function standing(
  admitAt: Date,
  now: Date,
  config: WaitingRoomConfig = DEFAULT_WAITING_ROOM,
): PlaceStanding {
  const t = now.getTime();
  if (t < admitAt.getTime()) return "waiting";
  return t < admitAt.getTime() + config.graceMs ? "admitted" : "lapsed";
}

/** A waiting client asks again at least this often (a sold-out class is heard of within it). */
export const MAX_ASK_MS = 10_000;

/**
 * Milliseconds until a waiting client should ask again: its turn when that is
 * within `MAX_ASK_MS`, else the next instant `MAX_ASK_MS` multiples before its
 * turn. Each place asks on a grid anchored at its own admission instant, and
 * those instants are one interval apart, so a crowd that arrived in the same
 * second spreads its asking evenly instead of coming back together
 * (bench/overload.ts, B3).
 */
export function nextAskMs(admitAt: Date, now: Date): number {
  const wait = admitAt.getTime() - now.getTime();
  if (wait <= MAX_ASK_MS) return Math.max(0, wait);
  return wait % MAX_ASK_MS || MAX_ASK_MS;
}

/** `nextAskMs` in whole seconds for `Retry-After` and `Refresh`: between 1 and 10. */
export function retryAfterSeconds(admitAt: Date, now: Date): number {
  return Math.min(MAX_ASK_MS / 1000, Math.max(1, Math.ceil(nextAskMs(admitAt, now) / 1000)));
}
