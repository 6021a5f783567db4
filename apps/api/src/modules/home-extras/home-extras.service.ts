import { createHash } from "node:crypto";
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  type InsuranceHome,
  type NudgeCohort,
} from "@safar/contracts/home-extras";
import {
  FREE_CANCELLATION,
  INSURANCE_MIN_AGE,
  INSURANCE_PAISE_PER_PASSENGER,
} from "@safar/domain/booking-charges";

/**
 * Home's reference lists and protection cards (issue 25 item 3; spec §3,
 * §4, §7 `v1/country`, `v1/insurance/homepage`). The insurance figures are
 * the railway's 2025 ones (facts §5: ₹0.45 a passenger; ₹10 lakh death or
 * permanent total disability, ₹7.5 lakh partial, ₹2 lakh hospitalisation,
 * ₹10,000 transport of mortal remains). The free-cancellation nudge has a
 * cohort: easy_tatkal for a traveller whose last search was Tatkal; else A,
 * B or C fixed per signed-in account (a hash of its id), A when signed out
 * (the anonymous home is one cached page). C is the control: no nudge.
 */
const LAKH = 100_000 * 100;

const NUDGES: Record<Exclude<NudgeCohort, "C">, { title: string; text: string }> = {
  A: {
    title: "Free cancellation: get your full fare back",
    text: "Add free cancellation when you book, and cancel up to 4 hours before departure for a refund of the whole ticket fare.",
  },
  B: {
    title: "Plans may change? Book with free cancellation",
    text: "From ₹19 a traveller: cancel up to 4 hours before departure and get the whole ticket fare back, with no cancellation charges.",
  },
  easy_tatkal: {
    title: "Tatkal with free cancellation",
    text: "Confirmed Tatkal tickets get no refund from the railway on cancellation. Add free cancellation at review and get the whole fare back up to 4 hours before departure.",
  },
};

export function cohortOf(userId: string | null, quota: string | undefined): NudgeCohort {
  if (quota?.toUpperCase() === "TQ") return "easy_tatkal";
  if (!userId) return "A";
  const n = createHash("sha256").update(`fc-nudge\u0000${userId}`).digest()[0] ?? 0;
  return (["A", "B", "C"] as const)[n % 3] ?? "A";
}

export function createHomeExtrasService() {
  return {
    countries() {
      return { countries: COUNTRIES.map((c) => ({ ...c })), default: { ...DEFAULT_COUNTRY } };
    },

    insuranceHome(userId: string | null, quota: string | undefined): InsuranceHome {
      const cohort = cohortOf(userId, quota);
      return {
        insurance: {
          title: "Travel insurance for ₹0.45 a traveller",
          premiumPaise: INSURANCE_PAISE_PER_PASSENGER,
          minAge: INSURANCE_MIN_AGE,
          cover: [
            { label: "Death or permanent total disability", amountPaise: 10 * LAKH },
            { label: "Permanent partial disability", amountPaise: 7.5 * LAKH },
            { label: "Hospitalisation expenses", amountPaise: 2 * LAKH },
            { label: "Transport of mortal remains", amountPaise: 10_000 * 100 },
          ],
          eligibility: `For Indian nationals aged ${INSURANCE_MIN_AGE} or more, on confirmed and RAC tickets; chosen for all travellers of a booking or none.`,
        },
        freeCancellation:
          cohort === "C"
            ? null
            : { cohort, ...NUDGES[cohort], fromPaise: FREE_CANCELLATION.minPaise },
        cohort,
      };
    },
  };
}

export type HomeExtrasService = ReturnType<typeof createHomeExtrasService>;
