import { randomInt } from "node:crypto";
import {
  ACCOUNT_DELETE_MESSAGES,
  ACCOUNT_DELETE_MESSAGES_HI,
  type AccountDeleted,
} from "@safar/contracts/account";
import { maskIdentifier } from "@safar/contracts/auth";
import { DomainError, ErrorCode, errorMessage } from "@safar/contracts/errors";
import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import {
  DEFAULT_OTP_CONFIG,
  newOtpCode,
  type OtpConfig,
  otpResendVerdict,
} from "@safar/domain/otp-policy";
import { spendChallenge } from "../../otp-challenge.ts";
import type { Messages } from "../messages/messages.service.ts";
import { accountRepository } from "./account.repository.ts";
import { maskPersonal } from "./mask.ts";
import { tokenHash } from "./token-hash.ts";

/**
 * Deleting an account (issue 25 item 5; ADR 030). `sendOtp`: a code to the
 * account's own mobile (else e-mail) through the outbox, under the OTP
 * policy (10 minutes, one per 30 s, 5 an hour). `remove`: with that code, in
 * one transaction under the account row's lock — saved travellers,
 * favourites, railway IDs, reminders, consents, sign-in history, feedback,
 * messages and every session deleted; orders kept with names masked; the
 * row emptied and marked deleted. A second submit waits for the lock, finds
 * the account deleted and is refused: it deletes once.
 */
export interface AccountDeps {
  db: Db;
  now: Clock;
  messages: Messages;
  otp?: OtpConfig;
  randomInt?: (min: number, max: number) => number;
}

export interface AccountUser {
  id: string;
  mobile: string | null;
  email: string | null;
}

export type AccountService = ReturnType<typeof createAccountService>;

const identityOf = (userId: string) => `user:${userId}`;

export function createAccountService(deps: AccountDeps) {
  const repo = accountRepository(deps.db);
  const config = deps.otp ?? DEFAULT_OTP_CONFIG;
  const draw = deps.randomInt ?? randomInt;
  const codeHash = (identity: string, code: string) =>
    tokenHash(`${identity}\u0000account_delete\u0000${code}`);

  return {
    async sendOtp(user: AccountUser) {
      const now = deps.now();
      const identity = identityOf(user.id);
      const code = newOtpCode(draw);
      const expiresAt = new Date(now.getTime() + config.validMinutes * 60_000);
      const to = await repo.transaction(async (tx) => {
        const row = await repo.lockUser(tx, user.id);
        if (!row || row.deletedAt) throw new DomainError(ErrorCode.logged_out);
        if ((await repo.openWork(tx, user.id)) > 0) {
          throw new DomainError(ErrorCode.account_delete_open);
        }
        const sent = await repo.challengesSince(tx, identity, new Date(now.getTime() - 3_600_000));
        const verdict = otpResendVerdict(sent, now, config);
        if (!verdict.ok) {
          throw verdict.reason === "otp_limit"
            ? new DomainError(ErrorCode.otp_limit, {
                message: errorMessage(ErrorCode.otp_limit, { minutes: verdict.minutes }),
              })
            : new DomainError(ErrorCode.otp_too_soon, {
                message: errorMessage(ErrorCode.otp_too_soon, { seconds: verdict.seconds }),
              });
        }
        await repo.insertChallenge(tx, {
          identity,
          codeHash: codeHash(identity, code),
          attempts: 0,
          createdAt: now,
          expiresAt,
          consumedAt: null,
          client: null,
        });
        const words =
          (await deps.messages.languageOf(user.id, tx)) === "hi"
            ? ACCOUNT_DELETE_MESSAGES_HI
            : ACCOUNT_DELETE_MESSAGES;
        const body = words.otpText
          .replace("{code}", code)
          .replace("{minutes}", String(config.validMinutes));
        const target = row.mobile
          ? ({ kind: "mobile", value: row.mobile } as const)
          : row.email
            ? ({ kind: "email", value: row.email } as const)
            : null;
        if (!target) throw new DomainError(ErrorCode.logged_out);
        await deps.messages.enqueue(
          target.kind === "mobile"
            ? { channel: "sms", recipient: target.value, purpose: "account_delete_otp", body }
            : {
                channel: "email",
                recipient: target.value,
                purpose: "account_delete_otp",
                subject: words.otpSubject,
                body,
              },
          tx,
        );
        return target;
      });
      void deps.messages.flush();
      const sentTo = maskIdentifier(to);
      return {
        sentTo,
        message: `A 6 digit OTP was sent to ${sentTo}`,
        expiresAt: expiresAt.toISOString(),
        resendAfterSeconds: config.resendAfterSeconds,
      };
    },

    async remove(user: AccountUser, typed: string): Promise<AccountDeleted> {
      const now = deps.now();
      const identity = identityOf(user.id);
      // A refusal that used an attempt still commits it: the error is thrown after.
      const outcome = await repo.transaction(async (tx) => {
        const row = await repo.lockUser(tx, user.id);
        if (!row || row.deletedAt) return { error: new DomainError(ErrorCode.logged_out) };
        if ((await repo.openWork(tx, user.id)) > 0) {
          return { error: new DomainError(ErrorCode.account_delete_open) };
        }
        const refused = await spendChallenge(tx, repo, {
          identity,
          typed,
          now,
          config,
          codeHash,
          refusal: (reason) =>
            new DomainError(
              reason === "otp_required"
                ? row.mobile
                  ? ErrorCode.mobile_otp_required
                  : ErrorCode.email_otp_required
                : ErrorCode[reason],
            ),
        });
        if (refused) return { error: refused };
        const words =
          (await deps.messages.languageOf(user.id, tx)) === "hi"
            ? ACCOUNT_DELETE_MESSAGES_HI
            : ACCOUNT_DELETE_MESSAGES;
        const recipients = [row.mobile, row.email].filter((r): r is string => Boolean(r));
        const identities = [
          identity,
          ...(row.mobile ? [`mobile:${row.mobile}`] : []),
          ...(row.email ? [`email:${row.email}`] : []),
        ];
        const erased = await repo.erase(tx, user.id, identities, recipients);
        const kept = await repo.ordersOf(tx, user.id);
        for (const order of kept) {
          await repo.maskOrder(
            tx,
            order.id,
            maskPersonal(order.request),
            maskPersonal(order.ticket),
          );
        }
        await repo.tombstone(tx, user.id, now);
        // The one message left: that it was done, to where the code went.
        const notice = row.mobile
          ? ({ channel: "sms", recipient: row.mobile } as const)
          : row.email
            ? ({ channel: "email", recipient: row.email } as const)
            : null;
        if (notice) {
          await deps.messages.enqueue(
            {
              ...notice,
              purpose: "account_deleted",
              ...(notice.channel === "email" ? { subject: words.deleted } : {}),
              body: words.confirmText,
            },
            tx,
          );
        }
        return { erased: { ...erased, profile: 1 }, ordersKept: kept.length };
      });
      if ("error" in outcome) throw outcome.error;
      void deps.messages.flush();
      return {
        deleted: true,
        message: ACCOUNT_DELETE_MESSAGES.deleted,
        erased: outcome.erased,
        ordersKept: outcome.ordersKept,
      };
    },
  };
}
