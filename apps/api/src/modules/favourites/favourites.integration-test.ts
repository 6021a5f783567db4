import { randomUUID } from "node:crypto";
import type { ErrorCode } from "@safar/contracts/errors";
import {
  FAVOURITE_LIMIT,
  FAVOURITE_MESSAGES,
  FavouriteListSchema,
  FavouriteSavedSchema,
} from "@safar/contracts/favourites";
import { favouriteRoutes, users } from "@safar/db/partner-schema";
import { fixedClock } from "@safar/test-kit/clock";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "@safar/test-kit/database";
import { like } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { freshSignIns } from "../../../test/session.ts";
import type { FavouritesRepository } from "./favourites.repository.ts";
import { createFavouritesService } from "./favourites.service.ts";

/** Favourite routes (issue 25 item 1) on the demo network. */

const URL = "/api/trains/v1/user/favourites";
const DELETE = "/api/trains/v1/user/favourites/delete";

function expectProblem(res: LightMyRequestResponse, status: number, code: ErrorCode) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.error.code).toBe(code);
  return body.error as { message: string; fields?: Record<string, string> };
}

describe.each(testDatabaseKinds())("favourite routes API on %s", (kind) => {
  let t: TestApp;
  const clock = fixedClock("2026-11-27T10:00:00+05:30");

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
  });
  afterAll(() => t.close());

  const signIn = freshSignIns(() => t.app, clock, 9_400_000_000);
  const save = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: "POST", url: URL, headers, payload });
  const saved = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return FavouriteSavedSchema.parse(res.json());
  };
  const list = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: URL, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return FavouriteListSchema.parse(res.json());
  };

  it("refuses the signed-out", async () => {
    expectProblem(await save({}, { from: "NDLS", to: "MMCT" }), 401, "logged_out");
    expectProblem(await t.app.inject({ url: URL }), 401, "logged_out");
    expectProblem(
      await t.app.inject({ method: "POST", url: DELETE, payload: { id: crypto.randomUUID() } }),
      401,
      "logged_out",
    );
  });

  it("refuses a save without the anti-forgery header", async () => {
    const u = await signIn();
    const { cookie } = u.headers as { cookie: string };
    expectProblem(await save({ cookie }, { from: "NDLS", to: "MMCT" }), 403, "forbidden_csrf");
  });

  it("saves a pair once with the stations' names, lists newest first, and removes one", async () => {
    const u = await signIn();
    const first = saved(await save(u.headers, { from: "ndls", to: "MMCT" }));
    expect(first).toMatchObject({
      created: true,
      message: FAVOURITE_MESSAGES.saved,
      favourite: { from: { code: "NDLS", name: "New Delhi" }, to: { code: "MMCT" } },
    });
    const again = saved(await save(u.headers, { from: "NDLS", to: "MMCT" }));
    expect(again).toMatchObject({ created: false, message: FAVOURITE_MESSAGES.already });
    expect(again.favourite.id).toBe(first.favourite.id);
    clock.advance(1_000);
    const second = saved(await save(u.headers, { from: "MMCT", to: "NDLS" }));
    expect((await list(u.headers)).favourites.map((f) => f.id)).toEqual([
      second.favourite.id,
      first.favourite.id,
    ]);
    const removed = await t.app.inject({
      method: "POST",
      url: DELETE,
      headers: u.headers,
      payload: { id: first.favourite.id },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ id: first.favourite.id, message: FAVOURITE_MESSAGES.removed });
    expect((await list(u.headers)).favourites.map((f) => f.id)).toEqual([second.favourite.id]);
  });

  it("keeps each user's favourites their own: another's id is not found", async () => {
    const owner = await signIn();
    const other = await signIn();
    const mine = saved(await save(owner.headers, { from: "NDLS", to: "HWH" }));
    expect((await list(other.headers)).favourites).toEqual([]);
    expectProblem(
      await t.app.inject({
        method: "POST",
        url: DELETE,
        headers: other.headers,
        payload: { id: mine.favourite.id },
      }),
      404,
      "not_found",
    );
    expect((await list(owner.headers)).favourites).toHaveLength(1);
  });

  it("refuses unknown stations, the same station twice and a bad id, each with its field", async () => {
    const u = await signIn();
    expectProblem(await save(u.headers, { from: "NDLS", to: "ZZZZ" }), 404, "no_station_found");
    const same = expectProblem(
      await save(u.headers, { from: "NDLS", to: "NDLS" }),
      400,
      "validation_failed",
    );
    expect(same.fields?.to).toBe(FAVOURITE_MESSAGES.sameStations);
    const bad = expectProblem(
      await t.app.inject({ method: "POST", url: DELETE, headers: u.headers, payload: { id: "x" } }),
      400,
      "validation_failed",
    );
    expect(bad.fields?.id).toBe(FAVOURITE_MESSAGES.favouriteRequired);
  });

  it(`keeps at most ${FAVOURITE_LIMIT}, also with saves in flight at once`, async () => {
    const u = await signIn();
    const stations = ["NDLS", "MMCT", "HWH", "MAS", "SBC", "CSMT", "PUNE"];
    const pairs = stations.flatMap((a) => stations.filter((b) => b !== a).map((b) => [a, b]));
    const answers = await Promise.all(
      pairs.slice(0, FAVOURITE_LIMIT + 5).map(([from, to]) => save(u.headers, { from, to })),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(FAVOURITE_LIMIT);
    for (const r of answers.filter((r) => r.statusCode !== 200)) {
      expectProblem(r, 409, "favourite_limit");
    }
    expect((await list(u.headers)).favourites).toHaveLength(FAVOURITE_LIMIT);
  });
});

/**
 * The limit under concurrent saves (house rule: a race test first shows the
 * race without the guard). Every save waits, after counting, until all have
 * counted: without the per-user lock each sees 19 and all insert; with it
 * they count one after the other. PostgreSQL only (PGlite has one connection).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("favourite limit under racing saves", () => {
  const RACERS = 4;
  let db: TestDatabase;
  const userId = randomUUID();
  const railway = { station: async (code: string) => ({ code, name: code }) as never };

  beforeAll(async () => {
    db = await createTestDatabase("postgres");
    await db.db.insert(users).values({ id: userId, mobile: "9400000999", createdAt: new Date() });
    const base = new Date("2026-11-27T04:30:00Z").getTime();
    await db.db.insert(favouriteRoutes).values(
      Array.from({ length: FAVOURITE_LIMIT - 1 }, (_, i) => ({
        id: randomUUID(),
        userId,
        fromCode: `A${i}`,
        toCode: "B",
        createdAt: new Date(base + i),
      })),
    );
  });
  afterAll(() => db.dispose());

  /** Holds each caller after its count until `RACERS` have counted, or 1 s passed. */
  function barrier(skipLock: boolean) {
    let arrived = 0;
    let release = (): void => undefined;
    const all = new Promise<void>((resolve) => {
      release = resolve;
    });
    return (real: FavouritesRepository): FavouritesRepository => ({
      ...real,
      lockUser: skipLock ? async () => undefined : real.lockUser,
      async countOf(tx, id) {
        const n = await real.countOf(tx, id);
        if (++arrived >= RACERS) release();
        await Promise.race([all, new Promise((r) => setTimeout(r, 1_000))]);
        return n;
      },
    });
  }

  async function race(skipLock: boolean): Promise<number> {
    const service = createFavouritesService({
      db: db.db,
      now: () => new Date(),
      railway,
      wrapRepository: barrier(skipLock),
    });
    await Promise.allSettled(
      Array.from({ length: RACERS }, (_, i) => service.save(userId, { from: `R${i}`, to: "B" })),
    );
    return (await service.list(userId)).favourites.length;
  }

  it("without the per-user lock, racing saves pass the limit (the race exists)", async () => {
    expect(await race(true)).toBeGreaterThan(FAVOURITE_LIMIT);
    await db.db.delete(favouriteRoutes).where(like(favouriteRoutes.fromCode, "R%"));
  });

  it(`with it, exactly ${FAVOURITE_LIMIT} are kept`, async () => {
    expect(await race(false)).toBe(FAVOURITE_LIMIT);
  });
});
