import { CLASS_NAMES, QUOTA_NAMES } from "@safar/contracts/code-tables";
import { formatPaise } from "@safar/domain/money";
import type { ConfirmData } from "./traveller-form-state.ts";

/** The train, class, quota and date being booked, with the seat status and fare. */
export function TrainSummary({ journey, train, availability }: ConfirmData) {
  if (!train) {
    return (
      <p>
        Train {journey.trainNumber}, {journey.from} to {journey.to} on {journey.date}
      </p>
    );
  }
  return (
    <div className="td-train">
      <p className="td-train__name">
        <strong>
          {train.trainNumber} {train.trainName}
        </strong>
      </p>
      <p>
        {train.from.name} ({train.from.code}) {train.departure.time} → {train.to.name} (
        {train.to.code}) {train.arrival.time} · {train.duration}
      </p>
      <p>
        {journey.date} · {CLASS_NAMES[journey.classCode]} ({journey.classCode}) ·{" "}
        {QUOTA_NAMES[journey.quota]}
      </p>
      {availability ? (
        <p className="td-train__status">
          <span>{availability.status || "Check availability"}</span>
          {availability.fare !== null ? (
            <span> · {formatPaise(availability.fare)} per adult</span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
