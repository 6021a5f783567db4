import { testDatabaseKinds } from "@safar/test-kit/database";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureWebBuild } from "../../../scripts/web-build.ts";
import { type SignedIn, signIn } from "../../api/test/session.ts";
import { startTestServer, type TestServer } from "./test/helper.ts";

/**
 * The booking and order pages as the host serves them (issue 16): another
 * account's order pages answer 404 as the API does.
 */

beforeAll(() => {
  ensureWebBuild();
}, 300_000);

/** The page's text, without markup (messages may be split by React's comments). */
function text(res: LightMyRequestResponse): string {
  return res.body
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

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
    t = await startTestServer(kind, { pageCache: false });
    // A railway account to book with (made on the railway's side; its password is not used here).
    await t.database.sql.query(
      `insert into railway.users (user_id, password_hash, name, email, mobile, created_at, password_changed_at)
       values ('pages_owner', 'x', 'Asha Verma', 'pages.owner@example.com', '9800000001', now(), now())`,
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

  it("answers 404 for another account's order on the summary, history and IRCTC login pages", async () => {
    const orderId = await draftOrder(owner, [
      { name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" },
    ]);
    for (const path of ["summary", "history", "irctc-login"]) {
      const url = `/trains/${path}/${orderId}`;
      const mine = await page(url, owner);
      expect(mine.statusCode, url).toBe(200);
      expect(mine.headers["cache-control"]).toBe("no-store");
      expect(text(mine)).not.toContain("We could not find this order.");

      const theirs = await page(url, other);
      expect(theirs.statusCode, url).toBe(404);
      expect(theirs.headers["cache-control"]).toBe("no-store");
      expect(text(theirs)).toContain("We could not find this order.");
      expect(text(theirs)).not.toContain("Asha Verma");

      // No such order at all: the same answer.
      const none = await page(`/trains/${path}/26081500001`, other);
      expect(none.statusCode, url).toBe(404);

      // Signed out: the page asks to log in (a real page an e-mail may link to).
      const signedOut = await page(url, null);
      expect(signedOut.statusCode, url).toBe(200);
      expect(text(signedOut)).toContain("It seems you are logged out. Please login to continue.");
    }
  });
});
