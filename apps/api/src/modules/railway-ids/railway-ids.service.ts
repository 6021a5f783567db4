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
 * `RailwayGateway`. New IDs are made on the railway's own page
 * (`registerUrl`), never here.
 *
 * An ID is linked only once its holder proved it (issue 16): the railway
 * sends an OTP to the ID's registered mobile and one to its email
 * (`resendOtp`), and `verify` with both right links it (and the railway marks
 * both contacts verified). Until then nothing of the ID is shown: not its
 * verification flags, its Aadhaar flag or its tickets this month (`status`
 * answers 404, as for another user's ID, R5), not even where the OTPs went.
 * `link` of an ID not proved links nothing (`proven: false`).
 */

export interface RailwayIdList {
  isNewUser: boolean;
  /** Last used (or linked) first. */
  ids: string[];
  registerUrl: string;
}

export interface RailwayIdsService {
  list(userId: string): Promise<RailwayIdList>;
  /**
   * The user's list once this railway ID is linked: an ID the user proved is
   * (still) linked, `proven`; an existing ID not proved is left unlinked,
   * `proven: false`; an unknown one is refused.
   */
  link(
    userId: string,
    railwayUserId: string,
  ): Promise<RailwayIdList & { linked: boolean; proven: boolean }>;
  /**
   * What the railway tells of a linked ID, with the link to its Aadhaar page
   * (coming back to `returnPath`, a path of this site; the railway checks it again).
   */
  status(
    userId: string,
    railwayUserId: string,
    returnPath?: string,
  ): Promise<RailwayIdStatusResponse>;
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

  function tooMany(): DomainError {
    const message = RAILWAY_ID_MESSAGES.tooMany.replace("{max}", String(MAX_LINKED_RAILWAY_IDS));
    return new DomainError(ErrorCode.validation_failed, { message });
  }

  /** Before an ID not yet linked is proved: room for it. */
  async function refuseTooMany(userId: string): Promise<void> {
    const ids = await repo.listFor(userId);
    if (ids.length >= MAX_LINKED_RAILWAY_IDS) throw tooMany();
  }

  /** Links an ID its holder just proved (idempotent; at most `MAX_LINKED_RAILWAY_IDS`). */
  async function linkProved(userId: string, railwayUserId: string): Promise<void> {
    await repo.transaction(async (tx) => {
      await repo.lockUser(tx, userId);
      if (await repo.isLinked(userId, railwayUserId, tx)) return;
      if ((await repo.countFor(tx, userId)) >= MAX_LINKED_RAILWAY_IDS) throw tooMany();
      await repo.insert(tx, { userId, railwayUserId, linkedAt: deps.now() });
    });
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
      const proven = await repo.isLinked(userId, railwayUserId);
      if (!proven) await refuseTooMany(userId);
      return { ...(await list(userId)), linked: false, proven };
    },

    async status(userId, railwayUserId, returnPath) {
      await linked(userId, railwayUserId);
      const status = await railway.railwayUser(railwayUserId);
      if (!status) {
        throw new DomainError(ErrorCode.not_found, { message: RAILWAY_ID_MESSAGES.unknown });
      }
      const aadhaarUrl = railway.portalUrl("aadhaar", {
        userId: railwayUserId,
        ...(returnPath ? { return: returnPath } : {}),
      });
      return { ...status, aadhaarUrl };
    },

    async resendOtp(userId, railwayUserId, channel) {
      const mine = await repo.isLinked(userId, railwayUserId);
      if (!mine) await refuseTooMany(userId);
      const sent = await railway.sendAccountOtp(railwayUserId, channel);
      if (!sent.ok) throw refusalError(sent);
      // Where the OTP went is the holder's business until the ID is theirs.
      const sentTo = mine ? sent.sentTo : RAILWAY_ID_MESSAGES.registeredContact[channel];
      return {
        channel: sent.channel,
        sentTo,
        message: mine ? sent.message : `A 6 digit OTP was sent to ${sentTo}`,
        expiresAt: sent.expiresAt.toISOString(),
      };
    },

    async verify(userId, railwayUserId, codes) {
      const mine = await repo.isLinked(userId, railwayUserId);
      if (mine && codes.mobileOtp === undefined && codes.emailOtp === undefined) {
        // Linked, nothing typed: ask for the OTP still pending (spec §5 "Contact").
        const status = await railway.railwayUser(railwayUserId);
        if (status && !status.mobileVerified) throw new DomainError(ErrorCode.mobile_otp_required);
        if (status && !status.emailVerified) throw new DomainError(ErrorCode.email_otp_required);
        return {
          userId: railwayUserId,
          message: RAILWAY_ID_MESSAGES.verified,
          mobileVerified: status?.mobileVerified ?? false,
          emailVerified: status?.emailVerified ?? false,
          verified: status !== null,
        };
      }
      if (!mine) await refuseTooMany(userId);
      // Both OTPs, checked together: the holder proves the ID, and only then is it linked.
      const done = await railway.proveAccountHolder(railwayUserId, {
        mobileOtp: codes.mobileOtp ?? "",
        emailOtp: codes.emailOtp ?? "",
      });
      if (!done.ok) {
        const error = refusalError(done);
        const field = done.channel === "email" ? "emailOtp" : "mobileOtp";
        throw new DomainError(error.code, {
          message: error.message,
          ...(done.channel ? { fields: { [field]: error.message } } : {}),
        });
      }
      await linkProved(userId, railwayUserId);
      return {
        userId: railwayUserId,
        message: done.message,
        mobileVerified: done.mobileVerified,
        emailVerified: done.emailVerified,
        verified: done.mobileVerified && done.emailVerified,
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
