import { DomainError, ErrorCode } from "@safar/contracts/errors";
import type { MyData } from "@safar/contracts/my-data";
import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import { carriesCode, RETENTION_IN_WORDS } from "../retention/retention.service.ts";
import { myDataRepository } from "./my-data.repository.ts";

/** A message's body with its one-time code masked: a copy of the data must not sign anyone in. */
const maskCodes = (body: string) => body.replace(/\b\d{4,8}\b/g, (d) => "•".repeat(d.length));

/** Dates as ISO strings, bigint-like numbers as they are, drops internal hashes. */
function plain(
  row: Record<string, unknown>,
  drop: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (drop.includes(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

const RETENTION_NOTE = {
  profile: "Until you delete your account.",
  savedTravellers: "Until you remove them or delete your account.",
  orders:
    "Orders, payments and refunds: 8 years after the end of the financial year of the order's last payment, refund or cancellation (GST and income-tax records), with names masked once you delete your account.",
  ...RETENTION_IN_WORDS,
} as const;

/** The whole copy of one user's data (issue 25 item 5). */
export function createMyDataService(deps: { db: Db; now: Clock }) {
  const repo = myDataRepository(deps.db);
  return {
    async download(userId: string): Promise<MyData> {
      const user = await repo.user(userId);
      if (!user) throw new DomainError(ErrorCode.logged_out);
      const orderRows = await repo.orders(userId);
      const orderIds = orderRows.map((o) => o.id);
      const recipients = [user.mobile, user.email].filter((r): r is string => Boolean(r));
      const [
        travellers,
        ids,
        paymentRows,
        refundRows,
        favourites,
        reminders,
        consents,
        signIns,
        messages,
      ] = await Promise.all([
        repo.savedTravellers(userId),
        repo.railwayIds(userId),
        repo.payments(orderIds),
        repo.refunds(orderIds),
        repo.favourites(userId),
        repo.tatkalReminders(userId),
        repo.consents(userId),
        repo.signIns(userId),
        repo.messagesTo(recipients),
      ]);
      return {
        generatedAt: deps.now().toISOString(),
        profile: plain(user),
        savedTravellers: travellers.map((r) => plain(r, ["userId"])),
        railwayIds: ids.map((r) => plain(r, ["userId"])),
        orders: orderRows.map((r) => plain(r, ["userId", "holdId"])),
        payments: paymentRows.map((r) => plain(r)),
        refunds: refundRows.map((r) => plain(r)),
        favourites: favourites.map((r) => plain(r, ["userId"])),
        tatkalReminders: reminders.map((r) => plain(r, ["userId"])),
        consents: consents.map((r) => plain(r, ["userId", "id"])),
        signIns: signIns.map((r) => plain(r, ["userId", "id"])),
        messages: messages.map((m) => {
          const row = plain(m, ["providerRef"]);
          return carriesCode(m.purpose) ? { ...row, body: maskCodes(m.body) } : row;
        }),
        retention: { ...RETENTION_NOTE },
      };
    },
  };
}
