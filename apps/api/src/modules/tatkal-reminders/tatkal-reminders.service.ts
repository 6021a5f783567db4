import { DomainError, ErrorCode } from "@safar/contracts/errors";
import {
  TATKAL_REMINDER_MESSAGES,
  type TatkalReminderCreated,
  type TatkalReminderList,
  type TatkalReminderRequest,
} from "@safar/contracts/tatkal-reminders";
import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import type { RailwayGateway } from "@safar/railway/gateway";
import type { Messages } from "../messages/messages.service.ts";
import { createReminder } from "./create-reminder.ts";
import { reminderView, trainLookup } from "./reminder-view.ts";
import { type SendDueDeps, sendDueReminders, sendReminder } from "./send-reminders.ts";
import { tatkalRemindersRepository } from "./tatkal-reminders.repository.ts";

/**
 * Tatkal reminders (issue 20 item 3; spec §3, §4, §7, §9): ask for one, list
 * those to come, remove one's own, and the job that sends each once 15
 * minutes before Tatkal opens (`send-reminders.ts`). Every query filters by
 * the user; another user's reminder is a 404 (R5).
 */

export interface TatkalRemindersDeps {
  db: Db;
  now: Clock;
  railway: RailwayGateway;
  messages: Messages;
  /** The site's address, for the link in the SMS and e-mail (`PUBLIC_URL`). */
  publicUrl: string;
}

export interface TatkalRemindersService {
  create(userId: string, request: TatkalReminderRequest): Promise<TatkalReminderCreated>;
  list(userId: string): Promise<TatkalReminderList>;
  remove(userId: string, id: string): Promise<{ id: string; message: string }>;
  /** One pass of the job: how many reminders it sent. */
  sendDue(): Promise<number>;
}

export function createTatkalRemindersService(deps: TatkalRemindersDeps): TatkalRemindersService {
  const repo = tatkalRemindersRepository(deps.db);
  const sending = (): SendDueDeps => {
    const train = trainLookup(deps.railway);
    return {
      repo,
      messages: deps.messages,
      now: deps.now,
      view: async (row) => reminderView(row, await train(row.trainNumber)),
      link: (r) => (r.searchPath ? `${deps.publicUrl}${r.searchPath}` : null),
    };
  };
  return {
    async create(userId, request) {
      const send = sending();
      return createReminder(
        {
          repo,
          railway: deps.railway,
          now: deps.now,
          train: trainLookup(deps.railway),
          send: (row) => sendReminder(send, row),
        },
        userId,
        request,
      );
    },
    async list(userId) {
      const train = trainLookup(deps.railway);
      const rows = await repo.upcoming(userId, deps.now());
      return {
        reminders: await Promise.all(
          rows.map(async (row) => reminderView(row, await train(row.trainNumber))),
        ),
      };
    },
    async remove(userId, id) {
      if (!(await repo.remove(userId, id))) throw new DomainError(ErrorCode.not_found);
      return { id, message: TATKAL_REMINDER_MESSAGES.removed };
    },
    sendDue: () => sendDueReminders(sending()),
  };
}
