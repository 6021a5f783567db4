import { describe, expect, it } from "vitest";
import { DOTS, maskName, maskPersonal } from "./mask.ts";

describe("masking an order kept after its account was deleted (ADR 030)", () => {
  it("keeps the first letter of each word of a name", () => {
    expect(maskName("Rahul Kumar")).toBe("R•••• K••••");
    expect(maskName("  A  B ")).toBe("A• B•");
  });

  it("masks names, contact, passport and birth date; keeps trains, stations, fares and GST", () => {
    const masked = maskPersonal({
      details: {
        passengers: [{ name: "Asha Rao", age: 30, passport: "Z1234567", dob: "01/02/1990" }],
        contact: { email: "asha@example.in", mobile: "9876543210" },
        gst: { gstIn: "27AAAAA0000A1Z5", nameOnGst: "Rao Traders" },
      },
      stations: { fromName: "New Delhi", toName: "Mumbai Central" },
      ticket: {
        from: "NDLS",
        trainName: "Mumbai Rajdhani",
        passengers: [{ number: 1, name: "Asha Rao", fare: 250000 }],
      },
    });
    expect(masked).toEqual({
      details: {
        passengers: [{ name: "A••• R••", age: 30, passport: DOTS, dob: DOTS }],
        contact: { email: DOTS, mobile: DOTS },
        gst: { gstIn: "27AAAAA0000A1Z5", nameOnGst: "Rao Traders" },
      },
      stations: { fromName: "New Delhi", toName: "Mumbai Central" },
      ticket: {
        from: "NDLS",
        trainName: "Mumbai Rajdhani",
        passengers: [{ number: 1, name: "A••• R••", fare: 250000 }],
      },
    });
  });

  it("leaves empty values and non-objects as they are", () => {
    expect(maskPersonal(null)).toBeNull();
    expect(maskPersonal({ email: "", mobile: null })).toEqual({ email: "", mobile: null });
  });
});
