import { CLASS_NAMES, type ClassCode } from "@safar/contracts/code-tables";
import { searchTrainsPath } from "@safar/contracts/route-params";
import {
  type TatkalReminder,
  type TatkalReminderQuota,
  tatkalReminderKey,
} from "@safar/contracts/tatkal-reminders";
import type { RailwayGateway } from "@safar/railway/gateway";
import type { ReminderRow } from "./tatkal-reminders.repository.ts";

/** What a reminder shows of its train: the name, origin and destination (from the railway). */
export interface ReminderTrain {
  name: string;
  origin: { code: string; name: string };
  destination: { code: string; name: string };
}

export type TrainLookup = (trainNumber: string) => Promise<ReminderTrain | null>;

/**
 * The railway's train by number, its stations named, remembered for the
 * lookup's life (one list, one pass of the job).
 */
export function trainLookup(
  railway: Pick<RailwayGateway, "trainSchedule" | "station">,
): TrainLookup {
  const seen = new Map<string, Promise<ReminderTrain | null>>();
  const stationName = async (code: string) => (await railway.station(code))?.name ?? code;
  return (trainNumber) => {
    let found = seen.get(trainNumber);
    if (!found) {
      found = (async () => {
        const schedule = await railway.trainSchedule(trainNumber);
        if (!schedule) return null;
        const [origin, destination] = await Promise.all([
          stationName(schedule.source),
          stationName(schedule.destination),
        ]);
        return {
          name: schedule.name,
          origin: { code: schedule.source, name: origin },
          destination: { code: schedule.destination, name: destination },
        };
      })();
      seen.set(trainNumber, found);
    }
    return found;
  };
}

/**
 * A stored reminder as the API answers it. `journey_date` holds the run's
 * date of journey (the origin's date, as the railway's windows count it), so
 * the link is that run's results from its origin to its destination.
 */
export function reminderView(row: ReminderRow, train: ReminderTrain | null): TatkalReminder {
  const classCode = row.classCode as ClassCode;
  const origin = train?.origin ?? { code: "", name: "" };
  const destination = train?.destination ?? { code: "", name: "" };
  return {
    id: row.id,
    key: tatkalReminderKey({
      trainNumber: row.trainNumber,
      class: row.classCode,
      quota: row.quota,
      departureDate: row.journeyDate,
    }),
    trainNumber: row.trainNumber,
    trainName: train?.name ?? `Train ${row.trainNumber}`,
    class: classCode,
    className: CLASS_NAMES[classCode] ?? row.classCode,
    quota: row.quota as TatkalReminderQuota,
    journeyDate: row.journeyDate,
    opensAt: row.opensAt.toISOString(),
    notifyAt: row.notifyAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    origin,
    destination,
    // The run's results with Tatkal and the class chosen (the search form's quota: PT books from TQ's page).
    searchPath: train
      ? searchTrainsPath({
          source: origin,
          destination,
          date: row.journeyDate,
          query: { quota: "TQ", class: classCode },
        })
      : null,
  };
}
