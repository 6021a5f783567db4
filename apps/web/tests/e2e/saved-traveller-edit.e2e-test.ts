import type { SavedTraveller } from "@safar/contracts/travellers/saved-traveller";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, launch, nextWeekday, type ViewportName } from "./browser.ts";
import { callApi, poll, type Session, signedInContext, signInThroughApi } from "./journey.ts";

/**
 * Correcting a saved traveller on the traveller-details screen (issue 6's
 * saved travellers): Edit opens the traveller's row as the traveller form,
 * prefilled; Save checks the spec's rules (the spec's words beside the field
 * and in the summary) and saves through the API; the list shows the change,
 * still ticked (the default starts unticked: the traveller ticks it), with
 * "Saved <name>"; focus moves to the form's first field
 * and back to the traveller's Edit button; what else was typed on the page
 * stays. With the keyboard at 360 px and 1280 px, and as plain forms before
 * JavaScript.
 */

const DATE = nextWeekday([0, 1, 2, 3, 4, 5, 6], 4);
const CONFIRM = `/trains/confirm?train=12952&class=3A&quota=GN&date=${DATE}&from=NDLS&to=MMCT`;
const LIST = "/api/trains/v1/user/td_details";

let counter = 0;
/** A fresh 10-digit mobile per call, so reruns against one server never collide. */
function freshMobile(): string {
  counter += 1;
  return `6${String(counter).padStart(3, "0")}${`${Date.now() % 1_000_000}`.padStart(6, "0")}`;
}

/** A signed-in user with one saved traveller, the default (not ticked until the traveller ticks it). */
async function userWithSavedTraveller(): Promise<Session> {
  const who = await signInThroughApi(freshMobile());
  await callApi(
    LIST,
    {
      method: "POST",
      body: JSON.stringify({
        action: "create",
        traveller: {
          name: "Kiran Mehta",
          age: 30,
          gender: "Female",
          berth: "LB",
          food: "V",
          isDefault: true,
        },
      }),
    },
    who,
  );
  return who;
}

const savedList = async (who: Session) =>
  (await callApi<{ travellers: SavedTraveller[] }>(LIST, {}, who)).travellers;

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe.each(["mobile", "desktop"] as ViewportName[])(
  "editing a saved traveller on %s",
  (viewport) => {
    it("corrects the name and age with the keyboard; an invalid age is refused in the spec's words", async () => {
      const who = await userWithSavedTraveller();
      const context = await signedInContext(browser, viewport, who);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(CONFIRM);
      await hydrated(page);
      const saved = page.getByRole("group", { name: "Saved travellers" });
      await saved.getByText("Kiran Mehta · 30 · Female · Lower (default)").waitFor();
      // Nothing is ticked that the traveller did not tick, the default included (issue 16).
      const box = saved.getByRole("checkbox", {
        name: "Kiran Mehta · 30 · Female · Lower (default)",
      });
      expect(await box.isChecked()).toBe(false);
      await box.focus();
      await page.keyboard.press("Space");
      expect(await box.isChecked()).toBe(true);
      // Something typed elsewhere on the page, to be kept across the round trips.
      await page.getByLabel("Email", { exact: true }).fill("kiran@example.com");

      // Edit, with the keyboard: the row opens as the traveller form, focus on its first field.
      await page.getByRole("button", { name: "Edit Kiran Mehta" }).focus();
      await page.keyboard.press("Enter");
      const form = page.getByRole("group", { name: "Edit Kiran Mehta" });
      await form.waitFor();
      await poll(() => focusedId(page)).toBe("td-edit-name");
      expect(await form.getByLabel("Full name (as on ID)").inputValue()).toBe("Kiran Mehta");
      expect(await form.getByLabel("Age", { exact: true }).inputValue()).toBe("30");
      expect(await form.getByLabel("Berth preference").inputValue()).toBe("LB");
      expect(await form.getByLabel("Food", { exact: true }).inputValue()).toBe("V");
      expect(await axeViolations(page), "edit form open").toEqual([]);

      // An invalid age, saved with Enter in the field: the spec's message beside it and in the summary.
      await page.keyboard.press("Tab");
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("abc");
      await page.keyboard.press("Enter");
      const summary = page.getByRole("alert").filter({ hasText: "Please check the details below" });
      await summary.getByRole("link", { name: "Please enter a valid Age" }).waitFor();
      await poll(() => page.evaluate(() => document.activeElement?.className ?? "")).toContain(
        "td-summary",
      );
      const age = form.getByLabel("Age", { exact: true });
      expect(await age.getAttribute("aria-invalid")).toBe("true");
      expect(await age.getAttribute("aria-describedby")).toBe("td-edit-age-error");
      expect(await page.locator("#td-edit-age-error").textContent()).toBe(
        "Please enter a valid Age",
      );
      expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(
        "kiran@example.com",
      );
      expect(await axeViolations(page), "edit refused").toEqual([]);

      // Correct the name and the age; Save changes with the keyboard.
      await form.getByLabel("Full name (as on ID)").focus();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("Kiran Mehra");
      await page.keyboard.press("Tab");
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("31");
      await form.getByRole("button", { name: "Save changes" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("status").filter({ hasText: "Saved Kiran Mehra" }).waitFor();
      await form.waitFor({ state: "detached" });
      const row = saved.getByRole("checkbox", {
        name: "Kiran Mehra · 31 · Female · Lower (default)",
      });
      expect(await row.isChecked()).toBe(true);
      await poll(() => focusedId(page)).toBe(
        await page.getByRole("button", { name: "Edit Kiran Mehra" }).getAttribute("id"),
      );
      expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(
        "kiran@example.com",
      );
      expect(await page.locator(".td-summary").count()).toBe(0);
      expect(await axeViolations(page), "saved").toEqual([]);
      expect(await savedList(who)).toMatchObject([
        { name: "Kiran Mehra", age: 31, berth: "LB", food: "V", isDefault: true },
      ]);

      // Cancel closes the form unchanged and returns focus to the row.
      await page.getByRole("button", { name: "Edit Kiran Mehra" }).focus();
      await page.keyboard.press("Enter");
      await form
        .or(page.getByRole("group", { name: "Edit Kiran Mehra" }))
        .first()
        .waitFor();
      await poll(() => focusedId(page)).toBe("td-edit-name");
      await page.keyboard.type("Someone Else");
      await page.getByRole("button", { name: "Cancel", exact: true }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("group", { name: "Edit Kiran Mehra" }).waitFor({ state: "detached" });
      await poll(() => focusedId(page)).toBe(
        await page.getByRole("button", { name: "Edit Kiran Mehra" }).getAttribute("id"),
      );
      expect((await savedList(who))[0]?.name).toBe("Kiran Mehra");

      // Enter in an ordinary field means Continue (which checks the page), never
      // an action button further up or down (Send my user ID, Edit, Delete…).
      await page.getByLabel("Email", { exact: true }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("alert").filter({ hasText: "Please check the details below" }).waitFor();
      expect(await savedList(who)).toMatchObject([{ name: "Kiran Mehra", isDefault: true }]);
      expect(await page.getByRole("group", { name: "Edit Kiran Mehra" }).count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);

describe("editing a saved traveller before JavaScript loads", () => {
  it("opens, refuses and saves as plain form posts, focusing the field with autofocus", async () => {
    const who = await userWithSavedTraveller();
    const context = await signedInContext(browser, "mobile", who, false);
    const page = await context.newPage();
    await page.goto(CONFIRM);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("kiran@example.com");
    await page.getByRole("button", { name: "Edit Kiran Mehta" }).click();
    const form = page.getByRole("group", { name: "Edit Kiran Mehta" });
    await form.waitFor();
    expect(await focusedId(page)).toBe("td-edit-name");

    await form.getByLabel("Age", { exact: true }).fill("200");
    await form.getByRole("button", { name: "Save changes" }).click();
    await page.locator("#td-edit-age-error").waitFor();
    expect(await page.locator("#td-edit-age-error").textContent()).toBe(
      "Age should be less than or equal to 125 years.",
    );
    expect(await page.locator(".td-summary").textContent()).toContain(
      "Age should be less than or equal to 125 years.",
    );

    await form.getByLabel("Age", { exact: true }).fill("45");
    await form.getByLabel("Berth preference").selectOption("UB");
    await form.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Saved Kiran Mehta").waitFor();
    await page
      .getByRole("checkbox", { name: "Kiran Mehta · 45 · Female · Upper (default)" })
      .waitFor();
    expect(await focusedId(page)).toBe(
      await page.getByRole("button", { name: "Edit Kiran Mehta" }).getAttribute("id"),
    );
    expect(await page.getByRole("textbox", { name: "Email", exact: true }).inputValue()).toBe(
      "kiran@example.com",
    );
    // (axe runs in the page's JavaScript: the same states are checked above, with it.)
    expect(await savedList(who)).toMatchObject([{ name: "Kiran Mehta", age: 45, berth: "UB" }]);
    await context.close();
  });
});
