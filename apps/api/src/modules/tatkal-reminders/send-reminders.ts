import type { TatkalReminder } from "@safar/contracts/tatkal-reminders";
import type { Clock } from "@safar/domain/clock";
import type { Messages } from "../messages/messages.service.ts";
import { reminderEmail, reminderSms } from "./reminder-words.ts";
import type { ReminderRow, TatkalRemindersRepository } from "./tatkal-reminders.repository.ts";

/**
 * The Tatkal notice (spec §9: 15 minutes before Tatkal opens), once per
 * reminder, by SMS to the account's mobile and e-mail to its address.
 *
 * The job runs with the reconciler (every minute, in every process, from
 * start) and a reminder asked for inside its 15 minutes is sent at once. Each
 * send is one transaction: the guarded update of `notified_at` (`set … where
 * notified_at is null`) and the messages written to the outbox. Two senders
 * racing on one reminder — two processes on PostgreSQL, the job and a new
 * reminder — both may read it unsent, but the second update waits for the
 * first's row lock and then finds it sent: it writes nothing. A crash before
 * the commit leaves neither the mark nor the messages, so the next pass (after
 * a restart) sends it; after the commit, the outbox's own flush delivers.
 */

/** A reminder whose Tatkal opened longer ago than this is not sent any more (a server down through its window). */
export const SEND_LATE_MINUTES = 30;

export interface SendReminderDeps {
  repo: Pick<TatkalRemindersRepository, "transaction" | "markNotified" | "contactsOf">;
  messages: Pick<Messages, "enqueue" | "flush" | "languageOf">;
  now: Clock;
  /** The reminder as the API shows it (its train named), and the absolute link to book from. */
  view: (row: ReminderRow) => Promise<TatkalReminder>;
  link: (reminder: TatkalReminder) => string | null;
}

/** Sends this reminder unless someone sent it before; true when this call sent it. */
export async function sendReminder(deps: SendReminderDeps, row: ReminderRow): Promise<boolean> {
  // Named and worded before the transaction: the railway is not asked while a row is locked.
  const reminder = await deps.view(row);
  const now = deps.now();
  const link = deps.link(reminder);
  const sent = await deps.repo.transaction(async (tx) => {
    if (!(await deps.repo.markNotified(row.id, now, tx))) return false;
    const contacts = await deps.repo.contactsOf(row.userId, tx);
    const locale = await deps.messages.languageOf(row.userId, tx);
    if (contacts.mobile) {
      await deps.messages.enqueue(
        {
          channel: "sms",
          recipient: contacts.mobile,
          purpose: "tatkal_reminder",
          body: reminderSms(reminder, now, link, locale),
        },
        tx,
      );
    }
    if (contacts.email) {
      const mail = reminderEmail(reminder, now, link, locale);
      await deps.messages.enqueue(
        {
          channel: "email",
          recipient: contacts.email,
          purpose: "tatkal_reminder",
          subject: mail.subject,
          body: mail.body,
        },
        tx,
      );
    }
    return true;
  });
  if (sent) void deps.messages.flush();
  return sent;
}

export interface SendDueDeps extends SendReminderDeps {
  repo: SendReminderDeps["repo"] & Pick<TatkalRemindersRepository, "due">;
}

/** One pass of the job: every reminder whose time has come, each sent once; how many this pass sent. */
export async function sendDueReminders(deps: SendDueDeps, batch = 200): Promise<number> {
  let sent = 0;
  const seen = new Set<string>();
  for (;;) {
    const now = deps.now();
    const due = await deps.repo.due(
      now,
      new Date(now.getTime() - SEND_LATE_MINUTES * 60_000),
      batch,
    );
    const fresh = due.filter((row) => !seen.has(row.id));
    for (const row of fresh) {
      seen.add(row.id);
      if (await sendReminder(deps, row)) sent++;
    }
    // A full batch may hide more; stop when a read brings nothing new (others may be sending them).
    if (due.length < batch || fresh.length === 0) return sent;
  }
}
