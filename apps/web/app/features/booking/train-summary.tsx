import { CLASS_NAMES, QUOTA_NAMES } from "@safar/contracts/code-tables";
import { formatPaise } from "@safar/domain/money";
import { seatStatusWords } from "@safar/domain/seat-status";
import { formatShortDate } from "../../lib/dates.ts";
import type { ConfirmData } from "./traveller-form-state.ts";

/** The seat status and adult fare in words ('Available 442', '₹2,910 per adult'), or null. */
export function seatAndFare(availability: ConfirmData["availability"]): {
  status: string;
  fare: string | null;
} | null {
  if (!availability) return null;
  return {
    status: seatStatusWords(availability.status) || "Check availability",
    fare: availability.fare !== null ? formatPaise(availability.fare) : null,
  };
}

/** The train, class, quota and date being booked, with the seat status and fare. */
export function TrainSummary({ journey, train, availability }: ConfirmData) {
  const date = formatShortDate(journey.date);
  const what = `${date} · ${CLASS_NAMES[journey.classCode]} (${journey.classCode}) · ${QUOTA_NAMES[journey.quota]}`;
  if (!train) {
    return (
      <div className="td-train">
        <p className="td-train__name">
          <strong>Train {journey.trainNumber}</strong>
        </p>
        <p>
          {journey.from} → {journey.to}
        </p>
        <p className="td-train__meta">{what}</p>
      </div>
    );
  }
  const seat = seatAndFare(availability);
  return (
    <div className="td-train">
      <p className="td-train__name">
        <strong>
          {train.trainNumber} {train.trainName}
        </strong>
      </p>
      <p className="td-train__route">
        <span>
          {train.from.name} ({train.from.code}) <strong>{train.departure.time}</strong>
        </span>{" "}
        →{" "}
        <span>
          {train.to.name} ({train.to.code}) <strong>{train.arrival.time}</strong>
        </span>{" "}
        · {train.duration}
      </p>
      <p className="td-train__meta">{what}</p>
      {seat ? (
        <p className="td-train__status">
          <span>{seat.status}</span>
          {seat.fare !== null ? <span> · {seat.fare} per adult</span> : null}
        </p>
      ) : null}
    </div>
  );
}
