import { formatPaise } from "@safar/domain/money";
import { beforeAll, describe, expect, it } from "vitest";
import { freshMobile, RAILWAY_PASSWORD } from "./booked.ts";
import { axeViolations, hydrated, SHOTS_DIR, setServerClock, shot } from "./browser.ts";
import { callApi, poll, type Session, signedInContext, signInThroughApi } from "./journey.ts";
import { ownServer } from "./own-server.ts";
import { codeFromOutbox, type RailwayUser, railwayUserProvedBy } from "./railway-user.ts";

/**
 * A Tatkal opening in the browser (issue 20), on a server of its own whose
 * clock moves to 09:30 IST the day before the journey, then to the 10:00
 * opening of AC Tatkal:
 * - the traveller-details screen says before the form what stands in the
 *   way — Tatkal opens at 10:00 today, the IRCTC ID needs Aadhaar — and,
 *   once the ID is authenticated, offers one-click Tatkal (before
 *   JavaScript, 360 and 1280 px, axe);
 * - one traveller schedules a one-click booking (the waiting-list choice,
 *   the terms, the railway's page with the password and the Aadhaar OTP),
 *   and the card on home says it is scheduled;
 * - another proceeds to pay at 09:50 and waits in the waiting room, first
 *   in the queue; at 10:00 the page lets them through to payment, and the
 *   scheduled booking books itself: the card shows the PNR.
 */

const JOURNEY_DATE = "2026-11-27";
const AADHAAR = "2341 2341 2346";
const at = (time: string) => `2026-11-26T${time}:00+05:30`;

const own = ownServer();
beforeAll(async () => {
  await setServerClock({ now: at("09:30") }, own.url);
});

/** An AC Tatkal class New Delhi → Howrah on the journey date, its train leaving the origin that day. */
async function tatkalClass() {
  const found = await callApi<{
    trains: {
      trainNumber: string;
      from: { code: string };
      to: { code: string };
      classes: { code: string; status: string }[];
    }[];
  }>(
    `/api/trains/v5/search?from=NDLS&to=HWH&date=${JOURNEY_DATE}&quota=TQ`,
    {},
    undefined,
    own.url,
  );
  for (const t of found.trains) {
    const c = t.classes.find((k) => k.code === "3A" && k.status === "BOOKING NOT YET OPENED");
    if (c) {
      return {
        trainNumber: t.trainNumber,
        from: t.from.code,
        to: t.to.code,
        date: JOURNEY_DATE,
        classCode: "3A",
        quota: "TQ",
      };
    }
  }
  throw new Error(`no 3A Tatkal class NDLS → HWH on ${JOURNEY_DATE}`);
}

/** The railway's Aadhaar page, in a own.browser of its own. */
async function authenticateAadhaar(railway: RailwayUser) {
  const context = await own.browser.newContext({ baseURL: own.url });
  const page = await context.newPage();
  await page.goto(`/railway/aadhaar?userId=${railway.userId}`);
  await page.getByLabel("Password").fill(RAILWAY_PASSWORD);
  await page.getByRole("textbox", { name: "Aadhaar number" }).fill(AADHAAR);
  await page.getByRole("checkbox", { name: /I agree that the railway checks/ }).check();
  await page.getByRole("button", { name: "Send OTP" }).click();
  const otp = await codeFromOutbox(railway.mobile, /OTP to authenticate Aadhaar/, own.url);
  await page.getByLabel("OTP", { exact: true }).fill(otp);
  await page.getByRole("button", { name: "Authenticate Aadhaar" }).click();
  await page.getByText("Aadhaar authenticated: XXXX XXXX 2346").waitFor();
  await context.close();
}

async function draftFor(who: Session, railwayUserId: string, journey: Record<string, string>) {
  return callApi<{ orderId: string; fare: { totalPaise: number } }>(
    "/api/trains/v1/verify",
    {
      method: "POST",
      body: JSON.stringify({
        journey,
        railwayUserId,
        seenStatus: "BOOKING NOT YET OPENED",
        details: {
          passengers: [{ name: "Asha Verma", age: "34", gender: "Female", berth: "LB", food: "V" }],
          contact: { email: "asha@example.com", mobile: "9876543210" },
          policyAgreed: "on",
        },
      }),
    },
    who,
    own.url,
  );
}

describe("a Tatkal opening", () => {
  it("says what stands in the way, schedules one-click Tatkal, queues, and books at 10:00", async () => {
    const journey = await tatkalClass();
    const confirmPath = `/trains/confirm?${new URLSearchParams({
      train: journey.trainNumber,
      class: "3A",
      quota: "TQ",
      date: JOURNEY_DATE,
      from: journey.from,
      to: journey.to,
    })}`;
    const asha = await signInThroughApi(freshMobile("6"), own.url);
    const ashaId = await railwayUserProvedBy(own.browser, asha, own.url);

    // Before the form, before JavaScript: when Tatkal opens, and the Aadhaar the ID lacks.
    for (const viewport of ["mobile", "desktop"] as const) {
      const plain = await signedInContext(own.browser, viewport, asha, false, { server: own.url });
      const page = await plain.newPage();
      await page.goto(confirmPath);
      const notice = page.getByRole("region", { name: "Before you book" });
      await expect(notice.textContent()).resolves.toContain(
        "Tatkal booking in AC 3 Tier opens at 10:00 today.",
      );
      await expect(notice.textContent()).resolves.toContain(
        `IRCTC ID ${ashaId.userId} is not Aadhaar-authenticated yet.`,
      );
      await expect(
        notice.getByRole("link", { name: /Authenticate Aadhaar/ }).count(),
      ).resolves.toBe(1);
      expect(await page.getByRole("button", { name: "Schedule one-click Tatkal" }).count()).toBe(0);
      await shot(page, `td-obstacles-${viewport === "mobile" ? 360 : 1280}`);
      await plain.close();
    }
    await authenticateAadhaar(ashaId);
    const context = await signedInContext(own.browser, "desktop", asha, true, { server: own.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(confirmPath);
    await hydrated(page);
    const notice = page.getByRole("region", { name: "Before you book" });
    await expect(notice.textContent()).resolves.not.toContain("Aadhaar");
    await page.getByRole("button", { name: "Schedule one-click Tatkal" }).waitFor();
    expect(await axeViolations(page), "traveller details").toEqual([]);

    // One-click Tatkal: the page, the railway's mandate, the card.
    const draft = await draftFor(asha, ashaId.userId, journey);
    await page.goto(`/trains/oct?orderId=${draft.orderId}`);
    await hydrated(page);
    await page.getByText("Tatkal opens at 10:00 today.").waitFor();
    expect(await axeViolations(page), "one-click page").toEqual([]);
    await shot(page, "oct-setup-1280");
    await page.getByRole("checkbox", { name: /I agree to the one-click Tatkal terms/ }).check();
    await page.getByRole("button", { name: "Authorise with the railway" }).click();
    await page.waitForURL(/\/railway\/mandate\?/);
    await page.getByLabel("Aadhaar OTP").waitFor();
    expect(await axeViolations(page), "mandate page").toEqual([]);
    await shot(page, "oct-mandate-1280");
    const mandateOtp = await codeFromOutbox(
      ashaId.mobile,
      /automatically when Tatkal opens/,
      own.url,
    );
    await page.getByLabel("Password").fill(RAILWAY_PASSWORD);
    await page.getByLabel("Aadhaar OTP").fill(mandateOtp);
    await page.getByRole("button", { name: "Authorise this booking" }).click();
    await page.waitForURL(new RegExp(`/trains/oct\\?orderId=${draft.orderId}$`));
    const card = page.getByRole("article");
    await expect(card.textContent()).resolves.toContain("Scheduled");
    await expect(card.textContent()).resolves.toContain(
      `${formatPaise(draft.fare.totalPaise)} held in your wallet`,
    );
    await shot(page, "oct-card-1280");
    await page.goto("/");
    await page.getByRole("region", { name: "One-click Tatkal" }).waitFor();
    await shot(page, "home-oct-1280");
    if (SHOTS_DIR) {
      await page.setViewportSize({ width: 360, height: 740 });
      await shot(page, "home-oct-360");
      await page.goto(`/trains/oct?orderId=${draft.orderId}`);
      await shot(page, "oct-card-360");
      await page.goto("/trains/oct-tnc");
      await shot(page, "oct-tnc-360");
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // Another traveller proceeds to pay at 09:50 and waits their turn.
    await setServerClock({ now: at("09:50") }, own.url);
    const ravi = await signInThroughApi(freshMobile("7"), own.url);
    const raviId = await railwayUserProvedBy(own.browser, ravi, own.url);
    await authenticateAadhaar(raviId);
    const raviDraft = await draftFor(ravi, raviId.userId, journey);
    const raviContext = await signedInContext(own.browser, "mobile", ravi, true, {
      server: own.url,
    });
    const raviPage = await raviContext.newPage();
    // In the travel app's theme (the affiliate), the other of the two.
    await raviPage.goto(`/trains/review?orderId=${raviDraft.orderId}&platform=travelapp`);
    await hydrated(raviPage);
    await raviPage
      .getByRole("button", { name: `Proceed to pay ${formatPaise(raviDraft.fare.totalPaise)}` })
      .click();
    await raviPage.waitForURL(/\/trains\/waiting-room\?orderId=/);
    await raviPage.getByRole("heading", { name: "You're in the queue" }).waitFor();
    await expect(raviPage.locator(".wr-number").textContent()).resolves.toContain(
      "Number 1 in the queue",
    );
    expect(await raviPage.locator("html").getAttribute("data-theme")).toBe("travel");
    expect(await axeViolations(raviPage), "waiting room").toEqual([]);
    await shot(raviPage, "waiting-room-360");
    if (SHOTS_DIR) {
      await raviPage.setViewportSize({ width: 1280, height: 800 });
      await shot(raviPage, "waiting-room-1280");
    }
    // Before JavaScript the page asks again by itself, on its place's 10 s grid.
    const plain = await fetch(`${own.url}/trains/waiting-room?orderId=${raviDraft.orderId}`, {
      headers: { cookie: `safar_session=${ravi.session}` },
    });
    expect(plain.headers.get("refresh")).toMatch(/^([1-9]|10)$/);

    // 10:00: the traveller in the room goes on to pay; the scheduled booking books itself.
    await setServerClock({ now: at("10:00") }, own.url);
    await raviPage.waitForURL(/\/trains\/pg-review\?orderId=/, { timeout: 30_000 });
    await poll(async () => {
      await page.goto(`/trains/oct?orderId=${draft.orderId}`);
      return (await page.getByRole("article").textContent()) ?? "";
    }).toMatch(/Booked: PNR \d{10}/);
    await shot(page, "oct-booked-1280");
    expect(errors).toEqual([]);
    await raviContext.close();
    await context.close();
    // Two travellers, the railway's pages and two clock moves: past the default minute on a busy machine.
  }, 180_000);
});
