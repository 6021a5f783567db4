import { CSRF_HEADER } from "@safar/contracts/auth";
import type { ErrorCode } from "@safar/contracts/errors";
import {
  SAVED_TRAVELLER_API_MESSAGES,
  SAVED_TRAVELLERS_MAX,
  SavedTravellersResponseSchema,
} from "@safar/contracts/travellers/endpoints";
import { savedTravellers } from "@safar/db/partner-schema";
import { fixedClock } from "@safar/test-kit/clock";
import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";
import { signIn as signInThroughOtp } from "../../../test/session.ts";

const LIST = "/api/trains/v1/user/td_details";
const STATE = "/api/trains/v1/user/td_state";
const LOGIN_MESSAGE = "Please login to view saved traveller’s list";

function expectProblem(res: LightMyRequestResponse, status: number, code: ErrorCode) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.error.code).toBe(code);
  return body.error as { message: string; fields?: Record<string, string> };
}

/** The list of a 200 answer, checked against the contract; as `name` or `name*` (default). */
function listOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return SavedTravellersResponseSchema.parse(res.json());
}
const names = (res: LightMyRequestResponse) =>
  listOf(res).travellers.map((t) => `${t.name}${t.isDefault ? "*" : ""}`);

interface Viewer {
  userId: string;
  headers: Record<string, string>;
}

const traveller = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  age: 34,
  gender: "Male",
  ...extra,
});

describe.each(testDatabaseKinds())("saved travellers on %s", (kind) => {
  let t: TestApp;
  const clock = fixedClock("2026-11-21T10:00:00+05:30");
  let mobiles = 9_100_000_000;

  beforeAll(async () => {
    t = await buildTestApp(kind, { now: clock });
  });
  afterAll(() => t.close());

  /** Signs a new user in through the OTP flow (the OTP read from the dev outbox): its cookies and anti-forgery header. */
  async function signIn(): Promise<Viewer> {
    clock.advance(60_000);
    const who = await signInThroughOtp(t.app, String(++mobiles));
    return { userId: who.userId, headers: who.headers };
  }

  const list = (v: Viewer | undefined, query = "") =>
    t.app.inject({ url: `${LIST}${query}`, headers: v?.headers ?? {} });
  const change = (v: Viewer | undefined, payload: object, query = "") =>
    t.app.inject({ method: "POST", url: `${LIST}${query}`, payload, headers: v?.headers ?? {} });
  const choose = (v: Viewer | undefined, chosenId: unknown) =>
    t.app.inject({ method: "POST", url: STATE, payload: { chosenId }, headers: v?.headers ?? {} });
  const create = (v: Viewer, fields: Record<string, unknown>) =>
    change(v, { action: "create", traveller: fields });
  const idOf = (res: LightMyRequestResponse, name: string) => {
    const found = listOf(res).travellers.find((x) => x.name === name);
    if (!found) throw new Error(`${name} not in the list`);
    return found.id;
  };

  /** The stored positions and default flags of a user's rows, by position. */
  async function stored(userId: string) {
    return t.database.sql.query<{ name: string; position: number; is_default: boolean }>(
      "select name, position, is_default from partner.saved_travellers where user_id = $1 order by position, id",
      [userId],
    );
  }

  it("asks a signed-out visitor to log in (401 logged_out, the spec's wording) on every call", async () => {
    for (const res of [
      await list(undefined),
      await change(undefined, { action: "create", traveller: traveller("Ravi Kumar") }),
      await choose(undefined, "1"),
    ]) {
      expect(expectProblem(res, 401, "logged_out").message).toBe(LOGIN_MESSAGE);
    }
  });

  it("starts empty, private and never cached", async () => {
    const res = await list(await signIn());
    expect(listOf(res)).toEqual({ travellers: [], maxTravellers: SAVED_TRAVELLERS_MAX });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("creates (new first), edits in place, deletes and chooses, answering the whole list", async () => {
    const v = await signIn();
    const first = await create(v, traveller("Ravi Kumar", { berth: "lb", food: "v" }));
    expect(listOf(first).travellers).toEqual([
      {
        id: listOf(first).travellerId,
        name: "Ravi Kumar",
        age: 34,
        gender: "Male",
        berth: "LB",
        food: "V",
        nationality: "IN",
        isDefault: false,
      },
    ]);
    await create(v, traveller("Anita Rao", { gender: "Female", age: "40" }));
    const third = await create(v, traveller("Baby Rao", { gender: "Female", age: 2, berth: "UB" }));
    expect(names(third)).toEqual(["Baby Rao", "Anita Rao", "Ravi Kumar"]);
    // An infant travels without a berth or a meal.
    expect(listOf(third).travellers[0]).toMatchObject({ berth: "NB", food: "D" });

    const anita = idOf(third, "Anita Rao");
    const edited = await change(v, {
      action: "edit",
      traveller: { id: anita, name: "Anita Sharma", age: 41, gender: "Female", food: "J" },
    });
    expect(names(edited)).toEqual(["Baby Rao", "Anita Sharma", "Ravi Kumar"]);
    expect(listOf(edited)).toMatchObject({ travellerId: anita });
    expect(listOf(edited).travellers[1]).toMatchObject({ id: anita, age: 41, food: "J" });

    const chosen = await choose(v, idOf(edited, "Ravi Kumar"));
    expect(names(chosen)).toEqual(["Ravi Kumar*", "Baby Rao", "Anita Sharma"]);
    const again = await choose(v, Number(anita));
    expect(names(again)).toEqual(["Anita Sharma*", "Ravi Kumar", "Baby Rao"]);

    const deleted = await change(v, {
      action: "delete",
      traveller: { id: idOf(again, "Ravi Kumar") },
    });
    expect(names(deleted)).toEqual(["Anita Sharma*", "Baby Rao"]);
    expect(await stored(v.userId)).toEqual([
      { name: "Anita Sharma", position: 1, is_default: true },
      { name: "Baby Rao", position: 2, is_default: false },
    ]);
    expect(names(await list(v))).toEqual(names(deleted));
  });

  it("a traveller created or edited as default goes first, the only default; an edit without the flag keeps it", async () => {
    const v = await signIn();
    await create(v, traveller("Ravi Kumar", { isDefault: true }));
    await create(v, traveller("Anita Rao", { gender: "Female" }));
    const made = await create(v, traveller("Vikram Rao", { isDefault: true }));
    expect(names(made)).toEqual(["Vikram Rao*", "Anita Rao", "Ravi Kumar"]);

    const anita = idOf(made, "Anita Rao");
    const madeDefault = await change(v, {
      action: "edit",
      traveller: { id: anita, ...traveller("Anita Rao", { gender: "Female", isDefault: true }) },
    });
    expect(names(madeDefault)).toEqual(["Anita Rao*", "Vikram Rao", "Ravi Kumar"]);

    const kept = await change(v, {
      action: "edit",
      traveller: { id: anita, ...traveller("Anita Rao", { gender: "Female", age: 45 }) },
    });
    expect(names(kept)).toEqual(["Anita Rao*", "Vikram Rao", "Ravi Kumar"]);
    expect((await stored(v.userId)).map((r) => r.position)).toEqual([1, 2, 3]);
  });

  it("stores a foreign national's passport and date of birth, and answers the date split", async () => {
    const v = await signIn();
    const res = await create(
      v,
      traveller("John Smith", { nationality: "gb", passport: "k1234567", dob: "07/03/1990" }),
    );
    expect(listOf(res).travellers[0]).toMatchObject({
      nationality: "GB",
      passport: "K1234567",
      dob: { day: 7, month: 3, year: 1990 },
    });
    const [row] = await t.database.sql.query<{ dob: string }>(
      "select dob from partner.saved_travellers where user_id = $1",
      [v.userId],
    );
    expect(row?.dob).toBe("07/03/1990");
  });

  it("normalises what is stored on read: odd berth and food → NP and D, India → IN, dob split; berths by class", async () => {
    const v = await signIn();
    const at = clock();
    await t.database.db.insert(savedTravellers).values([
      {
        userId: v.userId,
        position: 1,
        name: "Old Record",
        age: 50,
        gender: "female",
        berth: "XYZ",
        food: "??",
        nationality: "India",
        dob: "05/06/1976",
        createdAt: at,
        updatedAt: at,
      },
      {
        userId: v.userId,
        position: 2,
        name: "Side Upper",
        age: 30,
        gender: "Male",
        berth: "SU",
        food: "N",
        createdAt: at,
        updatedAt: at,
      },
    ]);
    const read = listOf(await list(v)).travellers;
    expect(read[0]).toMatchObject({
      name: "Old Record",
      gender: "Female",
      berth: "NP",
      food: "D",
      nationality: "IN",
      dob: { day: 5, month: 6, year: 1976 },
    });
    expect(read[1]).toMatchObject({ berth: "SU", food: "N" });
    // A chair car offers no side upper; a sleeper does.
    expect(listOf(await list(v, "?classCode=cc")).travellers[1]?.berth).toBe("NP");
    expect(listOf(await list(v, "?classCode=SL")).travellers[1]?.berth).toBe("SU");
    const bad = expectProblem(await list(v, "?classCode=ZZ"), 400, "validation_failed");
    expect(bad.fields).toEqual({ classCode: SAVED_TRAVELLER_API_MESSAGES.classInvalid });
  });

  it.each([
    ["an empty name", { name: " " }, "traveller.name", "Please enter a valid Full Name"],
    [
      "a name with digits",
      { name: "R2D2 Kumar" },
      "traveller.name",
      "As per IRCTC rules, traveller name should be between 3 and 35 and only character.",
    ],
    [
      "a name too short",
      { name: "Al" },
      "traveller.name",
      "As per IRCTC rules, traveller name should be between 3 and 35 and only character.",
    ],
    ["an age not a number", { age: "thirty" }, "traveller.age", "Please enter a valid Age"],
    [
      "an age over 125",
      { age: 126 },
      "traveller.age",
      "Age should be less than or equal to 125 years.",
    ],
    ["no gender", { gender: "" }, "traveller.gender", "Please select your gender"],
    [
      "a nationality that is no country code",
      { nationality: "Atlantis" },
      "traveller.nationality",
      "Please select a valid nationality",
    ],
    [
      "a foreigner without a passport",
      { nationality: "GB", dob: "01/01/1990" },
      "traveller.passport",
      "Please enter a valid Passport Number",
    ],
    [
      "a passport with special characters",
      { nationality: "GB", passport: "K-12345", dob: "01/01/1990" },
      "traveller.passport",
      "Please enter a valid Passport Number",
    ],
    [
      "a passport too short",
      { nationality: "GB", passport: "K123", dob: "01/01/1990" },
      "traveller.passport",
      "Passport Number should be 6 to 15 letters or digits",
    ],
    [
      "a foreigner without a date of birth",
      { nationality: "US", passport: "K1234567" },
      "traveller.dob",
      "Please enter a valid date of birth",
    ],
    [
      "a date of birth under 11 years before today",
      { nationality: "US", passport: "K1234567", dob: "22/11/2015" },
      "traveller.dob",
      "Please enter a valid date of birth",
    ],
    [
      "a date that is not in the calendar",
      { nationality: "US", passport: "K1234567", dob: "31/02/1990" },
      "traveller.dob",
      "Please enter a valid date of birth",
    ],
    [
      "an unknown berth",
      { berth: "TOP" },
      "traveller.berth",
      "Please select a valid berth preference",
    ],
    ["an unknown meal", { food: "Q" }, "traveller.food", "Food type must be chosen for the train."],
  ])("refuses %s with the spec's wording", async (_what, fields, key, message) => {
    const v = await signIn();
    for (const res of [
      await create(v, traveller("Ravi Kumar", fields)),
      await change(v, {
        action: "edit",
        traveller: { id: "1", ...traveller("Ravi Kumar", fields) },
      }),
    ]) {
      const error = expectProblem(res, 400, "validation_failed");
      expect(error.fields?.[key]).toBe(message);
      expect(error.message).toBe(Object.values(error.fields ?? {})[0]);
    }
    expect(listOf(await list(v)).travellers).toEqual([]);
  });

  it("gives every failing field its message at once, and refuses a body of the wrong shape", async () => {
    const v = await signIn();
    const error = expectProblem(
      await create(v, { name: "", age: 300, gender: "robot" }),
      400,
      "validation_failed",
    );
    expect(error.fields).toEqual({
      "traveller.name": "Please enter a valid Full Name",
      "traveller.age": "Age should be less than or equal to 125 years.",
      "traveller.gender": "Please select your gender",
    });
    expectProblem(await change(v, { action: "rename", traveller: {} }), 400, "validation_failed");
    const noId = expectProblem(
      await change(v, { action: "edit", traveller: traveller("Ravi Kumar") }),
      400,
      "validation_failed",
    );
    expect(noId.fields).toEqual({
      "traveller.id": SAVED_TRAVELLER_API_MESSAGES.travellerIdRequired,
    });
    expectProblem(await choose(v, undefined), 400, "validation_failed");
  });

  it("never shows or changes another user's travellers: 404, their list untouched", async () => {
    const owner = await signIn();
    const other = await signIn();
    const created = await create(owner, traveller("Ravi Kumar", { isDefault: true }));
    await create(owner, traveller("Anita Rao", { gender: "Female" }));
    const ravi = idOf(created, "Ravi Kumar");
    await create(other, traveller("Vikram Singh"));

    expect(names(await list(other))).toEqual(["Vikram Singh"]);
    const attempts = [
      await change(other, { action: "edit", traveller: { id: ravi, ...traveller("Mallory") } }),
      await change(other, { action: "delete", traveller: { id: ravi } }),
      await choose(other, ravi),
      // Ids that cannot name a row at all answer the same.
      await choose(other, "abc"),
      await choose(other, "99999999999"),
      await change(other, { action: "delete", traveller: { id: "2147483647" } }),
    ];
    for (const res of attempts) {
      const error = expectProblem(res, 404, "not_found");
      expect(res.body).not.toContain("Ravi");
      expect(error.message).toBe("Oops, there was an issue");
    }
    expect(names(await list(owner))).toEqual(["Anita Rao", "Ravi Kumar*"]);
    expect(names(await list(other))).toEqual(["Vikram Singh"]);
  });

  it("refuses a change carrying the session cookie without the anti-forgery token (403), changing nothing", async () => {
    const v = await signIn();
    const created = await create(v, traveller("Ravi Kumar"));
    const id = idOf(created, "Ravi Kumar");
    const cookieOnly = { cookie: v.headers.cookie ?? "" };
    const wrong = { ...cookieOnly, [CSRF_HEADER]: "not-the-token" };
    for (const headers of [cookieOnly, wrong]) {
      for (const res of [
        await t.app.inject({
          method: "POST",
          url: LIST,
          headers,
          payload: { action: "create", traveller: traveller("Mallory Evil") },
        }),
        await t.app.inject({
          method: "POST",
          url: LIST,
          headers,
          payload: { action: "delete", traveller: { id } },
        }),
        await t.app.inject({ method: "POST", url: STATE, headers, payload: { chosenId: id } }),
      ]) {
        expectProblem(res, 403, "forbidden_csrf");
      }
    }
    expect(names(await list(v))).toEqual(["Ravi Kumar"]);
  });

  it("saves a traveller once however often a booking saves them again (same name, age, gender), with the newest details", async () => {
    const v = await signIn();
    await create(v, traveller("Asha Verma", { gender: "Female" }));
    const vijay = { name: "Vijay Singh", age: 45, gender: "Male" };
    const first = await create(v, vijay);
    const vijayId = listOf(first).travellerId;
    for (const again of [
      vijay,
      { ...vijay, name: "vijay singh" },
      { ...vijay, name: " VIJAY SINGH " },
      { ...vijay, berth: "LB", food: "V" },
    ]) {
      const res = await create(v, again);
      // The same traveller: its id answered, its place kept.
      expect(listOf(res).travellerId).toBe(vijayId);
      expect(names(res)).toEqual(["Vijay Singh", "Asha Verma"]);
    }
    const read = listOf(await list(v)).travellers;
    expect(read).toHaveLength(2);
    expect(read[0]).toMatchObject({ id: vijayId, name: "Vijay Singh", berth: "LB", food: "V" });
    expect((await stored(v.userId)).map((r) => r.name)).toEqual(["Vijay Singh", "Asha Verma"]);
    // Another age or gender is another person.
    await create(v, { ...vijay, age: 15 });
    await create(v, { ...vijay, gender: "Transgender" });
    expect(listOf(await list(v)).travellers).toHaveLength(4);
  });

  it("shows copies saved before once, and folds them into one at the next change (a delete removes the person)", async () => {
    const v = await signIn();
    const at = clock();
    const row = (position: number, name: string, isDefault = false) => ({
      userId: v.userId,
      position,
      name,
      age: 45,
      gender: "Male",
      berth: "NP",
      food: "D",
      isDefault,
      createdAt: at,
      updatedAt: at,
    });
    await t.database.db
      .insert(savedTravellers)
      .values([
        row(1, "Vijay Singh", true),
        row(2, "Vijay Singh"),
        row(3, "Ravi Kumar"),
        row(4, "vijay singh"),
        row(5, "Vijay Singh"),
      ]);
    const shown = await list(v);
    expect(names(shown)).toEqual(["Vijay Singh*", "Ravi Kumar"]);

    // Any change folds the copies; the list the user saw is what stays.
    const chosen = await choose(v, idOf(shown, "Ravi Kumar"));
    expect(names(chosen)).toEqual(["Ravi Kumar*", "Vijay Singh"]);
    expect(await stored(v.userId)).toEqual([
      { name: "Ravi Kumar", position: 1, is_default: true },
      { name: "Vijay Singh", position: 2, is_default: false },
    ]);
    const deleted = await change(v, {
      action: "delete",
      traveller: { id: idOf(chosen, "Vijay Singh") },
    });
    expect(names(deleted)).toEqual(["Ravi Kumar*"]);
    expect(await stored(v.userId)).toEqual([{ name: "Ravi Kumar", position: 1, is_default: true }]);
  });

  it("keeps the traveller edited when an edit makes two entries one person, and its default", async () => {
    const v = await signIn();
    await create(v, traveller("Ravi Kumar", { isDefault: true }));
    const made = await create(v, traveller("Ravi Kumaar"));
    const typo = idOf(made, "Ravi Kumaar");
    const edited = await change(v, {
      action: "edit",
      traveller: { id: typo, ...traveller("Ravi Kumar", { berth: "UB" }) },
    });
    expect(listOf(edited).travellers).toEqual([
      expect.objectContaining({ id: typo, name: "Ravi Kumar", berth: "UB", isDefault: true }),
    ]);
    expect(await stored(v.userId)).toEqual([{ name: "Ravi Kumar", position: 1, is_default: true }]);
  });

  it("saves one traveller when the same one is saved by simultaneous requests", async () => {
    const v = await signIn();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => create(v, { name: "Vijay Singh", age: 45, gender: "Male" })),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(results.map((r) => listOf(r).travellerId)).size).toBe(1);
    expect(await stored(v.userId)).toEqual([
      { name: "Vijay Singh", position: 1, is_default: false },
    ]);
  });

  it(`keeps at most ${SAVED_TRAVELLERS_MAX} travellers: the next create is refused`, async () => {
    const v = await signIn();
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (let i = 0; i < SAVED_TRAVELLERS_MAX; i++) {
      expect((await create(v, traveller(`Traveller ${letters[i]}`))).statusCode).toBe(200);
    }
    const refused = expectProblem(
      await create(v, traveller("One Too Many")),
      400,
      "validation_failed",
    );
    expect(refused.message).toBe(SAVED_TRAVELLER_API_MESSAGES.limitReached);
    expect(refused.message).toBe(
      "You can save up to 20 travellers. Please delete one to add another",
    );
    // Someone already saved is no new traveller: saving them again still works.
    const again = await create(v, traveller("Traveller C", { berth: "SL" }));
    expect(again.statusCode, again.body).toBe(200);
    const full = listOf(await list(v)).travellers;
    expect(full).toHaveLength(SAVED_TRAVELLERS_MAX);
    // Edits and choices still work on a full list; a delete makes room again.
    const last = full.at(-1)?.id ?? "";
    expect(names(await choose(v, last))[0]).toBe("Traveller A*");
    await change(v, { action: "delete", traveller: { id: last } });
    expect((await create(v, traveller("One More"))).statusCode).toBe(200);
  });

  it("concurrent changes to one list all land, with distinct positions 1…n", async () => {
    const v = await signIn();
    await create(v, traveller("Ravi Kumar", { isDefault: true }));
    const results = await Promise.all([
      create(v, traveller("Anita Rao", { gender: "Female" })),
      create(v, traveller("Vikram Singh")),
      create(v, traveller("Meena Iyer", { gender: "Female", isDefault: true })),
      create(v, traveller("Arjun Nair")),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const rows = await stored(v.userId);
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.map((r) => r.name).sort()).toEqual([
      "Anita Rao",
      "Arjun Nair",
      "Meena Iyer",
      "Ravi Kumar",
      "Vikram Singh",
    ]);
    expect(rows.filter((r) => r.is_default).map((r) => r.name)).toEqual(["Meena Iyer"]);

    // Choices racing deletes: every position stays distinct and contiguous.
    const ids = listOf(await list(v)).travellers.map((x) => x.id);
    await Promise.all([
      choose(v, ids[4]),
      change(v, { action: "delete", traveller: { id: ids[1] } }),
      choose(v, ids[2]),
      change(v, { action: "delete", traveller: { id: ids[3] } }),
    ]);
    const after = await stored(v.userId);
    expect(after.map((r) => r.position)).toEqual([1, 2, 3]);
    expect(after.filter((r) => r.is_default)).toHaveLength(1);
    expect(after[0]?.is_default).toBe(true);
  });
});
