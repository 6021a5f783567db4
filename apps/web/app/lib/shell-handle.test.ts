import { describe, expect, it } from "vitest";
import { mergeHandles } from "./shell-handle.ts";

describe("mergeHandles", () => {
  it("lets the deepest route win and ignores missing or odd handles", () => {
    expect(
      mergeHandles([
        { handle: { hideFooter: true, pageCode: 1 } },
        { handle: undefined },
        { handle: "not an object" },
        { handle: { pageCode: 2, hideHeader: undefined } },
      ]),
    ).toEqual({ hideFooter: true, pageCode: 2 });
  });
});
