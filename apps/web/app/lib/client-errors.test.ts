import { describe, expect, it } from "vitest";
import { isHydrationMismatch } from "./client-errors.ts";

describe("isHydrationMismatch (spec §8: hydration mismatches are not reported)", () => {
  it.each([
    "Hydration failed because the server rendered HTML didn't match the client.",
    "There was an error while hydrating but React was able to recover by instead client rendering.",
    "Text content does not match server-rendered HTML.",
    "Minified React error #418; visit https://react.dev/errors/418",
    "Minified React error #423",
  ])("recognises %s", (message) => {
    expect(isHydrationMismatch(new Error(message))).toBe(true);
  });

  it.each([
    "Cannot read properties of undefined (reading 'trains')",
    "Loading chunk failed",
    "Minified React error #31",
  ])("reports %s", (message) => {
    expect(isHydrationMismatch(new Error(message))).toBe(false);
  });
});
