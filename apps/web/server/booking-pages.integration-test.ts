import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuild } from "../../../scripts/web-build.ts";
import { type SignedIn, signIn } from "../../api/test/session.ts";
import { pageText, startTestServer, type TestServer, testConfig } from "./test/helper.ts";

/**
 * The booking and order pages as the host serves them (issue 16): the
 * traveller-details page ticks no saved traveller the traveller did not tick
 * (the default included), a booking's "save for next time" keeps one entry
 * per traveller, and an IRCTC user ID is proved with the railway's OTPs
 * before anything of it shows; the review names every passenger paid for; another
 * account's order pages answer 404 as the API does.
 */

beforeAll(() => {
  ensureWebBuild();
}, 300_000);

interface Journey {
  trainNumber: string;
  from: string;
  to: string;
  date: string;
  classCode: string;
  quota: "GN";
}

describe.each(testDatabaseKinds())("booking and order pages on %s", (kind) => {
  let t: TestServer;
  let owner: SignedIn;
  let other: SignedIn;
  let journey: Journey;
  let mobiles = 0;
  const freshMobile = () => `96${String(1_000_000 + ++mobiles).padStart(8, "0")}`;

  const page = (url: string, who: SignedIn | null) =>
    t.app.inject({ method: "GET", url, headers: who ? { cookie: who.headers.cookie ?? "" } : {} });

  /** A plain form post from the page itself (same origin), as a browser before JavaScript sends it. */
  const postForm = (url: string, who: SignedIn, fields: [string, string][]) =>
    t.app.inject({
      method: "POST",
      url,
      headers: {
        host: "localhost",
        origin: "http://localhost",
        cookie: who.headers.cookie ?? "",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams(fields).toString(),
    });

  const confirmUrl = () =>
    `/trains/confirm?${new URLSearchParams({
      train: journey.trainNumber,
      class: journey.classCode,
      quota: journey.quota,
      date: journey.date,
      from: journey.from,
      to: journey.to,
    })}`;

  const savedList = async (who: SignedIn) =>
    (await t.app.inject({ url: "/api/trains/v1/user/td_details", headers: who.headers })).json()
      .travellers as { id: string; name: string; isDefault: boolean }[];

  const saveTraveller = (who: SignedIn, traveller: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/trains/v1/user/td_details",
      headers: who.headers,
      payload: { action: "create", traveller },
    });

  /** The newest OTP the outbox holds for a recipient. */
  async function otpFor(recipient: string): Promise<string> {
    const res = await t.app.inject({ url: `/api/dev/outbox?recipient=${recipient}&limit=1` });
    const code = /\b(\d{6})\b/.exec(res.json().messages[0]?.body ?? "")?.[1];
    if (!code) throw new Error(`no OTP for ${recipient}`);
    return code;
  }

  /** A railway account (made on the railway's side, its contacts verified; its password unused here). */
  async function railwayAccount(userId: string, mobile: string) {
    const email = `${userId}@example.com`;
    await t.database.sql.query(
      `insert into railway.users (user_id, password_hash, name, email, mobile, mobile_verified, email_verified, created_at, password_changed_at)
       values ($1, 'x', 'Asha Verma', $2, $3, true, true, now(), now())`,
      [userId, email, mobile],
    );
    return { userId, mobile, email };
  }

  /** The traveller proves an IRCTC user ID on the traveller-details page: OTPs sent, typed, verified. */
  async function proveOnPage(
    who: SignedIn,
    { userId: railwayUserId, mobile, email }: { userId: string; mobile: string; email: string },
  ) {
    const base: [string, string][] = [
      ["rows", "1"],
      ["railwayUserId", railwayUserId],
    ];
    const sent = await postForm(confirmUrl(), who, [["intent", "idsend"], ...base]);
    expect(sent.statusCode).toBe(200);
    const done = await postForm(confirmUrl(), who, [
      ["intent", "idverify"],
      ...base,
      ["mobileOtp", await otpFor(mobile)],
      ["emailOtp", await otpFor(email)],
    ]);
    expect(pageText(done)).toContain("Your mobile number and email address are verified");
  }

  /** The saved-traveller checkboxes of a traveller-details page: value → ticked. */
  function savedBoxes(res: LightMyRequestResponse): Map<string, boolean> {
    const boxes = new Map<string, boolean>();
    for (const [input] of res.body.matchAll(/<input[^>]*name="saved"[^>]*>/g)) {
      const value = /value="([^"]*)"/.exec(input)?.[1] ?? "";
      boxes.set(value, /\schecked(=""|\s|>|\/)/.test(input));
    }
    return boxes;
  }

  /** A draft order of `who` with these travellers, made as the traveller-details page makes it. */
  async function draftOrder(who: SignedIn, passengers: Record<string, string>[]) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/trains/v1/verify",
      headers: who.headers,
      payload: {
        journey,
        railwayUserId: "pages_owner",
        seenStatus: "",
        details: {
          passengers,
          contact: { email: "asha@example.com", mobile: "9876543210" },
          policyAgreed: "on",
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().orderId as string;
  }

  beforeAll(async () => {
    t = await startTestServer(kind, {
      pageCache: false,
      // Every request of the file comes from one address: room for its sign-ins and OTPs.
      config: testConfig({ RATE_LIMIT_OTP_SEND: "1000/10m", RATE_LIMIT_OTP_VERIFY: "1000/10m" }),
    });
    // A railway account to book with (made on the railway's side; its password is not used here).
    await t.database.sql.query(
      `insert into railway.users (user_id, password_hash, name, email, mobile, mobile_verified, email_verified, created_at, password_changed_at)
       values ('pages_owner', 'x', 'Asha Verma', 'pages.owner@example.com', '9800000001', true, true, now(), now())`,
    );
    owner = await signIn(t.app, freshMobile());
    other = await signIn(t.app, freshMobile());
    const date = "2026-11-29";
    const found = await t.app.inject({
      url: `/api/trains/v5/search?from=NDLS&to=HWH&date=${date}`,
    });
    const trains = found.json().trains as {
      trainNumber: string;
      from: { code: string };
      to: { code: string };
      classes: { code: string; status: string; bookable: boolean }[];
    }[];
    const bookable = trains
      .flatMap((tr) => tr.classes.map((c) => ({ tr, c })))
      .find(({ c }) => c.bookable && c.status.startsWith("AVAILABLE"));
    if (!bookable) throw new Error(`no available class NDLS → HWH on ${date}`);
    journey = {
      trainNumber: bookable.tr.trainNumber,
      from: bookable.tr.from.code,
      to: bookable.tr.to.code,
      date,
      classCode: bookable.c.code,
      quota: "GN",
    };
  }, 120_000);
  afterAll(() => t?.close());

  it("ticks no saved traveller the traveller did not tick: not the default, not after another action", async () => {
    const who = await signIn(t.app, freshMobile());
    await saveTraveller(who, { name: "Ravi Kumar", age: 52, gender: "Male" });
    await saveTraveller(who, { name: "Vijay Singh", age: 45, gender: "Male", isDefault: true });
    const saved = await savedList(who);
    expect(saved.map((x) => `${x.name}${x.isDefault ? "*" : ""}`)).toEqual([
      "Vijay Singh*",
      "Ravi Kumar",
    ]);

    const first = await page(confirmUrl(), who);
    expect(first.statusCode).toBe(200);
    expect(pageText(first)).toContain("Vijay Singh · 45 · Male (default)");
    expect([...savedBoxes(first)]).toEqual(saved.map((x) => [x.id, false]));

    // Another traveller row added (a plain post): still only what was ticked, here Ravi.
    const ravi = saved.find((x) => x.name === "Ravi Kumar")?.id ?? "";
    const added = await postForm(confirmUrl(), who, [
      ["intent", "add"],
      ["rows", "1"],
      ["saved", ravi],
    ]);
    expect(added.statusCode, pageText(added)).toBe(200);
    expect(Object.fromEntries(savedBoxes(added))).toEqual(
      Object.fromEntries(saved.map((x) => [x.id, x.id === ravi])),
    );
  });

  it("asks for the railway's two OTPs before an IRCTC user ID is used, showing nothing of it until then", async () => {
    const who = await signIn(t.app, freshMobile());
    const account = await railwayAccount("pages_proof", "9800000002");
    const typed: [string, string][] = [
      ["rows", "1"],
      ["railwayUserId", account.userId],
    ];
    const asked = await postForm(confirmUrl(), who, [["intent", "continue"], ...typed]);
    expect(asked.statusCode, pageText(asked)).toBe(200);
    const words = pageText(asked);
    expect(words).toContain("Please verify your IRCTC user ID to continue");
    expect(words).toContain("Verify IRCTC user ID pages_proof: mobile pending, email pending");
    // Where the OTPs went stays unsaid until the ID is proved (its contacts are verified already).
    expect(words).toContain("the mobile number registered with this IRCTC User ID");
    expect(words).not.toContain("98******02");
    await proveOnPage(who, account);
  });

  it("saves a booking's new travellers once, however many bookings type them again", async () => {
    const who = await signIn(t.app, freshMobile());
    const account = await railwayAccount("pages_saver", "9800000003");
    await proveOnPage(who, account);
    const book = async (name: string) => {
      const res = await postForm(confirmUrl(), who, [
        ["intent", "continue"],
        ["rows", "2"],
        ["railwayUserId", account.userId],
        ["passengers[0].name", "Vijay Singh"],
        ["passengers[0].age", "45"],
        ["passengers[0].gender", "Male"],
        ["passengers[0].food", "V"],
        ["passengers[1].name", name],
        ["passengers[1].age", "40"],
        ["passengers[1].gender", "Female"],
        ["passengers[1].food", "V"],
        ["contact.email", "vijay@example.com"],
        ["contact.mobile", "9876543210"],
        ["policyAgreed", "on"],
        ["saveNew", "on"],
      ]);
      expect(res.statusCode, pageText(res)).toBe(302);
      expect(res.headers.location).toMatch(/^\/trains\/review\?orderId=\d+$/);
    };
    for (let i = 0; i < 3; i++) await book("Asha Singh");
    await book("asha singh");
    expect((await savedList(who)).map((x) => x.name).sort()).toEqual(["Asha Singh", "Vijay Singh"]);
  });

  it("names every passenger paid for beside the pay button, and those who travel free", async () => {
    const orderId = await draftOrder(owner, [
      { name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" },
      { name: "Ravi Verma", age: "36", gender: "Male", berth: "UB", food: "V" },
      { name: "Vijay Singh", age: "45", gender: "Male", berth: "MB", food: "V" },
      { name: "Baby Verma", age: "2", gender: "Female" },
    ]);
    const review = await page(`/trains/review?orderId=${orderId}`, owner);
    expect(review.statusCode).toBe(200);
    const block = /<div id="paying-for"[\s\S]*?<\/ul>[\s\S]*?<\/div>/.exec(review.body)?.[0] ?? "";
    const words = pageText({ body: block } as LightMyRequestResponse);
    expect(words).toContain("You pay for 3 travellers:");
    for (const name of [
      "Asha Verma (34 yrs, Female)",
      "Ravi Verma (36 yrs, Male)",
      "Vijay Singh (45 yrs, Male)",
    ]) {
      expect(words).toContain(name);
    }
    expect(words).toContain("Travelling free (under 5): Baby Verma (2 yrs)");
    // One traveller typed twice is two fares: the review says so.
    const twice = await draftOrder(owner, [
      { name: "Vijay Singh", age: "45", gender: "Male", food: "V" },
      { name: "Asha Verma", age: "34", gender: "Female", food: "V" },
      { name: "vijay singh", age: "45", gender: "Male", food: "V" },
    ]);
    const doubled = pageText(await page(`/trains/review?orderId=${twice}`, owner));
    expect(doubled).toContain("You pay for 3 travellers:");
    expect(doubled).toContain(
      "Vijay Singh is listed more than once, and each entry is paid for. Edit travellers to remove one.",
    );
    expect(words).not.toContain("listed more than once");
    // The pay button says what it pays for.
    expect(review.body).toMatch(/<button[^>]*aria-describedby="paying-for"[^>]*>Proceed to pay/);
  });

  it("offers the wallet only when it covers the amount due: else its balance and 'Low Wallet balance!'", async () => {
    const who = await signIn(t.app, freshMobile());
    const orderId = await draftOrder(who, [
      { name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" },
    ]);
    const checkout = await t.app.inject({
      method: "POST",
      url: "/api/trains/v1/checkout",
      headers: who.headers,
      payload: { orderId },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const pay = `/trains/pg-review?orderId=${orderId}`;
    const covered = pageText(await page(pay, who));
    expect(covered).toMatch(/Pay ₹[\d,.]+ from wallet/);
    expect(covered).not.toContain("Low Wallet balance!");

    // The wallet holds less than the amount due now: shown last, with its balance and why.
    await t.database.sql.query(
      "update partner.wallets set balance_paise = 10000, held_paise = 0 where user_id = $1",
      [who.userId],
    );
    const low = await page(pay, who);
    const words = pageText(low);
    expect(words).not.toMatch(/from wallet/);
    expect(words).toContain("Safar Wallet balance: ₹100.00");
    expect(words).toMatch(/Low Wallet balance! It is less than the ₹[\d,.]+ due/);
    expect(words).toContain("Wallet (low balance)");
    // After the other methods.
    expect(low.body.indexOf('id="pay-wallet"')).toBeGreaterThan(
      low.body.indexOf('id="pay-netbanking"'),
    );
  });

  it("answers 'Add traveller' at six travellers with the spec's words, where the rows are", async () => {
    const who = await signIn(t.app, freshMobile());
    const res = await postForm(confirmUrl(), who, [
      ["intent", "add"],
      ["rows", "6"],
    ]);
    expect(res.statusCode, pageText(res)).toBe(200);
    const words = pageText(res);
    expect(words).toContain("Cannot add more passenger. Max limit reached");
    expect(words).toContain("Traveller 6");
    expect(words).not.toContain("Traveller 7");
    // The button is never disabled: it is how the traveller learns the limit.
    expect(res.body).not.toMatch(/<button[^>]*disabled[^>]*>Add traveller/);
  });

  it("serves an order's PDFs to its owner only, and sends back to the order when there is no ticket yet", async () => {
    const orderId = await draftOrder(owner, [
      { name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" },
    ]);
    for (const [file, notice] of [
      ["e-ticket.pdf", "ticket-download-failed"],
      ["invoice.pdf", "invoice-download-failed"],
    ] as const) {
      const url = `/trains/summary/${orderId}/${file}`;
      // No PNR yet: back to the order page, which says the download failed.
      const unbooked = await page(url, owner);
      expect(unbooked.statusCode, url).toBe(303);
      expect(unbooked.headers.location).toBe(`/trains/summary/${orderId}?notice=${notice}`);
      expect((await page(url, other)).statusCode, url).toBe(404);
      const signedOut = await page(url, null);
      expect(signedOut.statusCode, url).toBe(303);
      expect(signedOut.headers.location).toBe(
        `/v1/api/login?${new URLSearchParams({ next: `/trains/summary/${orderId}` })}`,
      );
    }
    expect((await page(`/trains/summary/${orderId}/other.pdf`, owner)).statusCode).toBe(404);
  });

  it("answers 404 for another account's order on the summary, history and IRCTC login pages", async () => {
    const orderId = await draftOrder(owner, [
      { name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" },
    ]);
    for (const path of ["summary", "history", "irctc-login"]) {
      const url = `/trains/${path}/${orderId}`;
      const mine = await page(url, owner);
      expect(mine.statusCode, url).toBe(200);
      expect(mine.headers["cache-control"]).toBe("no-store");
      expect(pageText(mine)).not.toContain("We could not find this order.");

      const theirs = await page(url, other);
      expect(theirs.statusCode, url).toBe(404);
      expect(theirs.headers["cache-control"]).toBe("no-store");
      expect(pageText(theirs)).toContain("We could not find this order.");
      expect(pageText(theirs)).not.toContain("Asha Verma");

      // No such order at all: the same answer.
      const none = await page(`/trains/${path}/26081500001`, other);
      expect(none.statusCode, url).toBe(404);

      // Signed out: the page asks to log in (a real page an e-mail may link to).
      const signedOut = await page(url, null);
      expect(signedOut.statusCode, url).toBe(200);
      expect(pageText(signedOut)).toContain(
        "It seems you are logged out. Please login to continue.",
      );
    }
  });
});
