import { GENERIC_MESSAGES } from "./generic-messages.ts";

/**
 * The one catalogue of error codes. Domain and service code throws
 * `new DomainError(ErrorCode.X)`; the API maps a code to its HTTP status and
 * the web app shows `ERROR_MESSAGES[code]`, the specification's exact wording.
 */
export const ErrorCode = {
  // Generic (spec §8)
  internal: "internal",
  something_went_wrong: "something_went_wrong",
  try_again: "try_again",
  try_again_later: "try_again_later",
  oops: "oops",
  aw_snap: "aw_snap",
  no_internet: "no_internet",
  not_found: "not_found",
  validation_failed: "validation_failed",
  rate_limited: "rate_limited",
  /** A body over the server's limit (ours). */
  request_too_large: "request_too_large",
  /** A page's form post that did not come from this site (ours). */
  cross_site_request: "cross_site_request",
  /** A page's form post whose body is not a form that can be read (ours). */
  form_unreadable: "form_unreadable",
  /** The development outbox asked for from another machine (ours, ADR 014). */
  outbox_local_only: "outbox_local_only",
  /** A browser-test seam (DEV_CLOCK, DEV_FAULTS) asked for from another machine (ours). */
  dev_seam_local_only: "dev_seam_local_only",
  /** The analytics operator page asked for from another machine (ours, ADR 027). */
  operator_local_only: "operator_local_only",
  // Auth
  logged_out: "logged_out",
  forbidden_csrf: "forbidden_csrf",
  // Sign-in (spec §5 "Contact"; the OTP wording beyond 'Please enter … OTP' is ours)
  login_identifier_invalid: "login_identifier_invalid",
  mobile_otp_required: "mobile_otp_required",
  email_otp_required: "email_otp_required",
  otp_format: "otp_format",
  otp_wrong: "otp_wrong",
  otp_locked: "otp_locked",
  otp_expired: "otp_expired",
  otp_not_requested: "otp_not_requested",
  otp_too_soon: "otp_too_soon",
  otp_limit: "otp_limit",
  auth_code_invalid: "auth_code_invalid",
  /** The host app's sign-in token did not verify (ours; spec §6 in-app auth, ADR 026). */
  app_token_invalid: "app_token_invalid",
  // No results
  no_search_results: "no_search_results",
  no_trains_on_date: "no_trains_on_date",
  no_trains_with_filters: "no_trains_with_filters",
  bookings_not_open: "bookings_not_open",
  no_trains_on_route: "no_trains_on_route",
  no_station_found: "no_station_found",
  // Ticket actions
  ticket_download_failed: "ticket_download_failed",
  invoice_download_failed: "invoice_download_failed",
  ticket_send_failed: "ticket_send_failed",
  boarding_change_failed: "boarding_change_failed",
  /** The railway would not take this TDR (ours; its reason is the message). */
  tdr_refused: "tdr_refused",
  /** Feedback asked for an order that is not a completed booking (ours). */
  feedback_not_open: "feedback_not_open",
  // Status lookups
  live_status_unavailable: "live_status_unavailable",
  pnr_status_unavailable: "pnr_status_unavailable",
  /** A PNR status or details link whose token does not match (ours). */
  pnr_link_invalid: "pnr_link_invalid",
  // Tatkal
  tatkal_schedule_limit: "tatkal_schedule_limit",
  booking_closed: "booking_closed",
  tatkal_schedule_error: "tatkal_schedule_error",
  low_wallet_balance: "low_wallet_balance",
  seat_status_changed_wl: "seat_status_changed_wl",
  // Tatkal reminders (issue 20; the wording is ours, the spec does not show it)
  train_not_found: "train_not_found",
  train_not_running: "train_not_running",
  station_not_on_train: "station_not_on_train",
  class_not_on_train: "class_not_on_train",
  tatkal_not_offered: "tatkal_not_offered",
  premium_tatkal_not_offered: "premium_tatkal_not_offered",
  tatkal_already_open: "tatkal_already_open",
  tatkal_reminder_limit: "tatkal_reminder_limit",
  /** Favourite routes at FAVOURITE_LIMIT (ours, issue 25). */
  favourite_limit: "favourite_limit",
  /** Deleting an account while a booking or a scheduled Tatkal booking is still open (ours, ADR 030). */
  account_delete_open: "account_delete_open",
  // Password
  irctc_reset_password_error: "IRCTC_RESET_PASSWORD_ERROR",
  password_reset_tatkal_not_allowed: "PASSWORD_RESET_TATKAL_NOT_ALLOWED",
  password_expired: "password_expired",
  // Payment
  upi_upgrade_required: "upi_upgrade_required",
  // Booking (ours, spec §4 "Server-side order and payment transitions are not shown")
  booking_refused: "booking_refused",
  order_not_payable: "order_not_payable",
  payment_expired: "payment_expired",
  payment_declined: "payment_declined",
  payment_details_invalid: "payment_details_invalid",
  callback_signature_invalid: "callback_signature_invalid",
  quick_book_unavailable: "quick_book_unavailable",
  // Promo codes (spec §8 names a promo-code error without its wording; ours, ADR 025)
  promo_unknown: "promo_unknown",
  promo_not_started: "promo_not_started",
  promo_expired: "promo_expired",
  promo_below_minimum: "promo_below_minimum",
  promo_used_up: "promo_used_up",
  promo_not_applicable: "promo_not_applicable",
  // Two-train trips (ADR 023, ours)
  connection_invalid: "connection_invalid",
  trip_choice_closed: "trip_choice_closed",
  // The waiting room of an opening (issue 20 item 4, ours)
  queued: "queued",
  queue_place_taken: "queue_place_taken",
  // Railway user IDs (ours, issue 16): linked only once its holder proved it with the railway's OTPs.
  railway_id_unverified: "railway_id_unverified",
  // Cancellation (spec §5 "Cancellation"; the wording is ours, the spec does not show it)
  cancel_not_allowed: "cancel_not_allowed",
  cancel_child_with_adult: "cancel_child_with_adult",
  cancel_refused: "cancel_refused",
  // Unclaimed refunds (spec §9; the wording is ours)
  refund_claim_closed: "refund_claim_closed",
  refund_upi_refused: "refund_upi_refused",
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const SUPPORT_EMAIL = "care@safar.example";

/** The specification's wording for each code (spec §8). */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  internal: `We are facing some technical issues. We will have it resolved shortly so please try again after some time. If possible, do send a screenshot to ${SUPPORT_EMAIL}`,
  something_went_wrong: GENERIC_MESSAGES.something_went_wrong,
  try_again: GENERIC_MESSAGES.try_again,
  try_again_later: "Sorry, something went wrong please try again later.",
  oops: GENERIC_MESSAGES.oops,
  aw_snap: "Aw Snap! Something went wrong / Please try again after some time.",
  no_internet: "No internet connection",
  not_found: "Oops, there was an issue",
  validation_failed: "Sorry, something went wrong please try again.",
  /** Ours (targets R6): one client sent too many requests of a kind; `{wait}` is 'a minute' or 'n minutes'. */
  rate_limited: "Too many requests. Please try again in {wait}.",
  request_too_large: "This request is too large. Please shorten what you entered and try again.",
  cross_site_request:
    "This form was sent from another site, so it was not accepted. Please try again on Safar.",
  form_unreadable: "This form could not be read. Please fill it in on the page and send it again.",
  outbox_local_only:
    "The outbox can be read only on the machine Safar runs on: open /dev/outbox there, at http://localhost.",
  dev_seam_local_only:
    "The test clock and railway faults answer only on the machine Safar runs on.",
  operator_local_only:
    "The analytics page can be read only on the machine Safar runs on: open /dev/analytics there, at http://localhost.",
  logged_out: "It seems you are logged out. Please login to continue.",
  forbidden_csrf: "It seems you are logged out. Please login to continue.",
  login_identifier_invalid: "Please enter a valid email or phone number",
  mobile_otp_required: "Please enter Mobile OTP",
  email_otp_required: "Please enter Email OTP",
  otp_format: "Please enter the 6 digit OTP",
  otp_wrong: "Wrong OTP. {attemptsLeft} attempt(s) left",
  otp_locked: "Too many wrong OTPs. Please request a new OTP",
  otp_expired: "The OTP has expired. Please request a new OTP",
  otp_not_requested: "No OTP is pending. Please request a new OTP",
  otp_too_soon: "Please wait {seconds} seconds before requesting another OTP",
  otp_limit: "Too many OTPs requested. Please try again in {minutes} minute(s)",
  auth_code_invalid: "Your sign-in has expired. Please login again.",
  app_token_invalid: "It seems you are logged out. Please login to continue.",
  no_search_results: "No Search Results found",
  no_trains_on_date: "Sorry, no trains found on this date!",
  no_trains_with_filters: "Sorry, no trains found!",
  bookings_not_open: "Bookings not open for this date",
  no_trains_on_route: "No trains found on this route",
  no_station_found: "No Station Found",
  ticket_download_failed: "Unable to download ticket. Please try again later",
  invoice_download_failed: "Unable to download invoice. Please try again later",
  ticket_send_failed: "Unable to send ticket, Please try again later.",
  boarding_change_failed: "Unable to change the boarding",
  tdr_refused: "Unable to file the TDR. Please try again later.",
  feedback_not_open: "Feedback opens once your booking is complete.",
  live_status_unavailable: "Live status currently unavailable",
  pnr_status_unavailable: "PNR status currently unavailable",
  pnr_link_invalid: "This PNR link is not valid. Check the PNR to see its status.",
  tatkal_schedule_limit: "Tatkal scheduling limit reached",
  booking_closed: "Booking has been closed",
  tatkal_schedule_error: "Tatkal Booking Scheduled Error",
  low_wallet_balance: "Low Wallet balance!",
  seat_status_changed_wl: "Seat Status has changed to Waiting List!",
  train_not_found: "There is no train with this number. Please check it and try again.",
  train_not_running: "This train does not run on this date from this station.",
  station_not_on_train: "This train does not stop at this station.",
  class_not_on_train: "This train does not have this class.",
  tatkal_not_offered: "Tatkal tickets are not sold in this class.",
  premium_tatkal_not_offered: "Premium Tatkal is not sold in this class of this train.",
  tatkal_already_open:
    "Tatkal booking for this journey has already opened. You can book it now from the search results.",
  tatkal_reminder_limit:
    "You have 20 Tatkal reminders still to come. Please remove one before adding another.",
  favourite_limit: "You have 20 favourite routes. Please remove one before adding another.",
  account_delete_open:
    "A booking of yours is still being processed or a Tatkal booking is scheduled. Please wait for it to finish, or cancel it, before deleting your account.",
  IRCTC_RESET_PASSWORD_ERROR: "Reset password to continue",
  PASSWORD_RESET_TATKAL_NOT_ALLOWED: "Password reset is not allowed during tatkal",
  password_expired: "Password expired by IRCTC for ID",
  upi_upgrade_required: "UPI ID upgrade required",
  booking_refused: "This booking could not be made. Please try another train or class.",
  queued: "You are in the queue for this opening. Your place is kept; please wait for your turn.",
  queue_place_taken:
    "You already have a booking waiting in this queue. Finish or leave it before starting another.",
  order_not_payable: "This booking can no longer be paid for. Please start again.",
  payment_expired: "Your payment time is over. Please start the booking again.",
  payment_declined:
    "Your payment was declined. No money was taken. Please try another payment method.",
  payment_details_invalid: "Please check your payment details",
  callback_signature_invalid: "Sorry, something went wrong please try again.",
  quick_book_unavailable:
    "Quick book uses the travellers of your last booking. Please add travellers to book this time.",
  railway_id_unverified: "Please verify your IRCTC user ID to continue",
  promo_unknown: "This promo code is not valid. Please check the code and try again.",
  promo_not_started: "This promo code is not active yet.",
  promo_expired: "This promo code has expired.",
  promo_below_minimum: "This promo code needs a booking of at least {min}.",
  promo_used_up: "You have already used this promo code.",
  promo_not_applicable: "This promo code is valid only for {what}.",
  connection_invalid:
    "These two trains do not make a connection. Please choose a connecting journey from the search results.",
  trip_choice_closed: "This trip is no longer waiting for your choice.",
  cancel_not_allowed: "This booking cannot be cancelled now.",
  cancel_child_with_adult:
    "Children under 12 travelling with a berth must be cancelled with their adult",
  cancel_refused: "The railway could not cancel this ticket. Please try again later.",
  refund_claim_closed:
    "This refund has already been claimed, or its claim time is over and it went to your wallet.",
  refund_upi_refused:
    "This UPI ID cannot receive the refund: its bank account is closed. Please give another UPI ID or choose your wallet.",
};

/** HTTP status for each code; anything not listed is a 400. */
export const ERROR_HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  internal: 500,
  something_went_wrong: 500,
  try_again: 500,
  try_again_later: 503,
  aw_snap: 500,
  not_found: 404,
  validation_failed: 400,
  rate_limited: 429,
  request_too_large: 413,
  cross_site_request: 403,
  outbox_local_only: 403,
  dev_seam_local_only: 403,
  operator_local_only: 403,
  ticket_send_failed: 409,
  boarding_change_failed: 409,
  tdr_refused: 409,
  feedback_not_open: 409,
  logged_out: 401,
  app_token_invalid: 401,
  forbidden_csrf: 403,
  otp_too_soon: 429,
  seat_status_changed_wl: 409,
  queued: 429,
  queue_place_taken: 409,
  order_not_payable: 409,
  connection_invalid: 422,
  promo_unknown: 404,
  promo_not_started: 422,
  promo_expired: 410,
  promo_below_minimum: 422,
  promo_used_up: 409,
  promo_not_applicable: 422,
  trip_choice_closed: 409,
  cancel_not_allowed: 409,
  cancel_refused: 409,
  refund_claim_closed: 409,
  refund_upi_refused: 422,
  train_not_found: 404,
  train_not_running: 422,
  station_not_on_train: 422,
  class_not_on_train: 422,
  tatkal_not_offered: 422,
  premium_tatkal_not_offered: 422,
  tatkal_already_open: 409,
  tatkal_reminder_limit: 409,
  favourite_limit: 409,
  account_delete_open: 409,
  payment_expired: 409,
  callback_signature_invalid: 401,
  otp_limit: 429,
  no_station_found: 404,
  live_status_unavailable: 503,
  pnr_status_unavailable: 503,
  pnr_link_invalid: 403,
};

export function httpStatusFor(code: ErrorCode): number {
  return ERROR_HTTP_STATUS[code] ?? 400;
}

/** The body of every error response from /api. */
export interface ProblemBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Field-level problems for validation failures: path → message. */
    fields?: Record<string, string>;
    requestId?: string;
  };
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;
  constructor(
    code: ErrorCode,
    options?: {
      message?: string;
      fields?: Record<string, string>;
      cause?: unknown;
      /** Sent as `Retry-After` (seconds): when a 429 or 503 is worth asking again. */
      retryAfterSeconds?: number;
    },
  ) {
    // The cause (a fault behind a 5xx) goes to the log with the error, never to the traveller.
    super(
      options?.message ?? ERROR_MESSAGES[code],
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
    this.name = "DomainError";
    this.code = code;
    this.fields = options?.fields;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** The catalogue's message for a code, its `{name}` placeholders filled from `values`. */
export function errorMessage(
  code: ErrorCode,
  values: Record<string, string | number> = {},
): string {
  return ERROR_MESSAGES[code].replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && value in ERROR_MESSAGES;
}
