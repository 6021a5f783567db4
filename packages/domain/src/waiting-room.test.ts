import { describe, expect, it } from "vitest";
import {
  DEFAULT_WAITING_ROOM,
  nextAskMs,
  nextPlace,
  openingKey,
  retryAfterSeconds,
  roomActive,
  standing,
} from "./waiting-room.ts";

const opensAt = new Date("2026-11-28T10:00:00+05:30");
const at = (offsetMs: number) => new Date(opensAt.getTime() + offsetMs);
const opening = { kind: "tatkal" as const, opensAt };

describe("the waiting room of an opening", () => {
  it("is keyed by kind and instant", () => {
    expect(openingKey(opening)).toBe("tatkal@2026-11-28T04:30:00.000Z");
  });

  it("opens 15 minutes before and takes arrivals until 15 minutes after, or while anyone waits", () => {
    expect(roomActive(opening, at(-15 * 60_000 - 1), null)).toBe(false);
    expect(roomActive(opening, at(-15 * 60_000), null)).toBe(true);
    expect(roomActive(opening, at(15 * 60_000 - 1), null)).toBe(true);
    expect(roomActive(opening, at(15 * 60_000), null)).toBe(false);
    expect(roomActive(opening, at(20 * 60_000), at(20 * 60_000 + 5_000))).toBe(true);
  });

  it("admits the first burst at the opening, then one an interval, in arrival order", () => {
    let room = { opensAt, intervalMs: 50, burst: 2, lastSeq: 0, lastAdmitAt: null as Date | null };
    const admits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const place = nextPlace(room, at(-60_000 + i));
      admits.push(place.admitAt.getTime() - opensAt.getTime());
      room = { ...room, lastSeq: place.seq, lastAdmitAt: place.admitAt };
    }
    expect(admits).toEqual([0, 0, 50, 100, 150]);
  });

  it("admits an arrival at once when nobody waits, and keeps the pace after a crowd", () => {
    const idle = { opensAt, intervalMs: 50, burst: 2, lastSeq: 10, lastAdmitAt: at(1_000) };
    expect(nextPlace(idle, at(9_000)).admitAt).toEqual(at(9_000));
    const busy = { ...idle, lastAdmitAt: at(12_000) };
    expect(nextPlace(busy, at(9_000))).toEqual({ seq: 11, admitAt: at(12_050) });
  });

  it("a place waits, is admitted for the grace, then lapses", () => {
    expect(standing(at(0), at(-1))).toBe("waiting");
    expect(standing(at(0), at(0))).toBe("admitted");
    expect(standing(at(0), at(DEFAULT_WAITING_ROOM.graceMs))).toBe("lapsed");
  });

  it("tells clients to come back within 1 to 10 seconds", () => {
    expect(retryAfterSeconds(at(0), at(-100))).toBe(1);
    expect(retryAfterSeconds(at(0), at(-4_200))).toBe(5);
    expect(retryAfterSeconds(at(0), at(-600_000))).toBe(10);
  });

  it("asks a far place again on its own 10 s grid, so a crowd spreads its asking", () => {
    expect(nextAskMs(at(0), at(-4_200))).toBe(4_200);
    expect(nextAskMs(at(0), at(-10_000))).toBe(10_000);
    expect(nextAskMs(at(0), at(-23_400))).toBe(3_400);
    expect(nextAskMs(at(0), at(-30_000))).toBe(10_000);
    expect(nextAskMs(at(0), at(500))).toBe(0);
    // 500 places 200 ms apart, all told at the same instant: they come back
    // spread over the 10 s, not together at +10 s.
    const now = at(-1_000);
    const backAt = Array.from({ length: 500 }, (_, i) => nextAskMs(at(i * 200), now));
    const perSecond = new Map<number, number>();
    for (const ms of backAt)
      perSecond.set(Math.floor(ms / 1000), (perSecond.get(Math.floor(ms / 1000)) ?? 0) + 1);
    expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(55);
    expect(retryAfterSeconds(at(0), at(-23_400))).toBe(4);
  });
});
