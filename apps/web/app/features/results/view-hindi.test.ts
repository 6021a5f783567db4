import { describe, expect, it } from "vitest";
import { RESULTS } from "../../i18n/results.ts";
import { chanceWords, changeWords, seatWords } from "./connection-view.ts";
import {
  dayOffsetLabel,
  nextDayOffer,
  opensWords,
  predictionLabel,
  runDaysShort,
  runningDaysLabel,
  shortDate,
  statusWords,
} from "./view.ts";

/** The results words on a Hindi page (ADR 028): the same functions, the catalogue's Hindi. */
const hi = RESULTS.hi;
const days = (on: string) => ({
  runDays: {
    mon: on.includes("M"),
    tue: on.includes("T"),
    wed: on.includes("W"),
    thu: on.includes("H"),
    fri: on.includes("F"),
    sat: on.includes("S"),
    sun: on.includes("U"),
  },
});

describe("results view logic in Hindi", () => {
  it("says running days, day offsets and dates with Hindi names", () => {
    expect(runDaysShort(days("MTWHFSU"), hi, "hi")).toBe("प्रतिदिन");
    expect(runDaysShort(days("MTWHSU"), hi, "hi")).toBe("शुक्र को छोड़कर");
    expect(runDaysShort(days("MHS"), hi, "hi")).toBe("सोम गुरु शनि");
    expect(runningDaysLabel({ runDaysText: "runs on Mon, Thu", ...days("MH") }, hi, "hi")).toBe(
      "सोम, गुरु को चलती है",
    );
    expect(runningDaysLabel({ runDaysText: "everyday" }, hi, "hi")).toBe("प्रतिदिन चलती है");
    expect(dayOffsetLabel("2026-11-25", "2026-11-26", hi)).toBe("+1 दिन");
    expect(dayOffsetLabel("2026-11-25", "2026-11-27", hi)).toBe("+2 दिन");
    expect(shortDate("2026-12-06", "hi")).toEqual({
      weekday: "रवि",
      day: "6 दिस॰",
      long: "रवि, 6 दिस॰ 2026",
    });
  });

  it("keeps the English exactly when no words are given", () => {
    expect(runDaysShort(days("MTWHSU"))).toBe("Not Fri");
    expect(runningDaysLabel({ runDaysText: "runs on Mon, Thu", ...days("MH") })).toBe(
      "Runs on Mon, Thu",
    );
    expect(shortDate("2026-12-06").long).toBe("Sun, 6 Dec 2026");
  });

  it("says when a class opens, and the chance, in Hindi", () => {
    const tenIst = "2026-11-25T04:30:00.000Z";
    expect(opensWords({ opensAt: "2026-11-26T04:30:00.000Z" }, tenIst, hi, "hi")).toBe(
      "कल 10:00 बजे खुलेगा",
    );
    const waiting = {
      prediction: { percent: 68.4, count: 12 },
      predictionReason: null,
      statusGroup: "WL",
    } as Parameters<typeof predictionLabel>[0];
    expect(predictionLabel(waiting, hi)).toEqual({
      kind: "chance",
      text: "68% संभावना",
      label: "चार्ट बनने तक कन्फ़र्म (बर्थ या आरएसी) होने की 68% संभावना",
    });
    expect(
      predictionLabel({ prediction: null, predictionReason: null, statusGroup: "RAC" }, hi)?.text,
    ).toBe("संभावना: अभी उपलब्ध नहीं");
  });

  it("words the next day's best class and the connections in Hindi", () => {
    const item = {
      code: "3A",
      className: "AC 3 Tier",
      quota: "GN",
      fare: 120000,
      status: "AVAILABLE-0012",
      statusShortform: "AVL 12",
      statusGroup: "AVL",
      colour: "green",
      bookable: true,
      opensAt: null,
      prediction: null,
      predictionReason: null,
    } as unknown as Parameters<typeof statusWords>[0];
    expect(statusWords(item, undefined, hi, "hi")).toBe("उपलब्ध 12");
    const train = {
      trainNumber: "12301",
      trainName: "Rajdhani",
      availabilityCount: 1,
      classes: [item],
    } as unknown as Parameters<typeof nextDayOffer>[1][number];
    expect(
      nextDayOffer("2026-11-26", [train], "2026-11-25T04:30:00.000Z", hi, "hi").best?.words,
    ).toBe("उपलब्ध 12");
    expect(seatWords(item as Parameters<typeof seatWords>[0], undefined, hi, "hi")).toBe(
      "उपलब्ध 12",
    );
    expect(seatWords(undefined, undefined, hi, "hi")).toBe("स्थिति ज्ञात नहीं");
    const transfer = {
      arriveAt: { code: "CNB", name: "Kanpur Central" },
      departFrom: { code: "CNB", name: "Kanpur Central" },
      waitMin: 95,
      walkKm: 0,
      walkMin: 0,
    };
    expect(changeWords({ transfer } as Parameters<typeof changeWords>[0], hi)).toEqual({
      where: "Kanpur Central (CNB) पर ट्रेन बदलें",
      walk: "वही स्टेशन, पैदल नहीं चलना",
      wait: "ट्रेनों के बीच 1h 35m",
    });
    const option = {
      bookable: true,
      chance: { percent: 100 },
      statusGroup: "AVL",
    } as unknown as Parameters<typeof chanceWords>[0];
    expect(chanceWords(option, [undefined, undefined], undefined, hi, "hi").text).toBe(
      "दोनों में सीटें",
    );
  });
});
