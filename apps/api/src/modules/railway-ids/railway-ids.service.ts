import { DomainError, ErrorCode } from "@safar/contracts/errors";
import {
  MAX_LINKED_RAILWAY_IDS,
  RAILWAY_ID_MESSAGES,
  type RailwayIdStatusResponse,
  type RailwayOtpChannel,
} from "@safar/contracts/railway-ids";
import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import type { RailwayGateway, RailwayRefusal } from "@safar/railway/gateway";
import { railwayIdsRepository } from "./railway-ids.repository.ts";

/**
 * A Safar user's railway (IRCTC) user IDs (spec §4 "Railway account
 * verification", §5, §7): linking existing IDs, their status, OTPs for their
 * mobile and email, forgotten IDs and password-reset links. The railway owns
 * the accounts and the passwords; everything about an ID goes through the
 * `RailwayGateway`, and only for an ID the user linked (another user's ID
 * answers 404, R5). New IDs are made on the railway's own page
 * (`registerUrl`), never here.
 */

export interface RailwayIdList {
  isNewUser: boolean;
  /** Last used (or linked) first. */
  ids: string[];
  registerUrl: string;
}

export interface RailwayIdsService {
  list(userId: string): Promise<RailwayIdList>;
  /** Links an existing railway ID (idempotent; at most `MAX_LINKED_RAILWAY_IDS`). */
  link(userId: string, railwayUserId: string): Promise<RailwayIdList & { linked: boolean }>;
  status(userId: string, railwayUserId: string): Promise<RailwayIdStatusResponse>;
  resendOtp(
    userId: string,
    railwayUserId: string,
    channel: RailwayOtpChannel,
  ): Promise<{ channel: RailwayOtpChannel; sentTo: string; message: string; expiresAt: string }>;
  verify(
    userId: string,
    railwayUserId: string,
    codes: { mobileOtp?: string | undefined; emailOtp?: string | undefined },
  ): Promise<{
    userId: string;
    message: string;
    mobileVerified: boolean;
    emailVerified: boolean;
    verified: boolean;
  }>;
  forgotPassword(userIdOrEmail: string): Promise<{ message: string }>;
  forgotUserId(emailOrMobile: string): Promise<{ message: string }>;
  /** The railway's page that creates an ID, coming back to `returnPath` (a path of this site). */
  registerUrl(returnPath?: string): string;
  /** For booking: whether the user linked this ID. */
  isLinked(userId: string, railwayUserId: string): Promise<boolean>;
  /** For booking: the ID was used now (it is offered first next time). */
  markUsed(userId: string, railwayUserId: string): Promise<void>;
}

/** Railway refusals whose reason is also a code of the catalogue, with the same words. */
const SAME_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  ErrorCode.mobile_otp_required,
  ErrorCode.email_otp_required,
  ErrorCode.otp_format,
  ErrorCode.otp_wrong,
  ErrorCode.otp_locked,
  ErrorCode.otp_expired,
  ErrorCode.otp_not_requested,
  ErrorCode.otp_too_soon,
  ErrorCode.otp_limit,
]);

/** A railway refusal as the partner's error, always in the railway's words. */
export function refusalError(refusal: RailwayRefusal): DomainError {
  const code: ErrorCode =
    refusal.errorCode ??
    (SAME_CODES.has(refusal.reason) ? (refusal.reason as ErrorCode) : ErrorCode.validation_failed);
  return new DomainError(code, { message: refusal.message });
}

const CHANNELS: readonly RailwayOtpChannel[] = ["mobile", "email"];

export function createRailwayIdsService(deps: {
  db: Db;
  railway: RailwayGateway;
  now: Clock;
}): RailwayIdsService {
  const repo = railwayIdsRepository(deps.db);
  const { railway } = deps;

  async function list(userId: string): Promise<RailwayIdList> {
    const ids = await repo.listFor(userId);
    return { isNewUser: ids.length === 0, ids, registerUrl: railway.portalUrl("register") };
  }

  /** The same 404 for an ID never linked and another user's (R5). */
  async function linked(userId: string, railwayUserId: string): Promise<void> {
    if (!(await repo.isLinked(userId, railwayUserId))) {
      throw new DomainError(ErrorCode.not_found, { message: RAILWAY_ID_MESSAGES.notLinked });
    }
  }

  return {
    list,

    async link(userId, railwayUserId) {
      if (!(await railway.railwayUser(railwayUserId))) {
        throw new DomainError(ErrorCode.validation_failed, {
          message: RAILWAY_ID_MESSAGES.unknown,
          fields: { userId: RAILWAY_ID_MESSAGES.unknown },
        });
      }
      const linkedNow = await repo.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        if (await repo.isLinked(userId, railwayUserId, tx)) return false;
        if ((await repo.countFor(tx, userId)) >= MAX_LINKED_RAILWAY_IDS) {
          const message = RAILWAY_ID_MESSAGES.tooMany.replace(
            "{max}",
            String(MAX_LINKED_RAILWAY_IDS),
          );
          throw new DomainError(ErrorCode.validation_failed, { message });
        }
        return repo.insert(tx, { userId, railwayUserId, linkedAt: deps.now() });
      });
      return { ...(await list(userId)), linked: linkedNow };
    },

    async status(userId, railwayUserId) {
      await linked(userId, railwayUserId);
      const status = await railway.railwayUser(railwayUserId);
      if (!status) {
        throw new DomainError(ErrorCode.not_found, { message: RAILWAY_ID_MESSAGES.unknown });
      }
      return status;
    },

    async resendOtp(userId, railwayUserId, channel) {
      await linked(userId, railwayUserId);
      const sent = await railway.sendAccountOtp(railwayUserId, channel);
      if (!sent.ok) throw refusalError(sent);
      return {
        channel: sent.channel,
        sentTo: sent.sentTo,
        message: sent.message,
        expiresAt: sent.expiresAt.toISOString(),
      };
    },

    async verify(userId, railwayUserId, codes) {
      await linked(userId, railwayUserId);
      const given = CHANNELS.filter(
        (c) => (c === "mobile" ? codes.mobileOtp : codes.emailOtp) !== undefined,
      );
      if (given.length === 0) {
        // Nothing typed: ask for the OTP still pending (spec §5 "Contact").
        const status = await railway.railwayUser(railwayUserId);
        if (status && !status.mobileVerified) throw new DomainError(ErrorCode.mobile_otp_required);
        if (status && !status.emailVerified) throw new DomainError(ErrorCode.email_otp_required);
        return {
          userId: railwayUserId,
          message: "Your mobile number and email address are verified",
          mobileVerified: status?.mobileVerified ?? false,
          emailVerified: status?.emailVerified ?? false,
          verified: status !== null,
        };
      }
      // Each typed OTP is checked, so a right one counts even when the other is wrong.
      let refused: RailwayRefusal | null = null;
      const messages: string[] = [];
      let flags = { mobileVerified: false, emailVerified: false };
      for (const channel of given) {
        const code = (channel === "mobile" ? codes.mobileOtp : codes.emailOtp) ?? "";
        const done = await railway.verifyAccountOtp(railwayUserId, channel, code);
        if (!done.ok) {
          refused ??= done;
          continue;
        }
        messages.push(done.message);
        flags = { mobileVerified: done.mobileVerified, emailVerified: done.emailVerified };
      }
      if (refused) throw refusalError(refused);
      return {
        userId: railwayUserId,
        message: messages.join(". "),
        ...flags,
        verified: flags.mobileVerified && flags.emailVerified,
      };
    },

    async forgotPassword(userIdOrEmail) {
      const sent = await railway.requestPasswordReset(userIdOrEmail);
      if (!sent.ok) throw refusalError(sent);
      return { message: sent.message };
    },

    async forgotUserId(emailOrMobile) {
      const sent = await railway.forgotUserId(emailOrMobile);
      if (!sent.ok) throw refusalError(sent);
      return { message: sent.message };
    },

    registerUrl(returnPath) {
      return railway.portalUrl("register", returnPath ? { return: returnPath } : {});
    },

    isLinked: (userId, railwayUserId) => repo.isLinked(userId, railwayUserId),

    async markUsed(userId, railwayUserId) {
      await repo.markUsed(userId, railwayUserId, deps.now());
    },
  };
}
