/**
 * The railway's user accounts (issue 4 item 6). The railway owns them; Safar is
 * a partner and "never receives or stores the password; the user enters it at
 * the railway site after payment" (spec). So there are two faces:
 * - `RailwayAccountsPortal`, what the railway's OWN pages call — the only
 *   methods that take a password: register, authenticate, resetPassword, and
 *   the simulated Aadhaar e-KYC flag, and granting a standing authorisation
 *   for one Tatkal booking (`mandates.ts`);
 * - `RailwayAccounts`, what the partner may call: status, OTPs, forgot ID,
 *   reset-link requests and the booking service's profile. No password goes in
 *   or out, and no method reveals whether an email or mobile has an account.
 *   A partner links an ID only once its holder proved it with the two holder
 *   OTPs (`sendHolderOtp`, `proveHolder`; issue 16).
 * Refusals are `{ ok: false, reason, message }` from `refusals.ts`; messages go
 * out through `RailwayMessenger` after the transaction that made them commits.
 * Every instant comes from the caller's `now`.
 */
import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import { TIMINGS } from "@safar/contracts/code-tables";
import type { Db } from "@safar/db/client";
import type { Mandate, MandateRequest, RailwayResult, RailwayUserStatus } from "../gateway.ts";
import type { TimetabledTrain } from "../network/model.ts";
import { DEFAULT_MONTHLY_LIMIT, type MonthlyLimitConfig } from "../rules/monthly-limit.ts";
import { checkPasswordResetAllowed } from "../rules/password-reset.ts";
import { DEFAULT_TATKAL_CONFIG, type TatkalConfig } from "../rules/tatkal.ts";
import { maskAadhaar } from "./aadhaar.ts";
import {
  type AadhaarAuthenticated,
  type AadhaarAuthInput,
  type AadhaarAuthStarted,
  aadhaarFlows,
  type BookingOtpSent,
} from "./aadhaar-auth.ts";
import {
  accountsRepository,
  type HoldRow,
  type UserConflict,
  UserConflictError,
  type UserRow,
} from "./accounts.repository.ts";
import { istMonthRange } from "./ist-month.ts";
import { type MandateGranted, type MandateTerms, mandateFlows } from "./mandates.ts";
import type { RailwayMessenger } from "./messenger.ts";
import {
  checkOtpResend,
  DEFAULT_OTP_CONFIG,
  issueOtp,
  judgeOtp,
  type OtpConfig,
  type OtpPurpose,
  otpContact,
} from "./otp.ts";
import {
  DEFAULT_SCRYPT,
  hashPassword,
  type ScryptParams,
  verifyPassword,
} from "./password-hash.ts";
import { ACCOUNT_NOTICES, type AccountRefusal, accountRefusal, fill } from "./refusals.ts";
import {
  checkPassword,
  checkUserId,
  classifyContact,
  isValidEmail,
  isValidMobile,
  isValidName,
  maskEmail,
  maskMobile,
} from "./validation.ts";

export type {
  AadhaarAuthenticated,
  AadhaarAuthInput,
  AadhaarAuthStarted,
  BookingOtpSent,
} from "./aadhaar-auth.ts";
export type { MandateGranted, MandateTerms } from "./mandates.ts";
export type { OtpPurpose } from "./otp.ts";

/** The OTPs that verify an account's own mobile and email (`sendOtp`, `verifyOtp`). */
export type ContactOtpPurpose = Extract<OtpPurpose, "verify_mobile" | "verify_email">;

export interface RegisterInput {
  userId: string;
  password: string;
  name: string;
  email: string;
  mobile: string;
}

export interface Registered {
  userId: string;
  /** 'A 6 digit OTP was sent to 98******10', one per channel. */
  mobileOtpNotice: string;
  emailOtpNotice: string;
}

export interface OtpSent {
  purpose: OtpPurpose;
  /** The masked mobile or email it went to. */
  sentTo: string;
  message: string;
  expiresAt: Date;
}

/** The two holder OTPs were right: the ID's mobile and email are verified. */
export interface HolderProved {
  message: string;
  mobileVerified: true;
  emailVerified: true;
}

/** A refusal of `proveHolder`, with the contact whose code it is about. */
export type HolderRefusal = AccountRefusal & { channel?: "mobile" | "email" };

export interface OtpVerified {
  purpose: OtpPurpose;
  message: string;
  mobileVerified: boolean;
  emailVerified: boolean;
}

/** A hold as its password page shows it (ADR 011). */
export interface HoldAuthorization {
  holdId: string;
  pnr: string;
  /** The railway user ID the hold was made with: the password asked for is this ID's. */
  railwayUserId: string;
  passengers: number;
  expiresAt: Date;
  /**
   * `awaiting`: the password may be typed; `authorized`: it was; `locked`: too
   * many wrong tries; `closed`: the hold lapsed, was given up or was booked
   * without the password.
   */
  state: "awaiting" | "authorized" | "locked" | "closed";
  attemptsLeft: number;
  /**
   * A Tatkal hold from the configured date (`TatkalConfig.aadhaarOtpRequiredFrom`):
   * the masked Aadhaar-linked mobile its Aadhaar OTP goes to; null when the
   * hold needs no Aadhaar OTP.
   */
  aadhaarOtpTo: string | null;
}

export interface BookingProfile {
  aadhaarVerified: boolean;
  ticketsThisMonth: number;
}

/** What the railway's own pages call: the only methods that take a password. */
export interface RailwayAccountsPortal {
  /** Creates an account and sends a mobile OTP and an email OTP. */
  register(input: RegisterInput, now: Date): Promise<RailwayResult<Registered>>;
  /** Checks a user ID (case-sensitive) and password. */
  authenticate(userId: string, password: string): Promise<RailwayResult<{ userId: string }>>;
  /** Sets a new password from a reset link's token. */
  resetPassword(
    token: string,
    newPassword: string,
    now: Date,
  ): Promise<RailwayResult<{ userId: string; message: string }>>;
  /** A hold as its password page shows it; null for an unknown hold. */
  holdForAuthorization(holdId: string, now: Date): Promise<HoldAuthorization | null>;
  /**
   * The traveller typed the password of the hold's railway user ID on the
   * railway's page: a right one marks the hold authorised (so `confirm`
   * accepts it); the tries of a hold are limited (`holdAuthorizationAttempts`).
   * A hold that needs an Aadhaar OTP (`aadhaarOtpTo`) also needs the right
   * `aadhaarOtp`, judged first: a wrong one uses an OTP try, not a password try.
   */
  authorizeHold(
    holdId: string,
    userId: string,
    password: string,
    now: Date,
    aadhaarOtp?: string,
  ): Promise<RailwayResult<{ holdId: string; pnr: string; authorizedAt: Date }>>;
  /**
   * `authorizeHold` for the holds of one journey in two trains (ADR 023), all
   * of the same user ID: one password (the first hold's tries), one Aadhaar
   * OTP when any is Tatkal (bound to the first such hold), and all authorised
   * in one transaction or none. Holds already authorised are left as they are.
   */
  authorizeHolds(
    holdIds: readonly string[],
    userId: string,
    password: string,
    now: Date,
    aadhaarOtp?: string,
  ): Promise<RailwayResult<{ holds: { holdId: string; pnr: string }[]; authorizedAt: Date }>>;
  /**
   * The Aadhaar OTP of a hold that needs one, to the Aadhaar-linked mobile:
   * `ensure` when the page is shown (one still pending is kept), `resend` on
   * request; both under the OTP resend limits. Null when the hold is unknown,
   * not awaiting the password, or needs no Aadhaar OTP.
   */
  sendBookingOtp(
    holdId: string,
    mode: "ensure" | "resend",
    now: Date,
  ): Promise<RailwayResult<BookingOtpSent> | null>;
  /**
   * Aadhaar authentication, step 1 (simulated UIDAI e-KYC): the user ID and
   * password, a 12-digit Aadhaar number (Verhoeff-checked, never stored) and
   * consent; sends the OTP to the Aadhaar-linked mobile, or answers the masked
   * number of an ID already authenticated.
   */
  startAadhaarAuth(input: AadhaarAuthInput, now: Date): Promise<RailwayResult<AadhaarAuthStarted>>;
  /** Step 2's resend: a new OTP for the pending authentication (its number's last four digits). */
  resendAadhaarAuthOtp(
    userId: string,
    now: Date,
  ): Promise<RailwayResult<{ message: string; expiresAt: Date }>>;
  /** Step 2: the OTP; right, the ID is Aadhaar-authenticated (last four digits, when). */
  confirmAadhaarAuth(
    userId: string,
    code: string,
    now: Date,
  ): Promise<RailwayResult<AadhaarAuthenticated>>;
  /**
   * What the mandate page shows of a request to authorise one Tatkal booking
   * ahead (`mandates.ts`), or why the railway would not take it: its shape,
   * the journey, Tatkal still to open, the user ID Aadhaar-authenticated.
   */
  mandateTerms(request: MandateRequest, now: Date): Promise<RailwayResult<{ terms: MandateTerms }>>;
  /**
   * The Aadhaar OTP of a mandate request, bound to it, to the Aadhaar-linked
   * mobile: `ensure` when the page is shown (one still pending is kept),
   * `resend` on request; under the OTP resend limits.
   */
  sendMandateOtp(
    request: MandateRequest,
    mode: "ensure" | "resend",
    now: Date,
  ): Promise<RailwayResult<BookingOtpSent>>;
  /**
   * A standing authorisation for this one booking, valid until an hour after
   * its Tatkal opening: the request's Aadhaar OTP (judged first), then the
   * password of its user ID; wrong OTPs and wrong passwords share the OTP's
   * tries (`mandates.ts`).
   */
  grantMandate(
    request: MandateRequest,
    password: string,
    aadhaarOtp: string,
    now: Date,
  ): Promise<RailwayResult<MandateGranted>>;
  /** The Aadhaar flag alone, without a number (tests). */
  setAadhaarVerified(
    userId: string,
    verified: boolean,
  ): Promise<RailwayResult<{ userId: string; aadhaarVerified: boolean }>>;
}

/** What the partner (and the booking service) may call: no password in or out. */
export interface RailwayAccounts {
  status(userId: string, now: Date): Promise<RailwayUserStatus | null>;
  sendOtp(userId: string, purpose: ContactOtpPurpose, now: Date): Promise<RailwayResult<OtpSent>>;
  verifyOtp(
    userId: string,
    purpose: ContactOtpPurpose,
    code: string,
    now: Date,
  ): Promise<RailwayResult<OtpVerified>>;
  /**
   * Sends the OTP that proves the holder of this ID to a partner linking it,
   * to the account's registered mobile or email (verified or not); the
   * resend limits of every OTP apply.
   */
  sendHolderOtp(
    userId: string,
    channel: "mobile" | "email",
    now: Date,
  ): Promise<RailwayResult<OtpSent>>;
  /**
   * Checks both holder OTPs in one go: both right, both are spent and the
   * account's mobile and email marked verified; otherwise nothing is spent,
   * each wrong code uses one of its tries, and the refusal (mobile's first)
   * names its contact.
   */
  proveHolder(
    userId: string,
    codes: { mobile: string; email: string },
    now: Date,
  ): Promise<({ ok: true } & HolderProved) | HolderRefusal>;
  /** Sends the user ID to the email or mobile given; answers the same whether or not it has an account. */
  forgotUserId(emailOrMobile: string, now: Date): Promise<RailwayResult<{ message: string }>>;
  /** Emails a reset link (valid 24 h); answers the same whether or not the account exists. */
  requestPasswordReset(
    userIdOrEmail: string,
    now: Date,
  ): Promise<RailwayResult<{ message: string }>>;
  bookingProfile(userId: string, now: Date): Promise<BookingProfile | null>;
  /** A standing authorisation (`grantMandate`); null when unknown or not an id. */
  mandate(mandateId: string): Promise<Mandate | null>;
  /**
   * Authorises a hold with a mandate of the same user ID, journey, class,
   * quota and passenger count, before it expires: once (the same hold again
   * answers ok; another is refused). The mandate's row is locked meanwhile.
   */
  authorizeWithMandate(
    holdId: string,
    mandateId: string,
    now: Date,
  ): Promise<RailwayResult<{ authorizedAt: Date }>>;
}

export interface RailwayAccountsConfig {
  otp: OtpConfig;
  resetLinkValidHours: number;
  /** The railway page a reset link opens; the token is added as `?token=`. */
  resetLinkBase: string;
  scrypt: ScryptParams;
  monthlyLimit: MonthlyLimitConfig;
  /** Password tries per hold on the authorisation page before it locks. */
  holdAuthorizationAttempts: number;
  /** Which holds need an Aadhaar OTP, from when (the booking rules' Tatkal config). */
  tatkal: TatkalConfig;
}

export const DEFAULT_ACCOUNTS_CONFIG: RailwayAccountsConfig = {
  otp: DEFAULT_OTP_CONFIG,
  resetLinkValidHours: TIMINGS.resetLinkValidHours,
  resetLinkBase: "https://railway.example/reset-password",
  scrypt: DEFAULT_SCRYPT,
  monthlyLimit: DEFAULT_MONTHLY_LIMIT,
  holdAuthorizationAttempts: 5,
  tatkal: DEFAULT_TATKAL_CONFIG,
};

/** Where secrets come from; tests may make them predictable. */
export interface AccountsRandom {
  /** A uniform integer in [min, max). */
  int(min: number, max: number): number;
  bytes(size: number): Buffer;
}

export const cryptoRandom: AccountsRandom = {
  int: (min, max) => randomInt(min, max),
  bytes: (size) => randomBytes(size),
};

export interface RailwayAccountsDeps {
  db: Db;
  messenger: RailwayMessenger;
  config?: Partial<RailwayAccountsConfig>;
  random?: AccountsRandom;
  /** The timetable a mandate's journey is resolved on; without it every mandate request is refused. */
  trains?: ReadonlyMap<string, TimetabledTrain>;
  /** False in race tests only: a mandate's row is used without its lock. */
  locking?: boolean;
}

const CONFLICT_REASONS = {
  user_id: "user_id_taken",
  email: "email_taken",
  mobile: "mobile_taken",
} as const satisfies Record<UserConflict, string>;

const RESET_TOKEN_BYTES = 32;

const isUuid = (s: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

const sha256 = (value: string): string => createHash("sha256").update(value).digest("hex");

function otpNotice(purpose: OtpPurpose, user: Pick<UserRow, "mobile" | "email">): string {
  return fill(ACCOUNT_NOTICES.otpSent, { to: otpSentTo(purpose, user) });
}

function otpSentTo(purpose: OtpPurpose, user: Pick<UserRow, "mobile" | "email">): string {
  return otpContact(purpose) === "mobile" ? maskMobile(user.mobile) : maskEmail(user.email);
}

function isVerified(user: UserRow, purpose: OtpPurpose): boolean {
  return otpContact(purpose) === "mobile" ? user.mobileVerified : user.emailVerified;
}

export function createRailwayAccounts(deps: RailwayAccountsDeps): {
  portal: RailwayAccountsPortal;
  accounts: RailwayAccounts;
} {
  const config: RailwayAccountsConfig = { ...DEFAULT_ACCOUNTS_CONFIG, ...deps.config };
  const random = deps.random ?? cryptoRandom;
  const repo = accountsRepository(deps.db);
  const { messenger } = deps;

  // A hash to check against when the user ID is unknown, so a wrong ID costs
  // as long as a wrong password (made once, on first use).
  let decoyHash: Promise<string> | undefined;
  const decoy = () => {
    decoyHash ??= hashPassword(random.bytes(12).toString("base64"), config.scrypt);
    return decoyHash;
  };

  /** A new OTP row of a purpose (the caller sends it once committed). */
  function otpFor(
    user: Pick<UserRow, "userId" | "mobile" | "email">,
    purpose: OtpPurpose,
    now: Date,
  ) {
    return issueOtp(user, purpose, now, config.otp, random.int);
  }

  const aadhaar = aadhaarFlows({
    repo,
    messenger,
    otp: config.otp,
    tatkal: config.tatkal,
    randomInt: random.int,
    authenticate: (userId, password) => portal.authenticate(userId, password),
  });

  const mandates = mandateFlows({
    repo,
    aadhaar,
    otp: config.otp,
    tatkal: config.tatkal,
    trains: deps.trains,
    async passwordMatches(userId, password) {
      const user = checkUserId(userId).ok ? await repo.findUser(userId) : null;
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
      return user !== null && matches;
    },
    newId: randomUUID,
    locking: deps.locking ?? true,
  });

  async function conflictOf(input: RegisterInput): Promise<UserConflict | null> {
    if (await repo.findUser(input.userId)) return "user_id";
    if (await repo.findUserByEmail(input.email)) return "email";
    if (await repo.findUserByMobile(input.mobile)) return "mobile";
    return null;
  }

  async function ticketsThisMonth(userId: string, now: Date): Promise<number> {
    const { start, end } = istMonthRange(now);
    return repo.countTickets(userId, start, end);
  }

  const portal: RailwayAccountsPortal = {
    async register(raw, now) {
      const input: RegisterInput = {
        userId: raw.userId,
        password: raw.password,
        name: raw.name.trim(),
        email: raw.email.trim(),
        mobile: raw.mobile.trim(),
      };
      const id = checkUserId(input.userId);
      if (!id.ok) return accountRefusal("user_id_invalid", {}, id.message);
      const password = checkPassword(input.password);
      if (!password.ok) return accountRefusal("password_weak");
      if (!isValidName(input.name)) return accountRefusal("name_invalid");
      if (!isValidEmail(input.email)) return accountRefusal("email_invalid");
      if (!isValidMobile(input.mobile)) return accountRefusal("mobile_invalid");

      const taken = await conflictOf(input);
      if (taken) return accountRefusal(CONFLICT_REASONS[taken]);

      const passwordHash = await hashPassword(input.password, config.scrypt);
      const mobileOtp = otpFor(input, "verify_mobile", now);
      const emailOtp = otpFor(input, "verify_email", now);
      try {
        await repo.transaction(async (tx) => {
          await repo.insertUser(tx, {
            userId: input.userId,
            passwordHash,
            name: input.name,
            email: input.email,
            mobile: input.mobile,
            createdAt: now,
            passwordChangedAt: now,
          });
          await repo.insertOtp(tx, mobileOtp.row);
          await repo.insertOtp(tx, emailOtp.row);
        });
      } catch (error) {
        if (!(error instanceof UserConflictError)) throw error;
        // Another registration took the ID, email or mobile between our check and insert.
        const conflict = error.conflict ?? (await conflictOf(input)) ?? "user_id";
        return accountRefusal(CONFLICT_REASONS[conflict]);
      }
      await messenger.send(mobileOtp.message);
      await messenger.send(emailOtp.message);
      return {
        ok: true,
        userId: input.userId,
        mobileOtpNotice: otpNotice("verify_mobile", input),
        emailOtpNotice: otpNotice("verify_email", input),
      };
    },

    async authenticate(userId, password) {
      const user = checkUserId(userId).ok ? await repo.findUser(userId) : null;
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
      if (!user || !matches) return accountRefusal("credentials_invalid");
      return { ok: true, userId: user.userId };
    },

    async resetPassword(token, newPassword, now) {
      const tokenHash = sha256(token);
      const link = token === "" ? null : await repo.findPasswordReset(tokenHash);
      if (!link || link.usedAt !== null || now.getTime() >= link.expiresAt.getTime()) {
        return accountRefusal("reset_link_invalid");
      }
      const allowed = checkPasswordResetAllowed(now);
      if (!allowed.ok) return accountRefusal(allowed.reason);
      const password = checkPassword(newPassword);
      if (!password.ok) return accountRefusal("password_weak");

      const passwordHash = await hashPassword(newPassword, config.scrypt);
      const userId = await repo.transaction(async (tx) => {
        const owner = await repo.usePasswordReset(tx, tokenHash, now);
        if (owner === null) return null;
        await repo.updatePassword(tx, owner, passwordHash, now);
        await repo.spendOpenPasswordResets(tx, owner, now);
        return owner;
      });
      if (userId === null) return accountRefusal("reset_link_invalid");
      return { ok: true, userId, message: ACCOUNT_NOTICES.passwordChanged };
    },

    async holdForAuthorization(holdId, now) {
      const hold = isUuid(holdId) ? await repo.findHold(holdId) : null;
      if (!hold) return null;
      const max = config.holdAuthorizationAttempts;
      const state: HoldAuthorization["state"] = hold.authorizedAt
        ? "authorized"
        : hold.state !== "held" || hold.expiresAt.getTime() <= now.getTime()
          ? "closed"
          : hold.attempts >= max
            ? "locked"
            : "awaiting";
      const aadhaarOtpTo =
        state === "awaiting" && aadhaar.bookingOtpRequired(hold, now)
          ? await aadhaar.bookingOtpContact(hold)
          : null;
      return {
        holdId: hold.holdId,
        pnr: hold.pnr,
        railwayUserId: hold.railwayUserId,
        passengers: hold.passengers,
        expiresAt: hold.expiresAt,
        state,
        attemptsLeft: Math.max(0, max - hold.attempts),
        aadhaarOtpTo,
      };
    },

    async sendBookingOtp(holdId, mode, now) {
      const hold = isUuid(holdId) ? await repo.findHold(holdId) : null;
      if (
        !hold ||
        hold.authorizedAt ||
        hold.state !== "held" ||
        hold.expiresAt.getTime() <= now.getTime() ||
        hold.attempts >= config.holdAuthorizationAttempts ||
        !aadhaar.bookingOtpRequired(hold, now)
      ) {
        return null;
      }
      return aadhaar.bookingOtp(hold, mode, now);
    },

    startAadhaarAuth: (input, now) => aadhaar.start(input, now),
    resendAadhaarAuthOtp: (userId, now) => aadhaar.resend(userId, now),
    confirmAadhaarAuth: (userId, code, now) => aadhaar.confirm(userId, code, now),

    async authorizeHold(holdId, userId, password, now, aadhaarOtp = "") {
      const done = await portal.authorizeHolds([holdId], userId, password, now, aadhaarOtp);
      if (!done.ok) return done;
      const [hold] = done.holds;
      return { ok: true, holdId, pnr: hold?.pnr ?? "", authorizedAt: done.authorizedAt };
    },

    async authorizeHolds(holdIds, userId, password, now, aadhaarOtp = "") {
      const ids = [...new Set(holdIds)];
      if (ids.length === 0 || ids.length > 2) return accountRefusal("hold_not_found");
      const found = await Promise.all(ids.map((id) => (isUuid(id) ? repo.findHold(id) : null)));
      if (found.some((h) => h === null)) return accountRefusal("hold_not_found");
      const holds = found as HoldRow[];
      const first = holds[0] as HoldRow;
      const done = (authorizedAt: Date) =>
        ({
          ok: true,
          holds: holds.map((h) => ({ holdId: h.holdId, pnr: h.pnr })),
          authorizedAt,
        }) as const;
      const open = holds.filter((h) => !h.authorizedAt);
      // Already authorised: nothing to check (and no password oracle left open).
      if (open.length === 0) return done(first.authorizedAt ?? now);
      if (open.some((h) => h.state !== "held" || h.expiresAt.getTime() <= now.getTime())) {
        return accountRefusal("hold_expired");
      }
      if (holds.some((h) => h.railwayUserId !== userId)) {
        return accountRefusal("hold_user_mismatch");
      }
      // The first hold keeps the tries of the whole page.
      const max = config.holdAuthorizationAttempts;
      if (first.attempts >= max) return accountRefusal("hold_locked");
      // A Tatkal hold's Aadhaar OTP first: a wrong one uses an OTP try, not a password try.
      const otpHold = open.find((h) => aadhaar.bookingOtpRequired(h, now)) ?? null;
      const otp = otpHold ? await aadhaar.judgeBookingOtp(otpHold, aadhaarOtp, now) : null;
      if (otp && !otp.ok) return otp;
      const attempts = await repo.takeAuthorizationAttempt(first.holdId, now, max);
      if (attempts === null) {
        // Locked, or the hold lapsed or was authorised by a simultaneous try.
        const again = await Promise.all(ids.map((id) => repo.findHold(id)));
        if (again.every((h) => h?.authorizedAt)) return done(again[0]?.authorizedAt ?? now);
        return again[0] && again[0].attempts >= max
          ? accountRefusal("hold_locked")
          : accountRefusal("hold_expired");
      }
      const user = await repo.findUser(first.railwayUserId);
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
      if (!user || !matches) {
        return attempts >= max
          ? accountRefusal("hold_locked")
          : accountRefusal("hold_password_wrong", {
              userId: first.railwayUserId,
              attemptsLeft: max - attempts,
            });
      }
      const openIds = open.map((h) => h.holdId);
      const authorizedAt = otp
        ? await aadhaar.finishAuthorization(otpHold as HoldRow, otp.otpId, now, openIds)
        : await repo.authorizeHolds(openIds, now);
      if (authorizedAt) return done(authorizedAt);
      const again = await Promise.all(ids.map((id) => repo.findHold(id)));
      if (again.every((h) => h?.authorizedAt)) return done(again[0]?.authorizedAt ?? now);
      // The OTP was replaced or spent meanwhile, or a hold lapsed.
      const live = again.every((h) => h?.state === "held" && h.expiresAt.getTime() > now.getTime());
      return otp && live ? accountRefusal("otp_not_requested") : accountRefusal("hold_expired");
    },

    mandateTerms: (request, now) => mandates.terms(request, now),
    sendMandateOtp: (request, mode, now) => mandates.sendOtp(request, mode, now),
    grantMandate: (request, password, aadhaarOtp, now) =>
      mandates.grant(request, password, aadhaarOtp, now),

    async setAadhaarVerified(userId, verified) {
      if (!(await repo.setAadhaarVerified(userId, verified))) {
        return accountRefusal("user_not_found");
      }
      return { ok: true, userId, aadhaarVerified: verified };
    },
  };

  const accounts: RailwayAccounts = {
    async status(userId, now) {
      const user = await repo.findUser(userId);
      if (!user) return null;
      return {
        userId: user.userId,
        mobileVerified: user.mobileVerified,
        emailVerified: user.emailVerified,
        aadhaarVerified: user.aadhaarVerified,
        aadhaarMasked:
          user.aadhaarVerified && user.aadhaarLast4 ? maskAadhaar(user.aadhaarLast4) : null,
        ticketsThisMonth: await ticketsThisMonth(user.userId, now),
        monthlyLimit: user.aadhaarVerified
          ? config.monthlyLimit.aadhaarVerified
          : config.monthlyLimit.basic,
      };
    },

    async sendOtp(userId, purpose, now) {
      const sent = await repo.transaction(
        async (tx): Promise<AccountRefusal | (ReturnType<typeof otpFor> & { user: UserRow })> => {
          const user = await repo.lockUser(tx, userId);
          if (!user) return accountRefusal("user_not_found");
          if (isVerified(user, purpose)) {
            return accountRefusal("already_verified", {
              channel: purpose === "verify_mobile" ? "mobile number" : "email address",
            });
          }
          const since = new Date(now.getTime() - 3_600_000);
          const recent = await repo.otpsSentSince(tx, userId, purpose, since);
          const resend = checkOtpResend(recent, now, config.otp);
          if (!resend.ok) return resend;
          const otp = otpFor(user, purpose, now);
          await repo.insertOtp(tx, otp.row);
          return { ...otp, user };
        },
      );
      if ("ok" in sent) return sent;
      await messenger.send(sent.message);
      return {
        ok: true,
        purpose,
        sentTo: otpSentTo(purpose, sent.user),
        message: otpNotice(purpose, sent.user),
        expiresAt: sent.expiresAt,
      };
    },

    async verifyOtp(userId, purpose, code, now) {
      return repo.transaction(async (tx): Promise<RailwayResult<OtpVerified>> => {
        const user = await repo.lockUser(tx, userId);
        if (!user) return accountRefusal("user_not_found");
        if (isVerified(user, purpose)) {
          return accountRefusal("already_verified", {
            channel: purpose === "verify_mobile" ? "mobile number" : "email address",
          });
        }
        const otp = await repo.latestOtp(tx, userId, purpose);
        const judgement = judgeOtp({ userId, purpose, code }, otp, now, config.otp);
        if (judgement.outcome === "refused") return judgement.refusal;
        if (!otp) throw new Error("judgeOtp accepted a missing OTP"); // unreachable
        if (judgement.outcome === "wrong") {
          await repo.recordOtpAttempt(tx, otp.id);
          return judgement.locked
            ? accountRefusal("otp_locked")
            : accountRefusal("otp_wrong", {
                attemptsLeft: config.otp.maxAttempts - judgement.attempts,
              });
        }
        await repo.consumeOtp(tx, otp.id, now);
        const updated = await repo.markContactVerified(tx, userId, purpose);
        return {
          ok: true,
          purpose,
          message:
            purpose === "verify_mobile"
              ? ACCOUNT_NOTICES.mobileVerified
              : ACCOUNT_NOTICES.emailVerified,
          mobileVerified: updated.mobileVerified,
          emailVerified: updated.emailVerified,
        };
      });
    },

    async sendHolderOtp(userId, channel, now) {
      const purpose: OtpPurpose = channel === "mobile" ? "link_mobile" : "link_email";
      const sent = await repo.transaction(
        async (tx): Promise<AccountRefusal | (ReturnType<typeof otpFor> & { user: UserRow })> => {
          const user = await repo.lockUser(tx, userId);
          if (!user) return accountRefusal("user_not_found");
          const since = new Date(now.getTime() - 3_600_000);
          const recent = await repo.otpsSentSince(tx, userId, purpose, since);
          const resend = checkOtpResend(recent, now, config.otp);
          if (!resend.ok) return resend;
          const otp = otpFor(user, purpose, now);
          await repo.insertOtp(tx, otp.row);
          return { ...otp, user };
        },
      );
      if ("ok" in sent) return sent;
      await messenger.send(sent.message);
      return {
        ok: true,
        purpose,
        sentTo: otpSentTo(purpose, sent.user),
        message: otpNotice(purpose, sent.user),
        expiresAt: sent.expiresAt,
      };
    },

    async proveHolder(userId, codes, now) {
      return repo.transaction(
        async (tx): Promise<({ ok: true } & HolderProved) | HolderRefusal> => {
          const user = await repo.lockUser(tx, userId);
          if (!user) return accountRefusal("user_not_found");
          const judged = [];
          for (const channel of ["mobile", "email"] as const) {
            const purpose: OtpPurpose = channel === "mobile" ? "link_mobile" : "link_email";
            const otp = await repo.latestOtp(tx, userId, purpose);
            const code = codes[channel];
            judged.push({
              channel,
              otp,
              judgement: judgeOtp({ userId, purpose, code }, otp, now, config.otp),
            });
          }
          // Every wrong code uses a try, whatever the other one was.
          let refusal: HolderRefusal | null = null;
          for (const { channel, otp, judgement } of judged) {
            if (judgement.outcome === "match") continue;
            let refused: AccountRefusal;
            if (judgement.outcome === "refused") refused = judgement.refusal;
            else {
              if (otp) await repo.recordOtpAttempt(tx, otp.id);
              refused = judgement.locked
                ? accountRefusal("otp_locked")
                : accountRefusal("otp_wrong", {
                    attemptsLeft: config.otp.maxAttempts - judgement.attempts,
                  });
            }
            refusal ??= { ...refused, channel };
          }
          if (refusal) return refusal;
          for (const { otp } of judged) if (otp) await repo.consumeOtp(tx, otp.id, now);
          await repo.markContactVerified(tx, userId, "link_mobile");
          await repo.markContactVerified(tx, userId, "link_email");
          return {
            ok: true,
            message: ACCOUNT_NOTICES.holderProved,
            mobileVerified: true,
            emailVerified: true,
          };
        },
      );
    },

    async forgotUserId(emailOrMobile, _now) {
      const contact = classifyContact(emailOrMobile);
      if (!contact) return accountRefusal("identifier_invalid");
      const to = contact.kind === "mobile" ? contact.mobile : contact.email;
      const user =
        contact.kind === "mobile"
          ? await repo.findUserByMobile(contact.mobile)
          : await repo.findUserByEmail(contact.email);
      if (user) {
        await messenger.send({
          channel: contact.kind === "mobile" ? "sms" : "email",
          to,
          kind: "user_id",
          text: `Your railway user ID is ${user.userId}. User IDs are case-sensitive.`,
        });
      }
      return { ok: true, message: fill(ACCOUNT_NOTICES.userIdSent, { to }) };
    },

    async requestPasswordReset(userIdOrEmail, now) {
      const allowed = checkPasswordResetAllowed(now);
      if (!allowed.ok) return accountRefusal(allowed.reason);
      const given = userIdOrEmail.trim();
      let user: UserRow | null;
      if (given.includes("@")) {
        if (!isValidEmail(given)) return accountRefusal("email_invalid");
        user = await repo.findUserByEmail(given);
      } else {
        const id = checkUserId(given);
        if (!id.ok) return accountRefusal("user_id_invalid", {}, id.message);
        user = await repo.findUser(given);
      }
      if (user) {
        const token = random.bytes(RESET_TOKEN_BYTES).toString("base64url");
        await repo.insertPasswordReset({
          tokenHash: sha256(token),
          userId: user.userId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + config.resetLinkValidHours * 3_600_000),
        });
        const link = `${config.resetLinkBase}?token=${token}`;
        await messenger.send({
          channel: "email",
          to: user.email,
          kind: "password_reset",
          text: `To reset the password of railway user ID ${user.userId}, open ${link} . The link is valid for ${config.resetLinkValidHours} hours and works once.`,
        });
      }
      return { ok: true, message: ACCOUNT_NOTICES.resetLinkSent };
    },

    async bookingProfile(userId, now) {
      const user = await repo.findUser(userId);
      if (!user) return null;
      return {
        aadhaarVerified: user.aadhaarVerified,
        ticketsThisMonth: await ticketsThisMonth(user.userId, now),
      };
    },

    mandate: (mandateId) => mandates.find(mandateId),
    authorizeWithMandate: (holdId, mandateId, now) =>
      mandates.authorizeHold(holdId, mandateId, now),
  };

  return { portal, accounts };
}
