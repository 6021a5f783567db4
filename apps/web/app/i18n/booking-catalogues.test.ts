import { ORDER_STATUS_LABELS } from "@safar/contracts/booking";
import { FOOD_NAMES, GENDERS } from "@safar/contracts/code-tables";
import { ERROR_MESSAGES } from "@safar/contracts/errors";
import { NPS_QUESTION, NPS_TOPICS } from "@safar/contracts/nps";
import { TRAVELLER_MESSAGES } from "@safar/contracts/travellers/messages";
import { describe, expect, it } from "vitest";
import { AFTER_BOOKING } from "./after-booking.ts";
import { BOOKING } from "./booking.ts";
import { CHECKOUT } from "./checkout.ts";
import { COACH } from "./coach.ts";
import { ORDERS } from "./orders.ts";
import { SEAT_STATUS } from "./seat-status.ts";
import { TATKAL } from "./tatkal.ts";

const CATALOGUES = { AFTER_BOOKING, BOOKING, CHECKOUT, COACH, ORDERS, SEAT_STATUS, TATKAL };
const DEVANAGARI = /[\u0900-\u097F]/;
const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the booking side's catalogues (ADR 028)", () => {
  it.each(Object.entries(CATALOGUES))("%s: Hindi keeps every placeholder", (_, c) => {
    const en = c.en as Record<string, string>;
    const hi = c.hi as Record<string, string>;
    for (const [key, english] of Object.entries(en)) {
      // A `…Before`/`…After` pair words one phrase around a control: Hindi may
      // put a placeholder on the other side (its word order), not drop it.
      const pair = /^(.*)(Before|After)$/.exec(key);
      if (pair) {
        const both = (m: Record<string, string>) =>
          names(`${m[`${pair[1]}Before`] ?? ""}${m[`${pair[1]}After`] ?? ""}`);
        expect(both(hi), key).toEqual(both(en));
        continue;
      }
      expect(names(hi[key] ?? ""), key).toEqual(names(english));
    }
  });

  it.each(Object.entries(CATALOGUES))(
    "%s: an entry keyed by its English wording is that wording",
    (_, c) => {
      for (const [key, english] of Object.entries(c.en)) {
        if (/\s/.test(key) || /^[A-Z]/.test(key)) expect(english, key).toBe(key);
      }
    },
  );

  it("has every traveller-details message of spec §5 in Hindi", () => {
    const en = BOOKING.en as Record<string, string>;
    const hi = BOOKING.hi as Record<string, string>;
    for (const text of Object.values(TRAVELLER_MESSAGES)) {
      expect(en[text], text).toBe(text);
      expect(hi[text], text).toMatch(DEVANAGARI);
    }
  });

  it("has the payment and after-booking messages of the error catalogue in Hindi", () => {
    const codes = [
      "payment_declined",
      "payment_expired",
      "order_not_payable",
      "low_wallet_balance",
      "payment_details_invalid",
      "promo_unknown",
      "ticket_send_failed",
      "boarding_change_failed",
      "tdr_refused",
      "cancel_refused",
    ] as const;
    const all = { ...CHECKOUT.hi, ...AFTER_BOOKING.hi } as Record<string, string>;
    for (const code of codes) expect(all[ERROR_MESSAGES[code]], code).toMatch(DEVANAGARI);
  });

  it("names every order status, gender, meal and feedback topic", () => {
    const orders = ORDERS.hi as Record<string, string>;
    for (const label of Object.values(ORDER_STATUS_LABELS)) {
      expect(orders[label], label).toMatch(DEVANAGARI);
    }
    const checkout = CHECKOUT.hi as Record<string, string>;
    for (const gender of GENDERS) expect(checkout[gender], gender).toMatch(DEVANAGARI);
    for (const food of Object.values(FOOD_NAMES)) {
      if (food !== "No preference") expect(checkout[food], food).toMatch(DEVANAGARI);
    }
    for (const topic of NPS_TOPICS) expect(AFTER_BOOKING.hi[topic]).toMatch(DEVANAGARI);
    expect(AFTER_BOOKING.en.npsQuestion).toBe(NPS_QUESTION);
  });
});
