import { formatPaise } from "@safar/domain/money";
import { seatStatusWords } from "@safar/domain/seat-status";
import type { BookingMessages } from "../../i18n/booking.ts";
import { className, quotaName } from "../../lib/code-names.ts";
import { formatShortDate } from "../../lib/dates.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import type { ConfirmData } from "./traveller-form-state.ts";

/** The seat status and adult fare in words ('Available 442', '₹2,910 per adult'), or null. */
export function seatAndFare(
  availability: ConfirmData["availability"],
  t: BookingMessages,
): {
  status: string;
  fare: string | null;
} | null {
  if (!availability) return null;
  return {
    status: translatedTemplate(t, seatStatusWords(availability.status)) || t.checkAvailability,
    fare: availability.fare !== null ? formatPaise(availability.fare) : null,
  };
}

/** The train, class, quota and date being booked, with the seat status and fare. */
export function TrainSummary({ journey, train, availability }: ConfirmData) {
  const t = useMessages<BookingMessages>();
  const date = formatShortDate(journey.date, useLocale());
  const what = `${date} · ${className(t, journey.classCode)} (${journey.classCode}) · ${quotaName(t, journey.quota)}`;
  if (!train) {
    return (
      <div className="td-train">
        <p className="td-train__name">
          <strong>{fill(t.trainNumber, { number: journey.trainNumber })}</strong>
        </p>
        <p>
          {journey.from} → {journey.to}
        </p>
        <p className="td-train__meta">{what}</p>
      </div>
    );
  }
  const seat = seatAndFare(availability, t);
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
          {seat.fare !== null ? (
            <span>
              {" · "}
              {seat.fare}
              {t.perAdult}
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
