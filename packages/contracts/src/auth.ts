import { OTP_LENGTH } from "@safar/domain/otp-policy";
import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { LOCALES } from "./locale.ts";
import { inputText } from "./text.ts";
import type { LoginIdentifier } from "./travellers/contact.ts";

/**
 * Sign-in and the session (spec §3 "Session", §4 "Session", §5 "Contact",
 * §6, §7; ADR 011): what crosses the wire between the login page, the
 * authorization-code response, the session endpoint and the client's stored
 * session.
 */

/** The cookie carrying the session token (HttpOnly). */
export const SESSION_COOKIE = "safar_session";
/** The readable cookie carrying the anti-forgery token, sent back in `CSRF_HEADER` (double submit). */
export const CSRF_COOKIE = "safar_csrf";
export const CSRF_HEADER = "x-csrf-token";
/**
 * The HttpOnly cookie set when sign-in starts: the authorization code is bound
 * to it, so only the browser that signed in can trade the code (login CSRF).
 */
export const SIGN_IN_STATE_COOKIE = "safar_signin";
/** The in-app alternative to the cookie (spec §7 generic wrapper). */
export const SSO_TOKEN_HEADER = "sso_token";

/** `98******10` or `ra****@example.com`: where an OTP went, without giving the address away. */
export function maskIdentifier(identifier: LoginIdentifier): string {
  if (identifier.kind === "mobile") {
    const v = identifier.value;
    return `${v.slice(0, 2)}******${v.slice(-2)}`;
  }
  const [local = "", domain = ""] = identifier.value.split("@");
  const shown = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return `${shown}${"*".repeat(Math.max(1, local.length - shown.length))}@${domain}`;
}

export const OtpSendRequestSchema = z.object({
  identifier: inputText().max(320),
});
export type OtpSendRequest = z.output<typeof OtpSendRequestSchema>;

export const OtpSendResponseSchema = z.object({
  /** The masked mobile or email it went to. */
  sentTo: z.string(),
  /** 'A 6 digit OTP was sent to 98******10' (spec §8 login texts). */
  message: z.string(),
  expiresAt: z.string(),
  /** When another code may be asked for. */
  resendAfterSeconds: z.number().int(),
});

export const OtpVerifyRequestSchema = z.object({
  identifier: inputText().max(320),
  otp: inputText().max(20),
});
export type OtpVerifyRequest = z.output<typeof OtpVerifyRequestSchema>;

export const OtpVerifyResponseSchema = z.object({
  /** The one-time authorization code for `/v1/api/authresponse?code=…` (spec §7: response type code). */
  code: z.string(),
  expiresAt: z.string(),
});

export const TokenRequestSchema = z.object({
  code: inputText().min(1).max(200),
});

/** The user record of the stored session (spec §3 Session → user.info). */
export const SessionUserInfoSchema = z.object({
  id: z.string(),
  email: z.string(),
  userTypes: z.array(z.enum(["M", "E", "U"])),
  minKycDetails: z.boolean(),
  expiryTime: z.string(),
  userAttributeInfo: z.record(z.string(), z.string()),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  countryCode: z.string(),
  isKyc: z.boolean(),
  walletType: z.string(),
  created_at: z.string(),
  is_verified_email: z.boolean(),
  is_verified_mobile: z.boolean(),
  sendEmailFLag: z.boolean(),
  status: z.string(),
  username: z.string(),
});
export type SessionUserInfo = z.output<typeof SessionUserInfoSchema>;

export const SessionUserSchema = z.object({
  ga_info: z.object({ action_type: z.string(), user_name_provided: z.boolean() }),
  info: SessionUserInfoSchema,
  /** The session token sealed with AES-256-GCM under a server key (base64url), and its iv. */
  sso_token_enc: z.string(),
  iv: z.string(),
  /** The parent wallet's token, sealed the same way (spec §3). */
  wallet_token_enc: z.string(),
  wallet_iv: z.string(),
});
export type SessionUser = z.output<typeof SessionUserSchema>;

/** The session endpoint's answer (spec §7 Session: isLogin and user). */
export const SessionResponseSchema = z.object({
  isLogin: z.boolean(),
  env: z.string(),
  user: SessionUserSchema.nullable(),
});
export type SessionResponse = z.output<typeof SessionResponseSchema>;

/** The session as the browser keeps it in local storage (spec §3), with when it was stored. */
export interface StoredSession extends SessionResponse {
  storedAt: number;
}

export const EMPTY_SESSION: SessionResponse = { isLogin: false, env: "production", user: null };

export const LOGIN_OTP_LENGTH = OTP_LENGTH;

const NoQuery = z.object({});

/**
 * Sign-in and the session (ADR 011). The three sign-in steps ask no
 * anti-forgery token; the session read asks it when the cookie is used.
 */
/** The language a signed-in user's messages go in. */
export const LanguageRequestSchema = z.object({ language: z.enum(LOCALES) });

export const AUTH_ENDPOINTS = {
  otpSend: {
    operationId: "otpSend",
    method: "POST",
    path: "/api/auth/v1/otp/send",
    summary: "Sends a 6-digit sign-in code to a mobile or an email; sets the sign-in state cookie",
    query: NoQuery,
    body: OtpSendRequestSchema,
    response: OtpSendResponseSchema,
    errors: ["login_identifier_invalid", "otp_too_soon", "otp_limit", "rate_limited"],
  },
  otpVerify: {
    operationId: "otpVerify",
    method: "POST",
    path: "/api/auth/v1/otp/verify",
    summary: "Checks the code; answers a one-time authorization code bound to this browser",
    query: NoQuery,
    body: OtpVerifyRequestSchema,
    response: OtpVerifyResponseSchema,
    errors: ["login_identifier_invalid", "otp_wrong", "otp_locked", "otp_expired", "rate_limited"],
  },
  token: {
    operationId: "authToken",
    method: "POST",
    path: "/api/auth/v1/token",
    summary: "Trades the authorization code for a session in the browser it was bound to",
    query: NoQuery,
    body: TokenRequestSchema,
    response: SessionResponseSchema,
    errors: ["auth_code_invalid"],
  },
  session: {
    operationId: "session",
    method: "GET",
    path: "/api/auth/v1/session",
    summary: "Spec §7 Session: isLogin and the user",
    query: NoQuery,
    response: SessionResponseSchema,
    errors: ["forbidden_csrf"],
  },
  language: {
    operationId: "setLanguage",
    method: "POST",
    path: "/api/auth/v1/language",
    summary: "Stores the signed-in user's language for their SMS and mail (ADR 028)",
    query: NoQuery,
    body: LanguageRequestSchema,
    response: LanguageRequestSchema,
    errors: ["logged_out", "forbidden_csrf"],
  },
  logout: {
    operationId: "logout",
    method: "POST",
    path: "/api/auth/v1/logout",
    summary: "Ends the session and clears its cookies",
    query: NoQuery,
    response: z.object({ isLogin: z.literal(false) }),
    errors: ["forbidden_csrf"],
  },
} as const satisfies Record<string, Endpoint>;
