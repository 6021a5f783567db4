import { type ComponentType, createContext, createElement } from "react";

/**
 * The results page's contexts, in a module of their own: the route provides
 * them in its first-load chunk while the train list that reads them is a
 * deferred part (later-parts.tsx, W3).
 */

/** The journey every tile of the page belongs to (for Book links). */
export interface Journey {
  date: string;
  quota: string;
  /** The request's clock (ISO): what 'Opens 10:00 tomorrow' is said relative to. */
  now?: string;
}

export const JourneyContext = createContext<Journey>({ date: "", quota: "GN" });

/** Opens the schedule of a train (the page holds one dialog); null before hydration. */
export const ScheduleOpener = createContext<
  ((trainNumber: string, trainName: string) => void) | null
>(null);

/** What the route hands a part that reads these contexts (it holds no contexts itself: W3). */
export interface JourneyProps {
  journey: Journey;
  openSchedule: ((trainNumber: string, trainName: string) => void) | null;
}

/** A deferred part with the journey and the schedule opener provided around it. */
export function withJourney<P extends object>(
  Part: ComponentType<P>,
): ComponentType<P & JourneyProps> {
  return function InJourney({ journey, openSchedule, ...props }: P & JourneyProps) {
    return createElement(
      JourneyContext.Provider,
      { value: journey },
      createElement(
        ScheduleOpener.Provider,
        { value: openSchedule },
        createElement(Part, props as P),
      ),
    );
  };
}
