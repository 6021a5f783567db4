import type { ClassCode } from "@safar/contracts/code-tables";
import type { TimetabledTrain } from "../network/model.ts";
import { journeyStops } from "../timetable/stops.ts";
import { type FareBreakdown, FareError, type FareRequest, fare } from "./fare.ts";

/**
 * The fare of a journey on a timetabled train between two of its stops: the
 * distance and the meal times come from the timetable. Throws `FareError` when
 * a station is not a stop of the train, the boarding stop is not before the
 * alighting one, or the train does not carry the class.
 */

export type JourneyFareOptions = Pick<
  FareRequest,
  "bookedAt" | "quota" | "passenger" | "cateringOptOut" | "soldShare"
>;

export function journeyFare(
  train: TimetabledTrain,
  fromCode: string,
  toCode: string,
  classCode: ClassCode,
  options: JourneyFareOptions,
): FareBreakdown {
  if (!train.classes.includes(classCode)) {
    throw new FareError(`Train ${train.number} does not carry ${classCode}`);
  }
  const leg = journeyStops(train, fromCode, toCode);
  if (!leg) throw new FareError(`Train ${train.number} does not run from ${fromCode} to ${toCode}`);
  const { board, alight } = leg;
  return fare({
    ...options,
    train,
    classCode,
    distanceKm: Math.max(1, alight.distanceKm - board.distanceKm),
    journey: { departureMin: board.departureMin, arrivalMin: alight.arrivalMin },
  });
}

/** The adult general-quota fare of every class the train carries, booked at `bookedAt`, for a results card. */
export function classFares(
  train: TimetabledTrain,
  fromCode: string,
  toCode: string,
  bookedAt: Date,
): { classCode: ClassCode; fare: FareBreakdown }[] {
  return train.classes.map((classCode) => ({
    classCode,
    fare: journeyFare(train, fromCode, toCode, classCode, { bookedAt }),
  }));
}
