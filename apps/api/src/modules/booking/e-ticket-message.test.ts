import { describe, expect, it } from "vitest";
import { type ETicketInput, eTicketMessages } from "./e-ticket-message.ts";

/** The e-ticket mail and SMS in each language (ADR 028): names, codes and statuses as printed. */
const input: ETicketInput = {
  orderId: "20261121000001",
  ticket: {
    pnr: "2456789012",
    trainNumber: "12952",
    trainName: "Mumbai Rajdhani",
    date: "2026-11-25",
    from: "NDLS",
    to: "MMCT",
    classCode: "3A",
    quota: "GN",
    departure: "2026-11-25T11:25:00Z",
    passengers: [{ number: 1, name: "Asha Verma", age: 34, gender: "F", status: "CNF/B2/34/LB" }],
  },
  stations: { fromName: "New Delhi", toName: "Mumbai Central" },
  fareLines: [
    { id: "ticket_fare", label: "Ticket fare", paise: 264_000 },
    { id: "convenience_fee", label: "Convenience fee", paise: 3_000 },
  ],
  totalPaise: 267_000,
  links: { status: "https://safar.example/trains/pnr/2456789012" },
};

describe("the e-ticket messages", () => {
  it("keeps the English SMS as it was", () => {
    expect(eTicketMessages(input).sms).toBe(
      "PNR 2456789012 12952 2026-11-25 16:55 NDLS-MMCT 3A: CNF/B2/34/LB Status: https://safar.example/trains/pnr/2456789012",
    );
    expect(eTicketMessages(input).subject).toBe("E-ticket: PNR 2456789012, 12952 on 2026-11-25");
  });

  it("writes the SMS and mail in Hindi, the names and codes unchanged", () => {
    const hi = eTicketMessages(input, "hi");
    expect(hi.sms).toBe(
      "PNR 2456789012 12952 2026-11-25 16:55 NDLS-MMCT 3A: CNF/B2/34/LB स्थिति: https://safar.example/trains/pnr/2456789012",
    );
    expect(hi.subject).toBe("ई-टिकट: PNR 2456789012, 12952, 2026-11-25");
    expect(hi.email).toContain("आपका ट्रेन टिकट बुक हो गया है।");
    expect(hi.email).toContain("New Delhi (NDLS) से Mumbai Central (MMCT)");
    expect(hi.email).toContain("  टिकट किराया: ₹2,640");
    expect(hi.email).toContain("  कुल भुगतान: ₹2,670");
    expect(hi.email).not.toContain("Your train ticket");
  });
});
