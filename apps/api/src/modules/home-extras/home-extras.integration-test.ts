import { CountryListSchema, InsuranceHomeSchema } from "@safar/contracts/home-extras";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { freshSignIns } from "../../../test/session.ts";
import { cohortOf } from "./home-extras.service.ts";

/** `v1/country` and `v1/insurance/homepage` (issue 25 item 3; spec §3, §4, §7). */

describe.each(testDatabaseKinds())("home extras on %s", (kind) => {
  let t: TestApp;
  const clock = fixedClock("2026-11-27T10:00:00+05:30");

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
  });
  afterAll(() => t.close());

  const signIn = freshSignIns(() => t.app, clock, 9_440_000_000);

  it("v1/country lists India first as the default, code IN, id 94, ids and codes unique", async () => {
    const res = await t.app.inject({ url: "/api/trains/v1/country" });
    expect(res.statusCode).toBe(200);
    const body = CountryListSchema.parse(res.json());
    expect(body.default).toEqual({ id: 94, code: "IN", name: "India" });
    expect(body.countries[0]).toEqual({ id: 94, code: "IN", name: "India" });
    expect(new Set(body.countries.map((c) => c.id)).size).toBe(body.countries.length);
    expect(new Set(body.countries.map((c) => c.code)).size).toBe(body.countries.length);
    expect(body.countries.find((c) => c.code === "NP")?.name).toBe("Nepal");
    expect(body.countries.every((c) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
  });

  it("v1/insurance/homepage gives the railway's 2025 premium and cover, and cohort A to the signed-out", async () => {
    const res = await t.app.inject({ url: "/api/trains/v1/insurance/homepage" });
    expect(res.statusCode).toBe(200);
    const body = InsuranceHomeSchema.parse(res.json());
    expect(body.insurance.premiumPaise).toBe(45);
    expect(body.insurance.minAge).toBe(5);
    expect(body.insurance.cover.map((c) => c.amountPaise)).toEqual([
      100_000_000, 75_000_000, 20_000_000, 1_000_000,
    ]);
    expect(body.cohort).toBe("A");
    expect(body.freeCancellation).toMatchObject({ cohort: "A", fromPaise: 1_900 });
  });

  it("puts a Tatkal searcher in easy_tatkal and a signed-in traveller always in the same cohort", async () => {
    const tq = InsuranceHomeSchema.parse(
      (await t.app.inject({ url: "/api/trains/v1/insurance/homepage?quota=TQ" })).json(),
    );
    expect(tq.cohort).toBe("easy_tatkal");
    expect(tq.freeCancellation?.text).toMatch(/Tatkal/);
    const u = await signIn();
    const ask = async () =>
      InsuranceHomeSchema.parse(
        (
          await t.app.inject({ url: "/api/trains/v1/insurance/homepage", headers: u.headers })
        ).json(),
      );
    const [a, b] = [await ask(), await ask()];
    expect(a.cohort).toBe(b.cohort);
    expect(a.cohort).toBe(cohortOf(u.userId, undefined));
    // Cohort C is the control: no nudge.
    expect(a.freeCancellation === null).toBe(a.cohort === "C");
  });

  it("spreads accounts over A, B and C", () => {
    const seen = new Set(
      Array.from({ length: 60 }, (_, i) =>
        cohortOf(`00000000-0000-4000-8000-${String(i).padStart(12, "0")}`, undefined),
      ),
    );
    expect([...seen].sort()).toEqual(["A", "B", "C"]);
  });
});
