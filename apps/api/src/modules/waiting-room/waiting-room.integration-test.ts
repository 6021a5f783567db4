import { DEFAULT_WAITING_ROOM, openingKey } from "@safar/domain/waiting-room";
import { REGRET_MESSAGE } from "@safar/railway/gateway";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingFixture, details, expectProblem } from "../../../test/booking.ts";
import { type SignedIn, signIn } from "../../../test/session.ts";
import { createWaitingRoomService } from "./waiting-room.service.ts";

const GATHER = DEFAULT_WAITING_ROOM.gatherMs;

/**
 * The waiting room of an opening (issue 20 item 4, ADR 021) through
 * `v1/checkout`: a Tatkal booking tried before its opening takes a place in
 * arrival order and is told when to come back; its turn comes at the
 * opening; a second click or another user's attempt with the same railway
 * ID takes no second place.
 */
describe.each(testDatabaseKinds())("the waiting room on %s", (kind) => {
  const f = bookingFixture(kind);
  const { post, get } = f;
  let opensAt: Date;
  const tatkal = () => ({ ...f.journey, quota: "TQ" });
  const draft = async (who: SignedIn, railwayUserId: string) => {
    const res = await post(
      "/api/trains/v1/verify",
      { journey: tatkal(), details: details(), railwayUserId, seenStatus: "" },
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().orderId as string;
  };
  const place = async (orderId: string, who: SignedIn = f.user) => {
    const res = await get(`/api/trains/v1/waiting-room/${orderId}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    const q = new URLSearchParams({ ...tatkal(), classCode: f.journey.classCode });
    const judged = (await get(`/api/trains/v1/booking/eligibility?${q}`)).json();
    opensAt = new Date(judged.obstacles[0].opensAt);
    await f.t.railway?.portal.setAadhaarVerified("asha_v", true);
  });

  it("queues a Tatkal checkout before the opening and lets it through at its turn", async () => {
    f.clock.set(new Date(opensAt.getTime() - 10 * 60_000));
    const orderId = await draft(f.user, "asha_v");
    const early = await post("/api/trains/v1/checkout", { orderId });
    expectProblem(early, 429, "queued");
    // Admissions start GATHER after the opening; the place asks again on its 10 s grid.
    const wait = 600_000 + GATHER;
    expect(early.headers["retry-after"]).toBe(String((wait % 10_000 || 10_000) / 1000));
    expect(await place(orderId)).toMatchObject({
      state: "waiting",
      number: 1,
      ahead: 0,
      waitSeconds: wait / 1000,
      opening: { kind: "tatkal", opensAt: opensAt.toISOString() },
    });
    // A second click, or a refresh, keeps the same place.
    expectProblem(await post("/api/trains/v1/checkout", { orderId }), 429, "queued");
    expect((await place(orderId)).number).toBe(1);

    // Another traveller arrives after: number 2; a third with the same railway ID takes no place.
    f.clock.advance(1_000);
    const second = await draft(f.other, "ravi_v");
    expectProblem(
      await post("/api/trains/v1/checkout", { orderId: second }, f.other),
      429,
      "queued",
    );
    expect(await place(second, f.other)).toMatchObject({ number: 2, ahead: 1 });
    const third = await signIn(f.t.app, "9000000105");
    const sameId = await draft(third, "asha_v");
    const taken = expectProblem(
      await post("/api/trains/v1/checkout", { orderId: sameId }, third),
      409,
      "queue_place_taken",
    );
    expect(taken.message).toContain("IRCTC user ID");
    // Nobody reads another's place.
    expectProblem(await get(`/api/trains/v1/waiting-room/${orderId}`, f.other), 404, "not_found");

    // The opening: the crowd is still gathering; then the first place is admitted and holds its berths.
    f.clock.set(opensAt);
    expectProblem(await post("/api/trains/v1/checkout", { orderId }), 429, "queued");
    f.clock.set(new Date(opensAt.getTime() + GATHER));
    const turn = await post("/api/trains/v1/checkout", { orderId });
    expect(turn.statusCode, turn.body).toBe(200);
    expect(await place(orderId)).toMatchObject({ state: "used" });

    // Leaving gives the place up.
    expect(
      (await post("/api/trains/v1/waiting-room/leave", { orderId: second }, f.other)).json(),
    ).toEqual({
      left: true,
    });
    expect(await place(second, f.other)).toMatchObject({ state: "left" });
  });

  it("lets a booking straight through when no opening is near", async () => {
    f.clock.set(new Date(opensAt.getTime() + 60 * 60_000));
    const orderId = await draft(f.other, "ravi_v");
    // ravi_v is not Aadhaar-authenticated: the railway refuses, and no queue was involved.
    const res = await post("/api/trains/v1/checkout", { orderId }, f.other);
    expect(expectProblem(res, 400, "booking_refused").message).toContain("Aadhaar");
    expectProblem(await get(`/api/trains/v1/waiting-room/${orderId}`, f.other), 404, "not_found");
  });
});

/**
 * Arrivals at the same instant on PostgreSQL (a pool of connections), spread
 * over three services as over three server processes (each process takes its
 * own arrivals together, a batch at a time): the room's row lock gives each its own
 * number and admission instant. Without it, two arrivals read the same last
 * number and collide.
 */
describe.each(testDatabaseKinds().filter((k) => k === "postgres"))(
  "simultaneous arrivals on %s",
  (kind) => {
    const f = bookingFixture(kind);
    const ARRIVALS = 12;
    const orders: { userId: string; orderId: string; railwayUserId: string }[] = [];
    beforeAll(async () => {
      for (let i = 0; i < ARRIVALS; i++) {
        f.clock.advance(31_000);
        const who = await signIn(f.t.app, `90000002${String(i).padStart(2, "0")}`);
        const res = await f.post(
          "/api/trains/v1/verify",
          { journey: f.journey, details: details(), railwayUserId: "asha_v", seenStatus: "" },
          who,
        );
        expect(res.statusCode, res.body).toBe(200);
        orders.push({ userId: who.userId, orderId: res.json().orderId, railwayUserId: `id_${i}` });
      }
    }, 60_000);

    async function arriveTogether(locking: boolean, opensAt: Date) {
      const processes = Array.from({ length: 3 }, () =>
        createWaitingRoomService({
          db: f.t.database.db,
          config: { ...DEFAULT_WAITING_ROOM, ratePerSecond: 10, burst: 1 },
          locking,
        }),
      );
      const opening = { kind: "tatkal" as const, opensAt };
      const now = new Date(opensAt.getTime() - 60_000);
      const outcomes = await Promise.allSettled(
        orders.map((o, i) =>
          (processes[i % processes.length] as (typeof processes)[number]).gate({
            ...o,
            opening,
            seatsNow: async () => "AVAILABLE-0050",
            now,
          }),
        ),
      );
      const rows = await f.t.database.sql.query<{ seq: number; admit_at: Date }>(
        `select seq, admit_at from partner.waiting_tickets where opening_key = $1 order by seq`,
        [openingKey(opening)],
      );
      return { outcomes, rows };
    }

    it("without the room's lock, simultaneous arrivals collide", async () => {
      const { outcomes, rows } = await arriveTogether(false, new Date("2026-11-30T04:30:00Z"));
      const collided = outcomes.filter(
        (o) => o.status === "rejected" && (o.reason as { code?: string }).code !== "queued",
      );
      expect(collided.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThan(ARRIVALS);
    });

    it("with it, each arrival has its own number and admission instant, in order", async () => {
      const opensAt = new Date("2026-12-01T04:30:00Z");
      const { outcomes, rows } = await arriveTogether(true, opensAt);
      expect(
        outcomes.every(
          (o) => o.status === "rejected" && (o.reason as { code?: string }).code === "queued",
        ),
      ).toBe(true);
      expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: ARRIVALS }, (_, i) => i + 1));
      expect(rows.map((r) => new Date(r.admit_at).getTime() - opensAt.getTime())).toEqual(
        Array.from({ length: ARRIVALS }, (_, i) => GATHER + i * 100),
      );

      // Sold out once open: the last in the queue is told now, not at its turn.
      const room = createWaitingRoomService({ db: f.t.database.db });
      const last = orders.at(-1);
      if (!last) throw new Error("no arrivals");
      const opening = { kind: "tatkal" as const, opensAt };
      // Still waiting: the last place is admitted 900 ms after admissions start.
      const after = new Date(opensAt.getTime() + GATHER + 200);
      await expect(
        room.gate({ ...last, opening, seatsNow: async () => "REGRET/WL", now: after }),
      ).rejects.toMatchObject({ code: "booking_refused", message: REGRET_MESSAGE });
      expect(await room.place(last.userId, last.orderId, after)).toMatchObject({ state: "left" });
    });

    it("one process takes a crowd together: a double click keeps one place, a shared railway ID one", async () => {
      const opensAt = new Date("2026-12-02T04:30:00Z");
      const opening = { kind: "tatkal" as const, opensAt };
      const now = new Date(opensAt.getTime() - 60_000);
      const room = createWaitingRoomService({ db: f.t.database.db });
      const [a, b, c] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
      const seatsNow = async () => "AVAILABLE-0050";
      const outcomes = await Promise.allSettled([
        room.gate({ ...a, opening, seatsNow, now }),
        room.gate({ ...a, opening, seatsNow, now }),
        room.gate({ ...b, opening, seatsNow, now }),
        // Another user with b's railway ID.
        room.gate({ ...c, railwayUserId: b.railwayUserId, opening, seatsNow, now }),
      ]);
      const codes = outcomes.map((o) =>
        o.status === "rejected" ? (o.reason as { code?: string }).code : "admitted",
      );
      // Which of b and c reached the room first is the database's call; one of them only.
      expect(codes.slice(0, 2)).toEqual(["queued", "queued"]);
      expect([...codes.slice(2)].sort()).toEqual(["queue_place_taken", "queued"]);
      const winner = codes[2] === "queued" ? b.orderId : c.orderId;
      const rows = await f.t.database.sql.query<{ seq: number; order_id: string }>(
        `select seq, order_id from partner.waiting_tickets where opening_key = $1 order by seq`,
        [openingKey(opening)],
      );
      expect(rows.map((r) => r.seq)).toEqual([1, 2]);
      expect(rows.map((r) => r.order_id).sort()).toEqual([a.orderId, winner].sort());
    });
  },
);
