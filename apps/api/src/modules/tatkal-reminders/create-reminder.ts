import { randomUUID } from "node:crypto";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import {
  TATKAL_NOTICE_MINUTES,
  TATKAL_REMINDER_LIMIT,
  type TatkalReminderCreated,
  type TatkalReminderRequest,
} from "@safar/contracts/tatkal-reminders";
import type { Clock } from "@safar/domain/clock";
import type { RailwayGateway, RailwayRefusal } from "@safar/railway/gateway";
import { type ReminderTrain, reminderView } from "./reminder-view.ts";
import { channelsOf, scheduledWords, sentNowWords } from "./reminder-words.ts";
import type { ReminderRow, TatkalRemindersRepository } from "./tatkal-reminders.repository.ts";

/**
 * Asks for a Tatkal reminder (spec §3, §7): signed in; the train must run on
 * the date from the station, carry the class and sell Tatkal in it (Premium
 * Tatkal: have PT berths), and Tatkal must not have opened yet. The opening
 * is the railway's answer (`tatkalOpening`: D−1 of the ORIGIN date, so a
 * train that reaches the station a day after leaving its origin opens a day
 * earlier than the date asked for). The same key again answers the same
 * reminder. One asked for inside its 15 minutes is sent at once.
 */

export interface CreateReminderDeps {
  repo: Pick<
    TatkalRemindersRepository,
    "transaction" | "lockUser" | "insert" | "byKey" | "countUpcoming" | "contactsOf"
  >;
  railway: Pick<RailwayGateway, "tatkalOpening">;
  now: Clock;
  train: (trainNumber: string) => Promise<ReminderTrain | null>;
  /** Sends a reminder whose time has come (the job's own send: guarded, once). */
  send: (row: ReminderRow) => Promise<boolean>;
}

/** The railway's refusal as the partner's error, in words. */
function refusalError(refusal: RailwayRefusal): DomainError {
  const code =
    {
      train_not_found: ErrorCode.train_not_found,
      train_not_running: ErrorCode.train_not_running,
      bad_date: ErrorCode.train_not_running,
      not_on_route: ErrorCode.station_not_on_train,
      class_not_carried: ErrorCode.class_not_on_train,
      tatkal_not_offered: ErrorCode.tatkal_not_offered,
      not_tatkal: ErrorCode.tatkal_not_offered,
      premium_tatkal_not_sold: ErrorCode.premium_tatkal_not_offered,
    }[refusal.reason] ?? ErrorCode.tatkal_schedule_error;
  return new DomainError(code);
}

export async function createReminder(
  deps: CreateReminderDeps,
  userId: string,
  request: TatkalReminderRequest,
): Promise<TatkalReminderCreated> {
  let opening: Awaited<ReturnType<RailwayGateway["tatkalOpening"]>>;
  try {
    opening = await deps.railway.tatkalOpening({
      trainNumber: request.trainNumber,
      ...(request.from ? { from: request.from } : {}),
      date: request.departureDate,
      classCode: request.class,
      quota: request.quota,
    });
  } catch (error) {
    throw new DomainError(ErrorCode.try_again_later, { cause: error });
  }
  if (!opening.ok) throw refusalError(opening);
  const now = deps.now();
  // Keyed by the run's date of journey (its origin date): one Tatkal opening, one reminder,
  // from whichever station of the run it is asked for.
  const key = {
    userId,
    trainNumber: request.trainNumber,
    classCode: request.class,
    quota: request.quota,
    journeyDate: opening.runDate,
  };

  const { row, created } = await deps.repo.transaction(async (tx) => {
    await deps.repo.lockUser(tx, userId);
    const existing = await deps.repo.byKey(key, tx);
    if (existing) return { row: existing, created: false };
    if (opening.opensAt.getTime() <= now.getTime())
      throw new DomainError(ErrorCode.tatkal_already_open);
    if ((await deps.repo.countUpcoming(userId, now, tx)) >= TATKAL_REMINDER_LIMIT)
      throw new DomainError(ErrorCode.tatkal_reminder_limit);
    const inserted = await deps.repo.insert(
      {
        id: randomUUID(),
        ...key,
        opensAt: opening.opensAt,
        notifyAt: new Date(opening.opensAt.getTime() - TATKAL_NOTICE_MINUTES * 60_000),
        createdAt: now,
      },
      tx,
    );
    // Under the user's lock nobody else inserts this key; read it back should the index say otherwise.
    return inserted
      ? { row: inserted, created: true }
      : { row: (await deps.repo.byKey(key, tx)) as ReminderRow, created: false };
  });

  const channels = channelsOf(await deps.repo.contactsOf(userId));
  let stored = row;
  // Inside the 15 minutes: now, not at the job's next pass.
  if (stored.notifiedAt === null && stored.notifyAt.getTime() <= now.getTime()) {
    await deps.send(stored);
    stored = (await deps.repo.byKey(key)) ?? stored;
  }
  const reminder = reminderView(stored, await deps.train(stored.trainNumber));
  return {
    reminder,
    created,
    channels,
    message:
      stored.notifiedAt !== null
        ? sentNowWords(reminder, now, channels)
        : scheduledWords(stored.notifyAt, now, channels),
  };
}
