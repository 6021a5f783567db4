import { z } from "zod";
import { LIMITS } from "./code-tables.ts";
import type { Endpoint } from "./endpoint.ts";
import { ERROR_MESSAGES } from "./errors.ts";
import { inputText } from "./text.ts";

/**
 * A traveller's railway (IRCTC) user IDs as Safar links them (spec §4
 * "Railway account verification", §5 "Railway user ID", §7 "Railway-account
 * ID list" and `v1/user/status`, `v1/user/forgotPassword`, `v2/user`,
 * `v1/user/verify`, `v1/user/resendOtp`). Safar never sees a railway
 * password: it links IDs, shows their status and passes OTPs and reset
 * requests to the railway. The user-ID rule is checked here, on the partner
 * side, with the spec's three messages (the railway checks it again).
 */

/** Spec §5, word for word (the curly apostrophes included). */
export const RAILWAY_USER_ID_MESSAGES = {
  invalid: "Please enter a valid User ID",
  length: "Please enter a valid User ID. An IRCTC User ID is 3 to 35 characters long",
  characters:
    "Please enter a valid User ID. An IRCTC User ID can only contain alphabets, numbers and ‘_’",
} as const;

/** Our words for what the spec does not word. */
export const RAILWAY_ID_MESSAGES = {
  ...RAILWAY_USER_ID_MESSAGES,
  unknown:
    "No IRCTC account has this User ID. User IDs are case-sensitive: check it, or create a new IRCTC User ID",
  tooMany: "You can link up to {max} IRCTC User IDs",
  notLinked: "This IRCTC User ID is not linked to your account",
  /** An ID not yet proved with the OTPs the railway sends to its mobile and email (issue 16). */
  unverified: ERROR_MESSAGES.railway_id_unverified,
  verified: "Your mobile number and email address are verified",
  /** Where an OTP went, for an ID not yet proved: no masked number or address. */
  registeredContact: {
    mobile: "the mobile number registered with this IRCTC User ID",
    email: "the email address registered with this IRCTC User ID",
  },
  /** Spec §5 "Contact". */
  mobileOtpRequired: ERROR_MESSAGES.mobile_otp_required,
  emailOtpRequired: ERROR_MESSAGES.email_otp_required,
  /** Spec §8 login texts (the railway's answer; repeated here for the UI). */
  resetLinkSent: "Password reset link has been sent to Email address.",
  resetBlockedInTatkal: ERROR_MESSAGES.PASSWORD_RESET_TATKAL_NOT_ALLOWED,
} as const;

/**
 * The railway's own page that authenticates a railway user ID with Aadhaar
 * (`?userId=&return=`); the gateway's `portalUrl("aadhaar")` builds links to it.
 */
export const RAILWAY_AADHAAR_PAGE = "/railway/aadhaar";

/** How many railway user IDs one Safar user may link (ours). */
export const MAX_LINKED_RAILWAY_IDS = 10;

const USER_ID_CHARACTERS = /^[A-Za-z0-9_]+$/;

/**
 * Spec §5: 3 to 35 characters (counted as characters, not UTF-16 units),
 * ASCII letters, digits and `_`, case-sensitive, taken as typed (a space is
 * invalid, not trimmed). The message of the first rule broken, or null.
 */
export function railwayUserIdProblem(value: string): string | null {
  if (value.length === 0) return RAILWAY_USER_ID_MESSAGES.invalid;
  const length = [...value].length;
  if (length < LIMITS.railwayUserIdMinLength || length > LIMITS.railwayUserIdMaxLength) {
    return RAILWAY_USER_ID_MESSAGES.length;
  }
  if (!USER_ID_CHARACTERS.test(value)) return RAILWAY_USER_ID_MESSAGES.characters;
  return null;
}

/** A railway user ID in a request: the spec's messages, nothing trimmed or re-cased. */
export const RailwayUserIdSchema = inputText({ error: RAILWAY_USER_ID_MESSAGES.invalid })
  .max(200, RAILWAY_USER_ID_MESSAGES.length)
  .superRefine((value, ctx) => {
    const problem = railwayUserIdProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const RailwayOtpChannelSchema = z.enum(["mobile", "email"]);
export type RailwayOtpChannel = z.output<typeof RailwayOtpChannelSchema>;

// ── Requests ────────────────────────────────────────────────────────────────

/** `POST /api/trains/v2/user`: link an existing railway user ID. */
export const LinkRailwayIdRequestSchema = z.object({ userId: RailwayUserIdSchema });

/** `GET /api/trains/v1/user/status?userId=&return=` (`return`: where the Aadhaar page comes back to). */
export const RailwayIdStatusQuerySchema = z.object({
  userId: RailwayUserIdSchema,
  return: inputText().max(1_000).optional(),
});

/** `POST /api/trains/v1/user/resendOtp`. */
export const ResendRailwayOtpRequestSchema = z.object({
  userId: RailwayUserIdSchema,
  channel: RailwayOtpChannelSchema,
});

/** `POST /api/trains/v1/user/verify`: both OTPs (an empty or missing one is refused with the spec's words). */
export const VerifyRailwayIdRequestSchema = z.object({
  userId: RailwayUserIdSchema,
  mobileOtp: inputText().max(20).optional(),
  emailOtp: inputText().max(20).optional(),
});

/** `POST /api/trains/v1/user/forgotPassword`. */
export const ForgotRailwayPasswordRequestSchema = z.object({
  userIdOrEmail: inputText().max(254),
});

/** `POST /api/trains/v1/user/forgotUserId`. */
export const ForgotRailwayUserIdRequestSchema = z.object({
  emailOrMobile: inputText().max(254),
});

// ── Responses ───────────────────────────────────────────────────────────────

/** Spec §7 "Railway-account ID list": `code`, `body.is_new_user`, `body.irctc_user_ids`, `status`. */
export const RailwayIdListResponseSchema = z.object({
  code: z.number().int(),
  body: z.object({
    /** No railway user ID linked yet. */
    is_new_user: z.boolean(),
    /** Last used (or linked) first. */
    irctc_user_ids: z.array(z.string()),
    /** The railway's page that creates a new ID ("Create IRCTC ID"). */
    register_url: z.string(),
  }),
  status: z.object({ result: z.literal("success") }),
});
export type RailwayIdListResponse = z.output<typeof RailwayIdListResponseSchema>;

/** A failure of `v2/user`, read by the client from `status.message.message` (spec §7, §8). */
export const RailwayIdFailureSchema = z.object({
  code: z.number().int(),
  body: z.null(),
  status: z.object({
    result: z.literal("failure"),
    message: z.object({ message: z.string(), code: z.string() }),
  }),
});
export type RailwayIdFailure = z.output<typeof RailwayIdFailureSchema>;

/** `v1/user/status`: what the railway tells the partner of a linked ID. */
export const RailwayIdStatusResponseSchema = z.object({
  userId: z.string(),
  mobileVerified: z.boolean(),
  emailVerified: z.boolean(),
  aadhaarVerified: z.boolean(),
  /** `XXXX XXXX 1234` once Aadhaar-authenticated (last four digits only); else null. */
  aadhaarMasked: z.string().nullable(),
  /** The railway's page that authenticates this ID with Aadhaar, coming back to `return`. */
  aadhaarUrl: z.string(),
  ticketsThisMonth: z.number().int(),
  monthlyLimit: z.number().int(),
});
export type RailwayIdStatusResponse = z.output<typeof RailwayIdStatusResponseSchema>;

/** `v1/user/resendOtp`. */
export const RailwayOtpSentResponseSchema = z.object({
  channel: RailwayOtpChannelSchema,
  /** Masked (`98******10`) for an ID the user linked; else only which contact. */
  sentTo: z.string(),
  /** 'A 6 digit OTP was sent to 98******10'. */
  message: z.string(),
  expiresAt: z.string(),
});

/** `v1/user/verify`: the ID proved and linked; both flags true. */
export const RailwayIdVerifiedResponseSchema = z.object({
  userId: z.string(),
  message: z.string(),
  mobileVerified: z.boolean(),
  emailVerified: z.boolean(),
  verified: z.boolean(),
});

/** `v1/user/forgotPassword`, `v1/user/forgotUserId`. */
export const RailwayMessageResponseSchema = z.object({ message: z.string() });

/** `v1/user/registerUrl`. */
export const RailwayRegisterUrlResponseSchema = z.object({ url: z.string() });

// ── The endpoints, for the OpenAPI document ──────────────────────────────────

const NoQuery = z.object({});
const RegisterUrlQuerySchema = z.object({ return: inputText().max(1_000).optional() });
const railwayIdErrors = ["logged_out", "not_found", "validation_failed"] as const;

/** The railway-user-ID endpoints under `/api/trains` (spec §7 User). */
export const RAILWAY_IDS_ENDPOINTS = {
  list: {
    operationId: "railwayIds",
    method: "GET",
    path: "/api/trains/v2/user",
    summary: "The signed-in user's linked railway user IDs (irctc_user_ids)",
    query: NoQuery,
    response: RailwayIdListResponseSchema,
    errors: railwayIdErrors,
  },
  link: {
    operationId: "linkRailwayId",
    method: "POST",
    path: "/api/trains/v2/user",
    summary:
      "Links a railway user ID its holder proved (verify); one not proved is refused (railway_id_unverified)",
    query: NoQuery,
    body: LinkRailwayIdRequestSchema,
    response: RailwayIdListResponseSchema,
    errors: [...railwayIdErrors, "railway_id_unverified"],
  },
  status: {
    operationId: "railwayIdStatus",
    method: "GET",
    path: "/api/trains/v1/user/status",
    summary:
      "What the railway tells of a linked ID (verification, Aadhaar with its last four digits, tickets this month)",
    query: RailwayIdStatusQuerySchema,
    response: RailwayIdStatusResponseSchema,
    errors: railwayIdErrors,
  },
  resendOtp: {
    operationId: "railwayIdResendOtp",
    method: "POST",
    path: "/api/trains/v1/user/resendOtp",
    summary: "Sends the railway's OTP to an ID's registered mobile or email (to prove and link it)",
    query: NoQuery,
    body: ResendRailwayOtpRequestSchema,
    response: RailwayOtpSentResponseSchema,
    errors: [...railwayIdErrors, "otp_too_soon", "otp_limit"],
  },
  verify: {
    operationId: "railwayIdVerify",
    method: "POST",
    path: "/api/trains/v1/user/verify",
    summary: "Proves an ID with both of the railway's OTPs (mobile and email) and links it",
    query: NoQuery,
    body: VerifyRailwayIdRequestSchema,
    response: RailwayIdVerifiedResponseSchema,
    errors: [
      ...railwayIdErrors,
      "mobile_otp_required",
      "email_otp_required",
      "otp_wrong",
      "otp_locked",
    ],
  },
  forgotPassword: {
    operationId: "railwayForgotPassword",
    method: "POST",
    path: "/api/trains/v1/user/forgotPassword",
    summary: "E-mails a password reset link (valid 24 h); refused in Tatkal hours",
    query: NoQuery,
    body: ForgotRailwayPasswordRequestSchema,
    response: RailwayMessageResponseSchema,
    errors: [...railwayIdErrors, "PASSWORD_RESET_TATKAL_NOT_ALLOWED"],
  },
  forgotUserId: {
    operationId: "railwayForgotUserId",
    method: "POST",
    path: "/api/trains/v1/user/forgotUserId",
    summary: "Sends the railway user ID to an email or mobile",
    query: NoQuery,
    body: ForgotRailwayUserIdRequestSchema,
    response: RailwayMessageResponseSchema,
    errors: railwayIdErrors,
  },
  registerUrl: {
    operationId: "railwayRegisterUrl",
    method: "GET",
    path: "/api/trains/v1/user/registerUrl",
    summary: "The railway's page that creates a new user ID",
    query: RegisterUrlQuerySchema,
    response: RailwayRegisterUrlResponseSchema,
    errors: ["logged_out"],
  },
} as const satisfies Record<string, Endpoint>;
