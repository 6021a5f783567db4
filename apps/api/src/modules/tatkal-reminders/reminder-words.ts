import type { Locale } from "@safar/contracts/locale";
import type { TatkalReminder } from "@safar/contracts/tatkal-reminders";
import { HI_MONTHS } from "@safar/domain/hindi-dates";
import { istTime } from "@safar/domain/ist";
import { dayWords, tatkalOpensText } from "@safar/domain/opening-time";

/** The channels a reminder goes by: SMS to the account's mobile, e-mail to its address. */
export type ReminderChannel = "sms" | "email";

export function channelsOf(contacts: {
  mobile: string | null;
  email: string | null;
}): ReminderChannel[] {
  const out: ReminderChannel[] = [];
  if (contacts.mobile) out.push("sms");
  if (contacts.email) out.push("email");
  return out;
}

/** 'SMS and e-mail', 'SMS', 'e-mail'. */
export function channelWords(channels: readonly ReminderChannel[]): string {
  const words = channels.map((c) => (c === "sms" ? "SMS" : "e-mail"));
  return words.length > 1
    ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`
    : (words[0] ?? "");
}

/** 'We'll remind you at 09:45 tomorrow by SMS and e-mail'. */
export function scheduledWords(
  notifyAt: Date,
  now: Date,
  channels: readonly ReminderChannel[],
): string {
  return `We'll remind you at ${istTime(notifyAt)} ${dayWords(notifyAt, now)} by ${channelWords(channels)}`;
}

/** A reminder asked for inside its 15 minutes: 'Tatkal opens at 10:00 for 12951 3A on 28 Nov — reminder sent by SMS'. */
export function sentNowWords(
  reminder: TatkalReminder,
  now: Date,
  channels: readonly ReminderChannel[],
): string {
  return `${tatkalOpensText(reminder, now)} — reminder sent by ${channelWords(channels)}`;
}

/** `Tatkal opens at 10:00 for 12951 3A on 28 Nov` in Hindi (ADR 028), the train named when asked. */
function opensTextHi(reminder: TatkalReminder, now: Date, train: string): string {
  const opensAt = new Date(reminder.opensAt);
  const [, month, day] = reminder.journeyDate.split("-").map(Number);
  const date = `${day} ${HI_MONTHS[(month ?? 1) - 1] ?? ""}`;
  const verb = opensAt.getTime() > now.getTime() ? "खुलेगा" : "खुल गया";
  return `${date} की ${train} ${reminder.class} का ${kindHi(reminder)} ${istTime(opensAt)} बजे ${verb}`;
}

const kindHi = (reminder: TatkalReminder) => (reminder.quota === "PT" ? "प्रीमियम तत्काल" : "तत्काल");

/** The SMS: what opens when, and the results page to book from. */
export function reminderSms(
  reminder: TatkalReminder,
  now: Date,
  link: string | null,
  locale: Locale = "en",
): string {
  if (locale === "hi") {
    const head = opensTextHi(reminder, now, `${reminder.trainNumber} ${reminder.trainName}`);
    return `Safar: ${head}।${link ? ` बुक करें: ${link}` : ""}`;
  }
  const train = `${reminder.trainNumber} ${reminder.trainName}`;
  const head = tatkalOpensText(reminder, now).replace(
    ` for ${reminder.trainNumber} `,
    ` for ${train} `,
  );
  return `Safar: ${head} (${reminder.quota === "PT" ? "Premium Tatkal" : "Tatkal"}).${link ? ` Book: ${link}` : ""}`;
}

/** The e-mail: the same, with a subject line. */
export function reminderEmail(
  reminder: TatkalReminder,
  now: Date,
  link: string | null,
  locale: Locale = "en",
): { subject: string; body: string } {
  if (locale === "hi") {
    const subject = opensTextHi(reminder, now, reminder.trainNumber);
    const body = [
      `${subject}।`,
      "",
      `ट्रेन: ${reminder.trainNumber} ${reminder.trainName}`,
      `श्रेणी: ${reminder.class} (${reminder.className}), ${kindHi(reminder)}`,
      `${reminder.origin.name || reminder.origin.code} से प्रस्थान: ${reminder.journeyDate}`,
      "",
      link ? `खोजें और बुक करें: ${link}` : "बुक करने के लिए Safar पर ट्रेन खोजें।",
      "",
      "यह रिमाइंडर आपने Safar से माँगा था। रिमाइंडर Safar के होम पेज पर हटाएँ।",
    ].join("\n");
    return { subject, body };
  }
  const subject = tatkalOpensText(reminder, now);
  const body = [
    `${subject}.`,
    "",
    `Train: ${reminder.trainNumber} ${reminder.trainName}`,
    `Class: ${reminder.class} (${reminder.className}), ${reminder.quota === "PT" ? "Premium Tatkal" : "Tatkal"}`,
    `Leaves ${reminder.origin.name || reminder.origin.code} on: ${reminder.journeyDate}`,
    "",
    link ? `Search and book: ${link}` : "Search the train on Safar to book.",
    "",
    "You asked Safar for this reminder. Remove reminders on the Safar home page.",
  ].join("\n");
  return { subject, body };
}
