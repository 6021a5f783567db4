import type { BookingJourney, PremiumsResponse } from "@safar/contracts/booking";
import {
  freeCancellationPerPassenger,
  INSURANCE_PAISE_PER_PASSENGER,
  insuredCount,
} from "@safar/domain/booking-charges";
import type { RailwayGateway } from "@safar/railway/gateway";
import { availabilityOf } from "./orders.ts";

export interface PremiumsDeps {
  railway: Pick<RailwayGateway, "availability">;
}

/** Spec §7 `v1/insurance/calculate`: the two premiums for these travellers. */
export async function premiums(
  deps: PremiumsDeps,
  journey: BookingJourney,
  ages: readonly number[],
  nationalities: readonly string[] = [],
): Promise<PremiumsResponse> {
  const availability = await availabilityOf(deps.railway, journey);
  const paying = ages.filter((a) => a >= 5).length;
  const perPassenger = freeCancellationPerPassenger(availability.fare);
  const insured = insuredCount(
    ages.map((age, i) => ({ age, nationality: nationalities[i] ?? "IN" })),
  );
  return {
    freeCancellation: { perPassengerPaise: perPassenger, totalPaise: perPassenger * paying },
    insurance: {
      perPassengerPaise: INSURANCE_PAISE_PER_PASSENGER,
      totalPaise: INSURANCE_PAISE_PER_PASSENGER * insured,
      insured,
    },
  };
}
