import { randomInt, randomUUID } from "node:crypto";
import { maskIdentifier, type SessionResponse } from "@safar/contracts/auth";
import { DomainError, ErrorCode, errorMessage } from "@safar/contracts/errors";
import type { Locale } from "@safar/contracts/locale";
import { classifyLoginIdentifier, type LoginIdentifier } from "@safar/contracts/travellers/contact";
import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import {
  DEFAULT_OTP_CONFIG,
  DEFAULT_RECIPIENT_CEILING,
  newOtpCode,
  type OtpConfig,
  type OtpRecipientCeiling,
  otpRecipientVerdict,
  otpResendVerdict,
} from "@safar/domain/otp-policy";
import { spendChallenge } from "../../otp-challenge.ts";
import type { Messages } from "../messages/messages.service.ts";
import { verifyAppToken } from "./app-token.ts";
import { authRepository, type UserRow } from "./auth.repository.ts";
import { createMac, createSealer, newToken, tokenHash } from "./tokens.ts";

/**
 * Sign-in by OTP and sessions (spec §4 Session, §6, §7; ADR 011).
 *
 * 1. `sendOtp`: a 6-digit code to the mobile (SMS) or email, through the
 *    outbox, under the shared OTP policy (`@safar/domain/otp-policy`): valid
 *    10 minutes, the newest supersedes, one per 30 s and 5 per hour counted
 *    per recipient and asking address (so nobody else can use up a
 *    traveller's own), and at most 10 per 15 minutes to one recipient from
 *    all addresses together (issue 16 item 10).
 * 2. `verifyOtp`: the right code (5 wrong ones lock it) creates the user if
 *    new and answers a one-time authorization code, valid 60 s, bound to the
 *    sign-in state of the browser that asked (its HttpOnly cookie).
 * 3. `exchangeCode`: `/v1/api/authresponse` trades the code, with that same
 *    state, for a session —
 *    a random token whose sha256 is the row's id — records the login and
 *    answers the session (spec §3) with the token sealed for the client.
 * Every instant comes from the injected clock.
 */

export const AUTH_CODE_TTL_MS = 60_000;
export const SESSION_TTL_MS = 30 * 24 * 3_600_000;
/** `last_seen_at` is written at most this often per session. */
const TOUCH_EVERY_MS = 5 * 60_000;

export interface AuthDeps {
  db: Db;
  now: Clock;
  messages: Messages;
  sessionSecret: string;
  /** The environment named in the session answer (spec §3 `env`). */
  env: string;
  /**
   * The secret the host app signs its sign-in tokens with (ADR 026); null:
   * in-app sign-in is off and every token is refused.
   */
  appTokenSecret?: string | null;
  otp?: OtpConfig;
  /** Codes one recipient may get from all addresses together (DEFAULT_RECIPIENT_CEILING). */
  recipientCeiling?: OtpRecipientCeiling;
  /** The code source; tests may fix it. */
  randomInt?: (min: number, max: number) => number;
}

export interface SignedInUser {
  id: string;
  mobile: string | null;
  email: string | null;
  firstName: string;
  lastName: string;
}

export interface NewSession {
  /** The token for the session cookie (never stored). */
  token: string;
  /** The anti-forgery token for the readable cookie. */
  csrf: string;
  expiresAt: Date;
  session: SessionResponse;
}

export interface AuthService {
  /** Sends a sign-in code; `client` is the asking address (the rate limits' key). */
  /** `language`: the page's (its cookie), else the account's stored one (ADR 028). */
  sendOtp(
    identifier: string,
    client: string,
    language?: Locale | null,
  ): Promise<{ sentTo: string; message: string; expiresAt: string; resendAfterSeconds: number }>;
  /** A right OTP answers an authorization code bound to the browser's sign-in `state`. */
  verifyOtp(
    identifier: string,
    otp: string,
    state: string,
  ): Promise<{ code: string; expiresAt: string }>;
  /** Trades a code for a session, only with the `state` it was bound to. */
  /** With `language` (the page's cookie), the account's messages go in it from now on. */
  exchangeCode(
    code: string,
    state: string,
    userAgent: string | undefined,
    language?: Locale | null,
  ): Promise<NewSession>;
  /**
   * Trades the host app's signed token for a session (ADR 026): verified
   * here, each token once; the mobile it names signs in (made if new).
   */
  exchangeAppToken(
    token: string,
    userAgent: string | undefined,
    language?: Locale | null,
  ): Promise<NewSession>;
  /** The language switch while signed in: the user's SMS and mail go in it (ADR 028). */
  setLanguage(userId: string, language: Locale): Promise<{ language: Locale }>;
  /** The user of a live session token, or null. */
  userFor(token: string): Promise<SignedInUser | null>;
  /** The session answer for a token (an empty session when it is not live). */
  sessionFor(token: string | undefined): Promise<SessionResponse>;
  logout(token: string): Promise<void>;
  /** The session token inside a sealed `sso_token_enc` + iv pair, or null. */
  unsealSsoToken(enc: string, iv: string): string | null;
  /**
   * The anti-forgery token of a session token: an HMAC of it, so a token is
   * good for its own session only and nobody can choose one (issue 16 item 15).
   */
  csrfFor(sessionToken: string): string;
}

const PURPOSE = "login" as const;

/** The sign-in OTP's words; the English is the spec's. */
function otpWords(locale: Locale, code: string, minutes: number) {
  return locale === "hi"
    ? {
        subject: "आपका Safar साइन-इन OTP",
        text: `${code} Safar में साइन इन करने के लिए आपका OTP है। ${minutes} मिनट तक मान्य। इसे किसी के साथ साझा न करें।`,
      }
    : {
        subject: "Your Safar sign-in OTP",
        text: `${code} is your OTP to sign in to Safar. Valid for ${minutes} minutes. Do not share it with anyone.`,
      };
}

function parseIdentifier(raw: string): LoginIdentifier {
  const identifier = classifyLoginIdentifier(raw);
  if (!identifier) throw new DomainError(ErrorCode.login_identifier_invalid);
  return identifier;
}

function identityKey(identifier: LoginIdentifier): string {
  return `${identifier.kind}:${identifier.value}`;
}

export function createAuthService(deps: AuthDeps): AuthService {
  const repo = authRepository(deps.db);
  const otpConfig = deps.otp ?? DEFAULT_OTP_CONFIG;
  const ceiling = deps.recipientCeiling ?? DEFAULT_RECIPIENT_CEILING;
  const draw = deps.randomInt ?? randomInt;
  const ssoSealer = createSealer(deps.sessionSecret, "sso-token");
  const walletSealer = createSealer(deps.sessionSecret, "wallet-token");
  const csrfMac = createMac(deps.sessionSecret, "csrf");
  const codeHash = (identity: string, code: string) =>
    tokenHash(`${identity}\u0000${PURPOSE}\u0000${code}`);
  // The stored hash covers the browser's sign-in state: the code alone finds nothing.
  const authCodeHash = (code: string, state: string) => tokenHash(`${code}\u0000${state}`);

  function sessionAnswer(user: UserRow, token: string, expiresAt: Date): SessionResponse {
    const sso = ssoSealer.seal(token);
    const wallet = walletSealer.seal(`wallet:${user.id}`);
    const userTypes: Array<"M" | "E"> = [];
    if (user.mobile) userTypes.push("M");
    if (user.email) userTypes.push("E");
    return {
      isLogin: true,
      env: deps.env,
      user: {
        ga_info: {
          action_type: "login",
          user_name_provided: user.firstName.length > 0,
        },
        info: {
          id: user.id,
          email: user.email ?? "",
          userTypes,
          minKycDetails: false,
          expiryTime: expiresAt.toISOString(),
          userAttributeInfo: {},
          firstName: user.firstName,
          lastName: user.lastName,
          mobile: user.mobile ?? "",
          countryCode: "91",
          isKyc: false,
          walletType: "BASIC",
          created_at: user.createdAt.toISOString(),
          is_verified_email: user.emailVerified,
          is_verified_mobile: user.mobileVerified,
          sendEmailFLag: user.email !== null,
          status: "ACTIVE",
          username: user.email ?? user.mobile ?? "",
        },
        sso_token_enc: sso.enc,
        iv: sso.iv,
        wallet_token_enc: wallet.enc,
        wallet_iv: wallet.iv,
      },
    };
  }

  return {
    async sendOtp(raw, client, language) {
      const identifier = parseIdentifier(raw);
      const identity = identityKey(identifier);
      const now = deps.now();
      const expiresAt = new Date(now.getTime() + otpConfig.validMinutes * 60_000);
      const code = newOtpCode(draw);
      await repo.transaction(async (tx) => {
        await repo.lockIdentity(tx, identity);
        const since = new Date(now.getTime() - 3_600_000);
        const sent = await repo.challengesSince(tx, identity, PURPOSE, since);
        const fromHere = sent.filter((c) => c.client === client).map((c) => c.createdAt);
        const mine = otpResendVerdict(fromHere, now, otpConfig);
        const verdict = mine.ok
          ? otpRecipientVerdict(
              sent.map((c) => c.createdAt),
              now,
              ceiling,
            )
          : mine;
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
          purpose: PURPOSE,
          codeHash: codeHash(identity, code),
          attempts: 0,
          createdAt: now,
          expiresAt,
          consumedAt: null,
          client,
        });
        const known =
          identifier.kind === "mobile"
            ? await repo.findUserByMobile(tx, identifier.value)
            : await repo.findUserByEmail(tx, identifier.value);
        const words = otpWords(language ?? known?.language ?? "en", code, otpConfig.validMinutes);
        await deps.messages.enqueue(
          identifier.kind === "mobile"
            ? {
                channel: "sms",
                recipient: identifier.value,
                purpose: "login_otp",
                body: words.text,
              }
            : {
                channel: "email",
                recipient: identifier.value,
                purpose: "login_otp",
                subject: words.subject,
                body: words.text,
              },
          tx,
        );
      });
      void deps.messages.flush();
      const sentTo = maskIdentifier(identifier);
      return {
        sentTo,
        message: `A 6 digit OTP was sent to ${sentTo}`,
        expiresAt: expiresAt.toISOString(),
        resendAfterSeconds: otpConfig.resendAfterSeconds,
      };
    },

    async verifyOtp(raw, typed, state) {
      const identifier = parseIdentifier(raw);
      const identity = identityKey(identifier);
      const now = deps.now();
      // A refusal that used an attempt must still commit that attempt: the
      // transaction answers the outcome, and the error is thrown after it.
      const outcome = await repo.transaction(async (tx) => {
        await repo.lockIdentity(tx, identity);
        const refused = await spendChallenge(
          tx,
          {
            latestChallenge: (t, id) => repo.latestChallenge(t, id, PURPOSE),
            recordWrongAttempt: repo.recordWrongAttempt,
            consumeChallenge: repo.consumeChallenge,
          },
          {
            identity,
            typed,
            now,
            config: otpConfig,
            codeHash,
            refusal: (r) => refusal(r, identifier),
          },
        );
        if (refused) return { error: refused };
        const user =
          (identifier.kind === "mobile"
            ? await repo.findUserByMobile(tx, identifier.value)
            : await repo.findUserByEmail(tx, identifier.value)) ??
          (await repo.insertUser(tx, {
            id: randomUUID(),
            ...(identifier.kind === "mobile"
              ? { mobile: identifier.value }
              : { email: identifier.value }),
            createdAt: now,
          }));
        await repo.markVerified(tx, user.id, identifier.kind);
        const code = newToken();
        const expiresAt = new Date(now.getTime() + AUTH_CODE_TTL_MS);
        await repo.insertAuthCode(tx, {
          codeHash: authCodeHash(code, state),
          userId: user.id,
          createdAt: now,
          expiresAt,
        });
        return { code, expiresAt: expiresAt.toISOString() };
      });
      if ("error" in outcome) throw outcome.error;
      return outcome;
    },

    async exchangeCode(code, state, userAgent, language) {
      const now = deps.now();
      return repo.transaction(async (tx) => {
        const userId = await repo.consumeAuthCode(tx, authCodeHash(code, state), now);
        if (!userId) throw new DomainError(ErrorCode.auth_code_invalid);
        const user = await repo.findUser(tx, userId);
        if (!user) throw new DomainError(ErrorCode.auth_code_invalid);
        if (language) await repo.setLanguage(tx, userId, language);
        const token = newToken();
        const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
        await repo.insertSession(tx, {
          id: tokenHash(token),
          userId,
          createdAt: now,
          lastSeenAt: now,
          expiresAt,
        });
        await repo.recordLogin(tx, {
          userId,
          method: user.mobile ? "mobile" : "email",
          userAgent: userAgent?.slice(0, 300) ?? null,
          at: now,
        });
        return {
          token,
          csrf: csrfMac(token),
          expiresAt,
          session: sessionAnswer(user, token, expiresAt),
        };
      });
    },

    async exchangeAppToken(appToken, userAgent, language) {
      const now = deps.now();
      const secret = deps.appTokenSecret;
      const verdict = secret ? verifyAppToken(secret, appToken, now) : null;
      if (!verdict?.ok) throw new DomainError(ErrorCode.app_token_invalid);
      const { claims } = verdict;
      return repo.transaction(async (tx) => {
        await repo.lockIdentity(tx, `mobile:${claims.mobile}`);
        const user =
          (await repo.findUserByMobile(tx, claims.mobile)) ??
          (await repo.insertUser(tx, {
            id: randomUUID(),
            mobile: claims.mobile,
            ...(claims.name ? { firstName: claims.name.split(" ")[0] ?? "" } : {}),
            createdAt: now,
          }));
        const fresh = await repo.claimOnce(tx, {
          codeHash: tokenHash(`app-token\u0000${claims.jti}`),
          userId: user.id,
          at: now,
          expiresAt: new Date(claims.exp * 1000),
        });
        if (!fresh) throw new DomainError(ErrorCode.app_token_invalid);
        const verified = await repo.markVerified(tx, user.id, "mobile");
        if (language) await repo.setLanguage(tx, user.id, language);
        const token = newToken();
        const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
        await repo.insertSession(tx, {
          id: tokenHash(token),
          userId: user.id,
          createdAt: now,
          lastSeenAt: now,
          expiresAt,
        });
        await repo.recordLogin(tx, {
          userId: user.id,
          method: "mobile",
          userAgent: userAgent?.slice(0, 300) ?? null,
          at: now,
        });
        return {
          token,
          csrf: csrfMac(token),
          expiresAt,
          session: sessionAnswer(verified, token, expiresAt),
        };
      });
    },

    async userFor(token) {
      const now = deps.now();
      const live = await repo.liveSession(tokenHash(token), now);
      if (!live) return null;
      if (now.getTime() - live.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await repo.touchSession(live.session.id, now);
      }
      const { user } = live;
      return {
        id: user.id,
        mobile: user.mobile,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
      };
    },

    async sessionFor(token) {
      const empty: SessionResponse = { isLogin: false, env: deps.env, user: null };
      if (!token) return empty;
      const live = await repo.liveSession(tokenHash(token), deps.now());
      if (!live) return empty;
      return sessionAnswer(live.user, token, live.session.expiresAt);
    },

    async setLanguage(userId, language) {
      await repo.setLanguage(deps.db, userId, language);
      return { language };
    },

    async logout(token) {
      await repo.revokeSession(tokenHash(token), deps.now());
    },

    unsealSsoToken(enc, iv) {
      return ssoSealer.unseal(enc, iv);
    },

    csrfFor(sessionToken) {
      return csrfMac(sessionToken);
    },
  };
}

function refusal(
  reason: "otp_required" | "otp_format" | "otp_not_requested" | "otp_locked" | "otp_expired",
  identifier: LoginIdentifier,
): DomainError {
  if (reason === "otp_required") {
    return new DomainError(
      identifier.kind === "mobile" ? ErrorCode.mobile_otp_required : ErrorCode.email_otp_required,
    );
  }
  return new DomainError(ErrorCode[reason]);
}
