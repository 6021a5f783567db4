import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * What a traveller does with the home search form, as a keyboard and
 * screen-reader user would (roles and labels): shared by the search and the
 * booking journeys.
 */

/** `expect.poll` with room for a busy machine (the default gives up after a second). */
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The enhanced station combobox (the plain input is replaced once its chunk has loaded). */
export async function stationBox(page: Page, label: "From" | "To"): Promise<Locator> {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.waitFor();
  return box;
}

/**
 * Types `query` into a station combobox, moves down the options with the
 * arrow keys until the active one (aria-activedescendant) names `option`,
 * and chooses it with Enter. Returns the code the form will send.
 */
export async function pickStation(
  page: Page,
  label: "From" | "To",
  query: string,
  option: RegExp,
): Promise<string> {
  const box = await stationBox(page, label);
  await box.focus();
  await box.fill("");
  await page.keyboard.type(query, { delay: 30 });
  const listbox = page.getByRole("listbox");
  await listbox.getByRole("option").first().waitFor();
  expect(await box.getAttribute("aria-expanded")).toBe("true");
  const options = await listbox.getByRole("option").count();
  let active = "";
  for (let i = 0; i < options; i++) {
    await page.keyboard.press("ArrowDown");
    const id = (await box.getAttribute("aria-activedescendant")) ?? "";
    active = (await page.locator(`[id="${id}"]`).textContent()) ?? "";
    if (option.test(active)) break;
  }
  expect(active, `an option for "${query}"`).toMatch(option);
  await page.keyboard.press("Enter");
  await poll(() => box.getAttribute("aria-expanded")).toBe("false");
  await poll(() => box.inputValue()).toMatch(/\([A-Z0-9]+\)$/);
  const code = /\(([A-Z0-9]+)\)$/.exec(await box.inputValue())?.[1] ?? "";
  expect(active).toContain(code);
  return code;
}

/**
 * Opens the calendar with Enter, walks to `date` with the arrow keys from the
 * day that has focus, chooses it with Enter; the dialog closes and focus
 * returns to the date control.
 */
export async function pickDate(page: Page, date: string): Promise<void> {
  const control = page.getByRole("button", { name: /^Journey date/ });
  await control.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Choose journey date" });
  await dialog.waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains("rdp-day_button"));
  const focused = await page.evaluate(
    () => document.activeElement?.closest("[data-day]")?.getAttribute("data-day") ?? "",
  );
  expect(focused).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const steps = daysBetween(focused, date);
  for (let i = 0; i < Math.abs(steps); i++) {
    await page.keyboard.press(steps > 0 ? "ArrowRight" : "ArrowLeft");
  }
  await poll(() =>
    page.evaluate(() => document.activeElement?.closest("[data-day]")?.getAttribute("data-day")),
  ).toBe(date);
  await page.keyboard.press("Enter");
  await dialog.waitFor({ state: "detached" });
  await poll(() => page.evaluate(() => document.activeElement?.id)).toBe(
    await control.getAttribute("id"),
  );
}
