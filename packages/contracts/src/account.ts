import { z } from "zod";
import { OtpSendResponseSchema } from "./auth.ts";
import type { Endpoint } from "./endpoint.ts";
import { inputText } from "./text.ts";

/**
 * Deleting an account (issue 25 item 5; DPDP Act 2023 s. 12, the right to
 * erasure; ADR 030): a code sent to the account's own mobile (or e-mail)
 * through the outbox, then the deletion with that code. Irreversible: saved
 * travellers, favourites, railway IDs, reminders, consents, sign-in history
 * and the profile go at once, every session ends; orders, payments and
 * refunds stay as tax and railway rules require, with names masked.
 */

export const ACCOUNT_DELETE_MESSAGES = {
  otpText:
    "{code} is your OTP to DELETE your Safar account. Valid for {minutes} minutes. If you did not ask for this, ignore this message.",
  otpSubject: "Your Safar account deletion OTP",
  deleted: "Your Safar account has been deleted",
  confirmText:
    "Your Safar account and its saved travellers, favourites and profile have been deleted. Bookings are kept only as tax and railway rules require, with names masked.",
} as const;

/** The same messages in Hindi (ADR 028), sent in the account's stored language. */
export const ACCOUNT_DELETE_MESSAGES_HI: {
  readonly [K in keyof typeof ACCOUNT_DELETE_MESSAGES]: string;
} = {
  otpText:
    "{code} आपका Safar खाता हटाने (DELETE) का OTP है। {minutes} मिनट तक मान्य। अगर आपने यह नहीं माँगा, तो इस संदेश को अनदेखा करें।",
  otpSubject: "आपका Safar खाता हटाने का OTP",
  deleted: "आपका Safar खाता हटा दिया गया है",
  confirmText:
    "आपका Safar खाता और उसके सहेजे गए यात्री, पसंदीदा और प्रोफ़ाइल हटा दिए गए हैं। बुकिंग केवल कर और रेलवे नियमों के अनुसार, नाम छिपाकर, रखी गई हैं।",
};

export const AccountDeleteRequestSchema = z.object({ otp: inputText().max(20) });

export const AccountDeletedSchema = z.object({
  deleted: z.literal(true),
  message: z.string(),
  /** How many of each were erased, and how many orders were kept with names masked. */
  erased: z.record(z.string(), z.number().int()),
  ordersKept: z.number().int(),
});
export type AccountDeleted = z.output<typeof AccountDeletedSchema>;

export const ACCOUNT_ENDPOINTS = {
  deleteOtp: {
    operationId: "userDetailsDeleteOtp",
    method: "POST",
    path: "/api/a/common/v1/user_details_delete/otp",
    summary: "Sends the code that confirms deleting the signed-in account",
    query: z.object({}),
    body: z.object({}),
    response: OtpSendResponseSchema,
    errors: ["logged_out", "forbidden_csrf", "otp_too_soon", "otp_limit", "account_delete_open"],
  },
  delete: {
    operationId: "userDetailsDelete",
    method: "POST",
    path: "/api/a/common/v1/user_details_delete",
    summary: "Deletes the signed-in account, confirmed by the code (irreversible)",
    query: z.object({}),
    body: AccountDeleteRequestSchema,
    response: AccountDeletedSchema,
    errors: [
      "logged_out",
      "forbidden_csrf",
      "mobile_otp_required",
      "email_otp_required",
      "otp_format",
      "otp_wrong",
      "otp_locked",
      "otp_expired",
      "otp_not_requested",
      "account_delete_open",
    ],
  },
} as const satisfies Record<string, Endpoint>;
