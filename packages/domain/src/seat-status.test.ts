import { describe, expect, it } from "vitest";
import { seatStatusWords } from "./seat-status.ts";

describe("seatStatusWords: the railway's printed status as a traveller says it", () => {
  it.each([
    ["AVAILABLE-0578", "Available 578"],
    ["AVAILABLE-0001", "Available 1"],
    ["available - 24", "Available 24"],
    ["CURR_AVBL-0012", "Current availability 12"],
    ["RAC 12", "RAC 12"],
    ["RAC5", "RAC 5"],
    ["GNWL35/WL20", "WL 20"],
    ["GNWL 45/WL 30", "WL 30"],
    ["GNWL35", "WL 35"],
    ["TQWL7", "WL 7"],
    ["REGRET/WL", "Regret"],
    ["REGRET / WL", "Regret"],
    ["NOT AVAILABLE", "Not available"],
    ["TRAIN DEPARTED", "Departed"],
    ["BOOKING NOT YET OPENED", "Not open yet"],
    ["BOOKING CLOSED", "Booking closed"],
  ])("%s → %s", (printed, words) => {
    expect(seatStatusWords(printed)).toBe(words);
  });

  it("gives back a text it does not know, trimmed, and nothing for nothing", () => {
    expect(seatStatusWords("  SOMETHING NEW ")).toBe("SOMETHING NEW");
    expect(seatStatusWords("")).toBe("");
    expect(seatStatusWords(null)).toBe("");
  });
});
