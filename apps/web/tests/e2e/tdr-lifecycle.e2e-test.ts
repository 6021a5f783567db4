import { CSRF_COOKIE, SESSION_COOKIE } from "@safar/contracts/auth";
import type { OrderSummary } from "@safar/contracts/booking";
import type { TdrView } from "@safar/contracts/tdr";
import { formatPaise } from "@safar/domain/money";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatIstDate, formatIstDateTime } from "../../app/lib/dates.ts";
import {
  bookableJourney,
  bookInBrowser,
  draftOrder,
  freshMobile,
  registerRailwayUser,
} from "./booked.ts";
import { axeViolations, hydrated, SHOTS_DIR, serverNow, setServerClock, shot } from "./browser.ts";
import { callApi, type Session, signedInContext, signInThroughApi } from "./journey.ts";
import { ownServer } from "./own-server.ts";

/**
 * A TDR from filing to its refund (issue 18 item 5), in the browser. A ticket
 * of two booked and paid from the wallet; after the train arrived, on the TDR
 * screen before JavaScript at 360 px, passenger 1 claims "No berth or seat
 * given" and passenger 2 "Excess fare charged by the ticket examiner"; 46 days
 * on, the railway has decided (its jobs round) and Safar has paid (the
 * reconciler): the traveller signs in again (sessions last 30 days) and the
 * tracker reads "Refunded ₹X … Credited to your wallet" for the first and
 * "Rejected" with the railway's note for the second; the order page lists the
 * TDR refund; the wallet grew by it. Axe at 360 and 1280 px; screenshots of
 * the decided claims (and of My bookings' Unclaimed refunds tab at 360 px) go
 * to SHOTS_DIR when set.
 *
 * Its own server: the shared one (global-setup.ts) keeps its clock on the
 * pinned day for every other test, and a clock 46 days on would chart the runs
 * they book on and end their sessions. This one runs its railway jobs and
 * reconciler every 2 s (JOBS_EVERY_MS), so the decision and the payment come
 * within seconds of the jump, not 30 and 60.
 */

const DAY_MS = 24 * 3_600_000;
/** How long the jobs round and the reconciler get to decide and pay after the jump. */
const DECISION_WAIT_MS = 60_000;

const own = ownServer({ JOBS_EVERY_MS: "2000" });

/** The newest outbox message id for a recipient (0 when none). */
async function lastMessageId(recipient: string): Promise<number> {
  const { messages } = await callApi<{ messages: { id: number }[] }>(
    `/api/dev/outbox?recipient=${recipient}&limit=1`,
    {},
    undefined,
    own.url,
  );
  return messages[0]?.id ?? 0;
}

/** The sign-in OTP sent to `mobile` after message `after`. */
async function otpAfter(mobile: string, after: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const { messages } = await callApi<{ messages: { id: number; body: string }[] }>(
      `/api/dev/outbox?recipient=${mobile}&limit=1`,
      {},
      undefined,
      own.url,
    );
    const newest = messages[0];
    const otp = newest && newest.id > after ? /\b(\d{6})\b/.exec(newest.body)?.[1] : undefined;
    if (otp) return otp;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new OTP for ${mobile}`);
}

/** The session a own.browser context holds (after signing in on the page). */
async function sessionOf(context: BrowserContext): Promise<Session> {
  const cookies = await context.cookies(own.url);
  const session = cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  const csrf = cookies.find((c) => c.name === CSRF_COOKIE)?.value;
  if (!session || !csrf) throw new Error("the own.browser holds no session");
  return { session, csrf };
}

/** Each claim card's status, text and tracker steps as read (screen-reader words included). */
async function claimsOn(page: Page) {
  const cards = page.getByRole("region", { name: "TDRs filed" }).locator(".ab-claim");
  const out: { status: string; text: string; steps: string[] }[] = [];
  for (const card of await cards.all()) {
    out.push({
      status: ((await card.locator(".ab-claim__status").textContent()) ?? "").trim(),
      text: (await card.textContent()) ?? "",
      steps: (await card.getByRole("listitem").allTextContents()).map((s) => s.trim()),
    });
  }
  return out;
}

describe("a TDR from filing to its refund", () => {
  it("filed before JavaScript at 360 px; 46 days on, refunded to the wallet and rejected with its note", async () => {
    const journey = await bookableJourney(own.url);
    const railwayUserId = await registerRailwayUser(own.browser, own.url);
    const mobile = freshMobile("7");
    const who = await signInThroughApi(mobile, own.url);
    const { orderId, fare } = await draftOrder(who, journey, railwayUserId, own.url);
    const booking = await signedInContext(own.browser, "mobile", who, true, { server: own.url });
    await bookInBrowser(await booking.newPage(), orderId, formatPaise(fare.totalPaise));
    await booking.close();
    const summaryOf = (as: Session) =>
      callApi<OrderSummary>(`/api/trains/v1/order/summary/${orderId}`, {}, as, own.url);
    const walletOf = async (as: Session) =>
      (await callApi<{ balancePaise: number }>("/api/pg/v1/wallet", {}, as, own.url)).balancePaise;
    const booked = await summaryOf(who);
    const walletBefore = await walletOf(who);
    // Two adults of one class: each paid half the ticket fare.
    const ticketFare = booked.fare_and_payment_details.fare.lines.find(
      (l) => l.id === "ticket_fare",
    );
    expect(booked.fare_and_payment_details.fare.payingPassengers).toBe(2);
    const farePerPassenger = (ticketFare?.paise ?? 0) / 2;
    expect(farePerPassenger).toBeGreaterThan(0);

    // Two days after the journey date, at 10:00: the train (NDLS → HWH overnight) has arrived
    // and the after-journey reasons are open for 72 h.
    const afterArrival = new Date(`${journey.date}T10:00:00+05:30`).getTime() + 2 * DAY_MS;
    await setServerClock({ now: new Date(afterArrival).toISOString() }, own.url);
    const open = await callApi<TdrView>(`/api/trains/v1/tdr?orderId=${orderId}`, {}, who, own.url);
    expect(
      open.reasons.filter((r) => r.allowed).map((r) => r.reason),
      "the reasons open two days after the journey",
    ).toEqual(expect.arrayContaining(["no_room_provided", "excess_fare_charged"]));

    // Before JavaScript at 360 px: the form posts.
    const plain = await own.browser.newContext({
      baseURL: own.url,
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    await plain.addCookies([
      { name: SESSION_COOKIE, value: who.session, url: own.url, httpOnly: true, sameSite: "Lax" },
      { name: CSRF_COOKIE, value: who.csrf, url: own.url, sameSite: "Lax" },
    ]);
    const nojs = await plain.newPage();
    const tdrPage = `/trains/summary/${orderId}/tdr`;
    await nojs.goto(tdrPage);
    expect(await nojs.locator("h1").textContent()).toBe("File a TDR");
    // Nothing chosen: refused with the words, tied to the fields.
    await nojs.getByRole("button", { name: "File TDR" }).click();
    const passengers = nojs.getByRole("group", { name: "Who is the claim for?" });
    const reasons = nojs.getByRole("group", { name: "What happened?" });
    expect(await passengers.getAttribute("aria-describedby")).toBe("tdr-passengers-error");
    expect(await nojs.locator("#tdr-passengers-error").textContent()).toBe(
      "Select at least one passenger",
    );
    expect(await reasons.getAttribute("aria-describedby")).toBe("tdr-reason-error");
    expect(await nojs.locator("#tdr-reason-error").textContent()).toBe("Select a reason");
    // Passenger 1: no berth given (refunded in full).
    await nojs.getByRole("checkbox", { name: /^Asha Verma/ }).check();
    await nojs.getByRole("radio", { name: /^No berth or seat given/ }).check();
    await nojs.getByRole("button", { name: "File TDR" }).click();
    await nojs.waitForURL(new RegExp(`${tdrPage}\\?filed=1$`));
    await nojs.getByRole("status").filter({ hasText: "TDR filed." }).waitFor();
    // Passenger 2: excess fare charged by the ticket examiner (refunded by the zonal office, not here).
    expect(await nojs.getByRole("checkbox", { name: /^Asha Verma/ }).count()).toBe(0);
    await nojs.getByRole("checkbox", { name: /^Ravi Verma/ }).check();
    await nojs.getByRole("radio", { name: /^Excess fare charged by the ticket examiner/ }).check();
    await nojs.getByRole("button", { name: "File TDR" }).click();
    await nojs.waitForURL(new RegExp(`${tdrPage}\\?filed=1$`));
    const filed = await callApi<TdrView>(`/api/trains/v1/tdr?orderId=${orderId}`, {}, who, own.url);
    expect(filed.filed.map((f) => [f.reason, f.passengerNumbers, f.status])).toEqual([
      ["no_room_provided", [1], "filed"],
      ["excess_fare_charged", [2], "filed"],
    ]);
    const [noRoom, excess] = filed.filed as [TdrView["filed"][0], TdrView["filed"][0]];
    // Both passengers claimed: no form, and the trackers wait for the railway.
    expect(await nojs.getByRole("button", { name: "File TDR" }).count()).toBe(0);
    const waiting = await claimsOn(nojs);
    expect(waiting.map((c) => c.status)).toEqual(["Filed", "Filed"]);
    expect(waiting[0]?.text).toContain("No berth or seat given · Asha Verma");
    expect(waiting[1]?.text).toContain("Excess fare charged by the ticket examiner · Ravi Verma");
    expect(waiting[0]?.steps).toEqual([
      `TDR filed, done on ${formatIstDateTime(noRoom.filedAt)}`,
      `Under review by the railway from ${dayOf(noRoom.filedAt, 1)}, expected`,
      `The railway's decision by ${dayOf(noRoom.filedAt, 45)}, expected`,
    ]);
    await shot(nojs, "tdr-filed-360-nojs");

    // 46 days on: the railway decides in its jobs round, Safar pays in the reconciler.
    const filedAt = new Date(excess.filedAt).getTime();
    await setServerClock({ now: new Date(filedAt + 46 * DAY_MS).toISOString() }, own.url);
    const jumped = Date.now();
    // The session (30 days) has ended: the traveller signs in again, on the plain forms.
    await nojs.goto(tdrPage);
    await nojs.getByText("It seems you are logged out. Please login to continue.").waitFor();
    await nojs.locator("main").getByRole("link", { name: "Login" }).click();
    const seen = await lastMessageId(mobile);
    await nojs.getByLabel("Mobile number or email").fill(mobile);
    await nojs.getByRole("button", { name: "Get OTP" }).click();
    await nojs.getByLabel("Enter OTP").fill(await otpAfter(mobile, seen));
    await nojs.getByRole("button", { name: "Verify and sign in" }).click();
    await nojs.waitForURL(new RegExp(`${tdrPage}$`));
    const again = await sessionOf(plain);

    // Until both claims are decided and the refund credited (bounded).
    let claims = await claimsOn(nojs);
    while (
      !(
        claims[0]?.steps.some((s) => s.startsWith("Credited to your wallet")) &&
        claims[1]?.status === "Rejected"
      )
    ) {
      if (Date.now() - jumped > DECISION_WAIT_MS) {
        throw new Error(
          `the TDRs were not decided and paid within ${DECISION_WAIT_MS / 1000} s of the clock's jump (server time ${(await serverNow(own.url)).toISOString()}); the screen reads: ${JSON.stringify(claims)}`,
        );
      }
      await new Promise((r) => setTimeout(r, 1_000));
      await nojs.reload();
      claims = await claimsOn(nojs);
    }
    const decidedAfterMs = Date.now() - jumped;
    const decided = await callApi<TdrView>(
      `/api/trains/v1/tdr?orderId=${orderId}`,
      {},
      again,
      own.url,
    );
    const [refunded, rejected] = decided.filed as [TdrView["filed"][0], TdrView["filed"][0]];
    // The full fare of passenger 1, decided 45 days or more after filing.
    expect(refunded.refundPaise).toBe(farePerPassenger);
    expect(new Date(refunded.decidedAt ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(refunded.filedAt).getTime() + 45 * DAY_MS,
    );
    const money = formatPaise(farePerPassenger);
    const creditedAt = refunded.tracker.find((s) => s.step === "credited")?.at ?? "";
    expect(claims[0]?.status).toBe(`Refunded ${money}`);
    expect(claims[0]?.text).toContain("No berth or seat was given, so the full fare is refunded.");
    expect(claims[0]?.steps).toEqual([
      `TDR filed, done on ${formatIstDateTime(refunded.filedAt)}`,
      `Under review by the railway, done on ${formatIstDateTime(dayAfter(refunded.filedAt))}`,
      `Refunded ${money}, done on ${formatIstDateTime(refunded.decidedAt ?? "")}`,
      `Credited to your wallet, done on ${formatIstDateTime(creditedAt)}`,
    ]);
    expect(claims[1]?.status).toBe("Rejected");
    expect(rejected.refundPaise).toBe(0);
    expect(claims[1]?.text).toContain(
      "An excess fare paid to the ticket examiner is refunded by the railway's zonal office against its receipt, not on this ticket, so nothing is refunded here.",
    );
    expect(claims[1]?.steps).toEqual([
      `TDR filed, done on ${formatIstDateTime(rejected.filedAt)}`,
      `Under review by the railway, done on ${formatIstDateTime(dayAfter(rejected.filedAt))}`,
      `Rejected, done on ${formatIstDateTime(rejected.decidedAt ?? "")}`,
    ]);
    // Nobody left to claim for: no form, and no list of closed reasons above the trackers.
    const main = (await nojs.locator("main").textContent()) ?? "";
    expect(main).toContain("Every passenger of this ticket is cancelled or already in a TDR.");
    expect(main).not.toContain("The time to file this TDR has passed");
    // The wallet grew by the refunded fare, and by nothing else.
    expect((await walletOf(again)) - walletBefore).toBe(farePerPassenger);
    await plain.close();

    // With JavaScript at 360 and 1280 px: axe-clean, the order page lists the refund.
    for (const viewport of ["mobile", "desktop"] as const) {
      const width = viewport === "mobile" ? 360 : 1280;
      const context = await signedInContext(own.browser, viewport, again, true, {
        server: own.url,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(tdrPage);
      await hydrated(page);
      expect((await claimsOn(page)).map((c) => c.steps)).toEqual(claims.map((c) => c.steps));
      expect(await axeViolations(page), `TDR screen at ${width} px`).toEqual([]);
      await shot(page, `tdr-${width}`);
      if (SHOTS_DIR) {
        await page
          .getByRole("region", { name: "TDRs filed" })
          .screenshot({ path: `${SHOTS_DIR}/tdr-claims-${width}.png` });
      }

      await page.goto(`/trains/summary/${orderId}`);
      await hydrated(page);
      const refunds = page.getByRole("region", { name: "Refund summary", exact: true });
      const line = refunds
        .getByRole("listitem")
        .filter({ hasText: "TDR of passenger 1 (No berth or seat given)" });
      expect(await line.textContent()).toBe(
        `${money.replace(/\.00$/, "")}: TDR of passenger 1 (No berth or seat given). Refunded on ${formatIstDateTime(creditedAt)}; credited on ${formatIstDateTime(creditedAt)}.`,
      );
      // Nothing else was refunded: the order's refunded total is the TDR's.
      expect(
        (
          await page.getByRole("region", { name: "Fare and refund summary" }).textContent()
        )?.replace(/\s+/g, ""),
      ).toContain(`Refunded${money.replace(/\.00$/, "")}`);
      // The order page's TDRs: the same trackers.
      const onOrder = page.getByRole("region", { name: "TDRs", exact: true });
      expect(await onOrder.textContent()).toContain(`Refunded ${money}`);
      expect(await onOrder.textContent()).toContain("Credited to your wallet");
      expect(await axeViolations(page), `order page at ${width} px`).toEqual([]);
      await shot(page, `tdr-order-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }

    // My bookings' Unclaimed refunds tab at 360 px: the tabs wrap, the current one in view.
    const phone = await signedInContext(own.browser, "mobile", again, true, { server: own.url });
    const tabs = await phone.newPage();
    await tabs.goto("/trains/mybookings?tab=unclaimed-refunds");
    await hydrated(tabs);
    const current = tabs.getByRole("link", { name: "Unclaimed refunds" });
    expect(await current.getAttribute("aria-current")).toBe("page");
    const box = await current.boundingBox();
    expect(box, "the current tab is laid out").not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360).toBe(true);
    await shot(tabs, "tdr-mybookings-unclaimed-360");
    await phone.close();
    console.info(`TDRs decided and paid (and seen) ${decidedAfterMs} ms after the clock's jump`);
  }, 240_000);
});

/** `days` after an instant, as the tracker's day (`4 Dec 2026`). */
function dayOf(iso: string, days: number): string {
  return formatIstDate(new Date(new Date(iso).getTime() + days * DAY_MS).toISOString());
}

/** A day after an instant (when a claim reads under review). */
function dayAfter(iso: string): string {
  return new Date(new Date(iso).getTime() + DAY_MS).toISOString();
}
