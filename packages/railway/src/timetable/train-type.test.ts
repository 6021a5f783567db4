import { describe, expect, it } from "vitest";
import { chargesSuperfast, includesCatering, refundSchemeOf, trainTypeOf } from "./train-type.ts";

describe("trainTypeOf", () => {
  it.each([
    ["12301", "Rajdhani Express", "rajdhani"],
    ["12442", "Bsp Rajdhni Exp", "rajdhani"],
    ["12441", "Bsp Ndls Raj EX", "rajdhani"],
    ["12951", "Ndls Tejas Raj", "rajdhani"],
    ["12002", "Bhopal Shtbdi", "shatabdi"],
    ["12011", "Klk Shatabadi", "shatabdi"],
    ["12004", "Ljn Swran Shtbd", "shatabdi"],
    ["12049", "Gatimaan Exp", "shatabdi"],
    ["12059", "Nzm Jan Shatabdi", "jan-shatabdi"],
    ["12053", "HW Asr Jnshtbdi", "jan-shatabdi"],
    ["12035", "Purnagiri Janst", "jan-shatabdi"],
    ["12067", "Jansatabdi Exp", "jan-shatabdi"],
    ["12213", "Ypr Dee Duronto", "duronto"],
    ["22439", "Vande Bharat Express", "vande-bharat"],
    ["12593", "Ljn Bpl G Rath", "garib-rath"],
    ["12113", "Ngp Garibrath", "garib-rath"],
    ["12349", "Goda Ndls Hmsfr", "humsafar"],
    ["22986", "Raj Hamsafar Exp", "humsafar"],
    ["20501", "Tejas Express", "tejas"],
    ["12931", "Adi Double Deckr", "double-decker"],
    ["22193", "DD Gwl Sfast", "double-decker"],
    ["22885", "Antyodaya Express", "antyodaya"],
    ["12627", "Karnataka Exp", "superfast"],
    ["20901", "Vande Bharat", "vande-bharat"],
    ["20903", "Some Express", "superfast"],
    ["11057", "Amritsar Exp SF", "superfast"],
    ["10103", "Mandovi Express", "mail-express"],
    ["15715", "Garib Nawaz Exp", "mail-express"],
    ["11301", "Udyan Express", "mail-express"],
    ["52451", "Shivalk Dlx Exp", "passenger"],
    ["66001", "Memu", "passenger"],
  ] as const)("%s %s → %s", (number, name, type) => {
    expect(trainTypeOf(number, name)).toBe(type);
  });

  it("does not read a station code that contains VB (SMVB) as Vande Bharat", () => {
    expect(trainTypeOf("12245", "Smvb Duronto Exp")).toBe("duronto");
    expect(trainTypeOf("12551", "Smvb Kyq AC Exp")).toBe("superfast");
  });

  it("does not read Sampark Kranti's 'Raj S' as Rajdhani", () => {
    expect(trainTypeOf("12463", "Raj S Krnti Exp")).toBe("superfast");
  });
});

describe("flags", () => {
  it("charges superfast on superfast and premium types only", () => {
    expect(chargesSuperfast("superfast")).toBe(true);
    expect(chargesSuperfast("rajdhani")).toBe(true);
    expect(chargesSuperfast("garib-rath")).toBe(true);
    expect(chargesSuperfast("mail-express")).toBe(false);
    expect(chargesSuperfast("passenger")).toBe(false);
  });

  it("includes catering on Rajdhani, Shatabdi, Duronto, Vande Bharat and Tejas only", () => {
    for (const t of ["rajdhani", "shatabdi", "duronto", "vande-bharat", "tejas"] as const)
      expect(includesCatering(t)).toBe(true);
    for (const t of [
      "humsafar",
      "garib-rath",
      "superfast",
      "mail-express",
      "jan-shatabdi",
    ] as const)
      expect(includesCatering(t)).toBe(false);
  });
});

describe("refundSchemeOf (facts.md §6, §13: the 16 Jan 2026 slabs)", () => {
  it("the Vande Bharat sleeper and Amrit Bharat trains take the 2026 slabs", () => {
    expect(refundSchemeOf({ type: "vande-bharat", name: "Hwh Kyq Vande Bharat Sleeper" })).toBe(
      "vande_bharat_sleeper",
    );
    expect(refundSchemeOf({ type: "superfast", name: "Sbc Mlt Amrit Bharat Exp" })).toBe(
      "vande_bharat_sleeper",
    );
  });

  it("a Vande Bharat chair car and every other train keep the 2015 rules", () => {
    expect(refundSchemeOf({ type: "vande-bharat", name: "Ndls Bsb Vande Bharat" })).toBe(
      "standard",
    );
    expect(refundSchemeOf({ type: "mail-express", name: "Saraighat Exp" })).toBe("standard");
  });
});
