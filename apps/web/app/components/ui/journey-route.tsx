import "./journey-route.css";

/** One end of a journey: where and when the train leaves or arrives. */
export interface JourneyEnd {
  /** e.g. "Departs", "Arrives NDLS". */
  label: string;
  /** HH:mm, or "--:--" when not known. */
  time: string;
  /** A date line under the time, when the two ends are on different days. */
  date?: string | undefined;
  station: string;
}

/**
 * The train (number badge and name) and its departure → arrival, as the
 * order pages and the PNR status show a journey.
 */
export function JourneyRoute({
  trainNumber,
  trainName,
  depart,
  arrive,
}: {
  /** The badge: a train number, or another short reference (a PNR). */
  trainNumber: string;
  trainName: string;
  depart?: JourneyEnd;
  arrive?: JourneyEnd;
}) {
  return (
    <>
      <p className="journey-train">
        <span className="journey-train__number">{trainNumber}</span> {trainName}
      </p>
      {depart && arrive ? (
        <div className="journey-route">
          <End end={depart} />
          <span className="journey-route__line" aria-hidden="true" />
          <End end={arrive} arrive />
        </div>
      ) : null}
    </>
  );
}

function End({ end, arrive = false }: { end: JourneyEnd; arrive?: boolean }) {
  return (
    <p className={arrive ? "journey-route__end journey-route__end--arrive" : "journey-route__end"}>
      <span className="journey-route__label">{end.label}</span>
      <span className="journey-route__time">{end.time}</span>
      {end.date ? <span className="journey-route__date">{end.date}</span> : null}
      <span className="journey-route__station">{end.station}</span>
    </p>
  );
}
