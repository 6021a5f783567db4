import type { FareBreakdown, FareLine } from "@safar/contracts/booking";
import {
  convenienceFee,
  freeCancellationPerPassenger,
  INSURANCE_PAISE_PER_PASSENGER,
} from "@safar/domain/booking-charges";

/** The lines of an order's fare: the ticket, Safar's fee and its GST, the chosen premiums. */
export function fareLines(input: {
  ticketFare: number;
  classCode: string;
  payingPassengers: number;
  adultFare: number;
  freeCancellation: boolean;
  insured: number;
}): FareLine[] {
  const fee = convenienceFee(input.classCode);
  const lines: FareLine[] = [
    { id: "ticket_fare", label: "Ticket fare", paise: input.ticketFare },
    { id: "convenience_fee", label: "Convenience fee", paise: fee.fee },
    { id: "gst_on_fee", label: "GST on convenience fee", paise: fee.gst },
  ];
  if (input.freeCancellation) {
    lines.push({
      id: "free_cancellation",
      label: "Free cancellation",
      paise: freeCancellationPerPassenger(input.adultFare) * input.payingPassengers,
    });
  }
  if (input.insured > 0) {
    lines.push({
      id: "insurance",
      label: "Travel insurance",
      paise: INSURANCE_PAISE_PER_PASSENGER * input.insured,
    });
  }
  return lines;
}

export function breakdown(
  lines: FareLine[],
  payingPassengers: number,
  final: boolean,
): FareBreakdown {
  return {
    lines,
    totalPaise: lines.reduce((sum, l) => sum + l.paise, 0),
    payingPassengers,
    final,
  };
}
