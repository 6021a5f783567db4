/**
 * The railway's own pages as small template functions returning HTML strings
 * (no React, no JavaScript). Every value is escaped by `html` unless it is
 * already `Safe`; every page has `lang="en-IN"`, a `<title>`, one `<main>`,
 * labelled inputs, and errors in `role="alert"` tied to their inputs with
 * `aria-describedby`. Styles come from the linked `/railway/portal.css` (the
 * host's CSP allows no inline style or script). Pure functions.
 */
import { CLASS_NAMES, type ClassCode } from "@safar/contracts/code-tables";
import { MONTH_NAMES as MONTHS, WEEKDAY_NAMES as WEEKDAYS } from "@safar/domain/ist";
import { istDayText, istWhenText } from "../accounts/mandates.ts";
import { PORTAL_CSS_PATH, PORTAL_PATHS } from "./paths.ts";

/** Markup that is already escaped. */
export class Safe {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "`": "&#96;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => ESCAPES[c] ?? c);
}

type Part = Safe | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return "";
  if (part instanceof Safe) return part.value;
  if (Array.isArray(part)) return part.map(render).join("");
  return escapeHtml(String(part));
}

/** A tagged template that escapes every interpolated value (arrays are joined, `Safe` kept). */
export function html(strings: TemplateStringsArray, ...values: Part[]): Safe {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? "");
  });
  return new Safe(out);
}

/** The hidden field carrying the per-form anti-forgery token. */
export const FORM_TOKEN_FIELD = "form_token";

export function page(options: { title: string; body: Safe; status?: "ok" | "error" }): string {
  return html`<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title} | Indian Railways (simulated)</title>
<link rel="stylesheet" href="${PORTAL_CSS_PATH}">
</head>
<body>
<header class="rail-header"><p class="rail-brand">Indian Railways <span>simulated reservation system</span></p></header>
<main id="main">
<h1>${options.title}</h1>
${options.body}
</main>
<footer class="rail-footer"><p>This page belongs to the railway, not to the booking site. Your railway password is typed only here and is never shared with it.</p></footer>
</body>
</html>
`.value;
}

export interface FieldOptions {
  name: string;
  label: string;
  type?: "text" | "password" | "email" | "tel";
  value?: string;
  autocomplete?: string;
  hint?: string;
  error?: string | null;
  required?: boolean;
  readonly?: boolean;
  inputmode?: "numeric" | "email" | "tel";
  maxlength?: number;
}

/** A labelled input with its hint and error, the error announced and tied to the input. */
export function field(o: FieldOptions): Safe {
  const id = `f-${o.name}`;
  const hintId = o.hint ? `${id}-hint` : null;
  const errorId = o.error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ");
  const value = o.type === "password" ? undefined : o.value;
  return html`<div class="field${o.error ? " field-invalid" : ""}">
<label for="${id}">${o.label}</label>
${hintId ? html`<p class="hint" id="${hintId}">${o.hint}</p>` : ""}
${errorId ? html`<p class="error" id="${errorId}" role="alert">${o.error}</p>` : ""}
<input id="${id}" name="${o.name}" type="${o.type ?? "text"}"${value !== undefined ? html` value="${value}"` : ""}${o.autocomplete ? html` autocomplete="${o.autocomplete}"` : ""}${o.inputmode ? html` inputmode="${o.inputmode}"` : ""}${o.maxlength ? html` maxlength="${o.maxlength}"` : ""}${o.required === false ? "" : html` required`}${o.readonly ? html` readonly` : ""}${describedBy ? html` aria-describedby="${describedBy}"` : ""}${o.error ? html` aria-invalid="true"` : ""}>
</div>`;
}

export function hidden(name: string, value: string): Safe {
  return html`<input type="hidden" name="${name}" value="${value}">`;
}

/** A message for the whole form (or page), announced; `id` lets inputs point at it. */
export function alert(message: string, id = "form-error"): Safe {
  return html`<div class="alert" id="${id}" role="alert"><p>${message}</p></div>`;
}

export function notice(message: string): Safe {
  return html`<div class="notice" role="status"><p>${message}</p></div>`;
}

function form(
  action: string,
  token: string,
  body: Safe,
  submit: string,
  variant: "primary" | "secondary" = "primary",
): Safe {
  return html`<form method="post" action="${action}" novalidate>
${hidden(FORM_TOKEN_FIELD, token)}
${body}
<button type="submit"${variant === "secondary" ? html` class="button-secondary"` : ""}>${submit}</button>
</form>`;
}

/** A checkbox with its label beside it, its error announced and tied to it. */
export function checkbox(o: {
  name: string;
  label: string;
  value: string;
  checked?: boolean;
  error?: string | null;
}): Safe {
  const id = `f-${o.name}`;
  const errorId = o.error ? `${id}-error` : null;
  return html`<div class="field field-check${o.error ? " field-invalid" : ""}">
${errorId ? html`<p class="error" id="${errorId}" role="alert">${o.error}</p>` : ""}
<input id="${id}" name="${o.name}" type="checkbox" value="${o.value}"${o.checked ? html` checked` : ""}${errorId ? html` aria-describedby="${errorId}" aria-invalid="true"` : ""}>
<label for="${id}">${o.label}</label>
</div>`;
}

// ── Authorise a hold (ADR 011) ──────────────────────────────────────────────

export interface HoldSummary {
  trainNumber: string;
  trainName: string;
  /** Journey date, YYYY-MM-DD (IST). */
  date: string;
  from: string;
  to: string;
  classCode: string;
  passengers: number;
  railwayUserId: string;
}

/** `2026-12-01` → `Tue, 01 Dec 2026`. */
export function journeyDateText(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(at.getTime())) return date;
  return `${WEEKDAYS[at.getUTCDay()]}, ${date.slice(8)} ${MONTHS[at.getUTCMonth()]} ${date.slice(0, 4)}`;
}

function classText(code: string): string {
  const name = CLASS_NAMES[code as ClassCode];
  return name ? `${name} (${code})` : code;
}

function holdSummary(h: HoldSummary, heading = "Your booking", id = "booking-heading"): Safe {
  return html`<section aria-labelledby="${id}" class="summary">
<h2 id="${id}">${heading}</h2>
<dl>
<dt>Train</dt><dd>${h.trainNumber} ${h.trainName}</dd>
<dt>Journey</dt><dd>${h.from} to ${h.to}</dd>
<dt>Date</dt><dd>${journeyDateText(h.date)}</dd>
<dt>Class</dt><dd>${classText(h.classCode)}</dd>
<dt>Passengers</dt><dd>${h.passengers}</dd>
</dl>
</section>`;
}

/** The Aadhaar OTP a Tatkal hold needs (from 15 Jul 2025): where it went and what went wrong. */
export interface BookingOtpView {
  /** The masked Aadhaar-linked mobile. */
  sentTo: string;
  /** What the last send did ('A 6 digit OTP was sent to …'), announced. */
  notice?: string | null;
  /** A refused send (the resend limits), announced. */
  sendError?: string | null;
  /** The typed OTP's refusal (wrong, expired, locked…). */
  error?: string | null;
}

export interface AuthorizePageOptions {
  holdId: string;
  /** The second train's hold of a journey in two trains (ADR 023): one password for both. */
  hold2Id?: string;
  hold2?: HoldSummary | null;
  /** The return path as given (checked again on post). */
  returnPath: string;
  /** Where "go back" leads (the checked return path). */
  backHref: string;
  forgotHref: string;
  token: string;
  hold: HoldSummary | null;
  /** Why the password cannot be typed (unknown, lapsed or locked hold); no form then. */
  closed?: string | null;
  error?: string | null;
  /** A Tatkal hold's Aadhaar OTP; null or absent for every other hold. */
  aadhaarOtp?: BookingOtpView | null;
}

export function authorizePage(o: AuthorizePageOptions): string {
  const title = "Sign in to complete your booking";
  if (!o.hold || o.closed) {
    return page({
      title,
      body: html`${alert(o.closed ?? "This booking was not found")}
<p><a href="${o.backHref}">Go back to the booking site</a></p>`,
    });
  }
  const otp = o.aadhaarOtp ?? null;
  const two = o.hold2Id ? o.hold2 : null;
  const what = two ? "both trains of this journey" : "this booking";
  const intro = otp
    ? `Type the password of your railway User ID and the Aadhaar OTP to confirm ${two ? what : "this Tatkal booking"}. Both are checked by the railway and never shared with the booking site.`
    : `Type the password of your railway User ID to confirm ${what}. It is checked by the railway and never shared with the booking site.`;
  const summaries = two
    ? html`${holdSummary(o.hold, "First train", "booking-heading")}
${holdSummary(two, "Second train", "booking2-heading")}`
    : holdSummary(o.hold);
  const holds = html`${hidden("hold", o.holdId)}
${o.hold2Id ? hidden("hold2", o.hold2Id) : ""}`;
  const body = html`<p>${intro}</p>
${summaries}
${otp?.notice ? notice(otp.notice) : ""}
${otp?.sendError ? alert(otp.sendError, "otp-send-error") : ""}
${form(
  PORTAL_PATHS.authorize,
  o.token,
  html`${holds}
${hidden("return", o.returnPath)}
${field({ name: "userId", label: "User ID", value: o.hold.railwayUserId, readonly: true, autocomplete: "username" })}
${passwordAndAadhaarOtp(o.error ?? null, otp, (sentTo) => `Each Tatkal booking needs an OTP sent to the mobile number linked with your Aadhaar (${sentTo}). It is valid for 10 minutes.`)}`,
  two ? "Sign in and book both trains" : "Sign in and complete booking",
)}
${
  otp
    ? form(
        PORTAL_PATHS.authorize,
        o.token,
        html`${holds}
${hidden("return", o.returnPath)}
${hidden("intent", "resend_otp")}
<p class="hint">Did not get the OTP?</p>`,
        "Send a new Aadhaar OTP",
        "secondary",
      )
    : ""
}
<p class="links"><a href="${o.forgotHref}">Forgot password?</a> <a href="${o.backHref}">Cancel and go back</a></p>`;
  return page({ title, body });
}

// ── Authorise one Tatkal booking ahead (a mandate, issue 20 item 2) ─────────

/** A mandate request as its page shows it. */
export interface MandateSummary {
  userId: string;
  trainNumber: string;
  trainName: string;
  from: { code: string; name: string };
  to: { code: string; name: string };
  /** Journey date at `from`, YYYY-MM-DD (IST). */
  date: string;
  classCode: string;
  /** `AC 3 Tier (3A)`. */
  classText: string;
  quota: "TQ" | "PT" | string;
  passengers: number;
  opensAt: Date;
  expiresAt: Date;
}

export interface MandatePageOptions {
  token: string;
  /** Where "go back" leads (the checked return path). */
  backHref: string;
  /** The request, its signature and the return path, posted back as they came. */
  hidden?: Readonly<Record<string, string>>;
  summary?: MandateSummary | null;
  /** Why this booking cannot be authorised here; no form then. */
  closed?: string | null;
  /** With `closed` for a user ID not Aadhaar-authenticated: the railway's Aadhaar page. */
  aadhaarHref?: string | null;
  forgotHref?: string;
  /** The password's refusal. */
  error?: string | null;
  /** A refusal of the whole form (an expired form, a refusal of the request). */
  formError?: string | null;
  aadhaarOtp?: BookingOtpView | null;
}

const stationText = (s: { code: string; name: string }) =>
  s.name && s.name !== s.code ? `${s.name} (${s.code})` : s.code;

const quotaText = (quota: string) =>
  quota === "PT" ? "Premium Tatkal (PT)" : quota === "TQ" ? "Tatkal (TQ)" : quota;

/** `Book 2 passengers in 3A (Tatkal) on 12952 NDLS to MMCT, …, for User ID x.`: the promise in one sentence. */
export function mandateStatement(m: MandateSummary): string {
  const people = m.passengers === 1 ? "1 passenger" : `${m.passengers} passengers`;
  const quota = m.quota === "PT" ? "Premium Tatkal" : "Tatkal";
  return `Book ${people} in ${m.classCode} (${quota}) on ${m.trainNumber} ${m.from.code} to ${m.to.code}, ${istDayText(m.date)}, automatically when Tatkal opens at ${istWhenText(m.opensAt)}, for User ID ${m.userId}.`;
}

function mandateSummary(m: MandateSummary): Safe {
  return html`<section aria-labelledby="mandate-heading" class="summary">
<h2 id="mandate-heading">What you authorise</h2>
<p class="statement"><strong>${mandateStatement(m)}</strong> Valid once, until ${istWhenText(m.expiresAt)}.</p>
<dl>
<dt>Train</dt><dd>${m.trainNumber} ${m.trainName}</dd>
<dt>Journey</dt><dd>${stationText(m.from)} to ${stationText(m.to)}</dd>
<dt>Date</dt><dd>${istDayText(m.date)}</dd>
<dt>Class</dt><dd>${m.classText}</dd>
<dt>Quota</dt><dd>${quotaText(m.quota)}</dd>
<dt>Passengers</dt><dd>${m.passengers}</dd>
<dt>Booked</dt><dd>When Tatkal opens, ${istWhenText(m.opensAt)}</dd>
<dt>Valid</dt><dd>Once, until ${istWhenText(m.expiresAt)}</dd>
</dl>
<p class="hint">Nothing is booked or paid now. Only a booking exactly like this one, made by the booking site for this User ID, can use this authorisation; unused, it lapses.</p>
</section>`;
}

/** The railway password and, when the booking needs one, its Aadhaar OTP (authorise, mandate). */
function passwordAndAadhaarOtp(
  error: string | null,
  otp: { sentTo: string; error?: string | null } | null,
  otpHint: (sentTo: string) => string,
): Safe {
  return html`${field({
    name: "password",
    label: "Password",
    type: "password",
    autocomplete: "current-password",
    maxlength: 64,
    hint: "Passwords are case-sensitive.",
    error,
  })}
${
  otp
    ? field({
        name: "aadhaarOtp",
        label: "Aadhaar OTP",
        inputmode: "numeric",
        autocomplete: "one-time-code",
        maxlength: 6,
        hint: otpHint(otp.sentTo),
        error: otp.error ?? null,
      })
    : ""
}`;
}

export function mandatePage(o: MandatePageOptions): string {
  const title = "Authorise a Tatkal booking ahead";
  if (!o.summary || o.closed) {
    return page({
      title,
      body: html`${alert(o.closed ?? "This booking cannot be authorised here")}
${o.aadhaarHref ? html`<p><a class="button" href="${o.aadhaarHref}">Authenticate your User ID with Aadhaar</a></p>` : ""}
<p><a href="${o.backHref}">Go back to the booking site</a></p>`,
    });
  }
  const hiddenFields = Object.entries(o.hidden ?? {}).map(([name, value]) => hidden(name, value));
  const otp = o.aadhaarOtp ?? null;
  const body = html`<p>The booking site asks to book this journey for you the moment Tatkal opens. To allow it, type the password of your railway User ID and the Aadhaar OTP here, on the railway's page; the booking site never sees either.</p>
${mandateSummary(o.summary)}
${o.formError ? alert(o.formError) : ""}
${otp?.notice ? notice(otp.notice) : ""}
${otp?.sendError ? alert(otp.sendError, "otp-send-error") : ""}
${form(
  PORTAL_PATHS.mandate,
  o.token,
  html`${hiddenFields}
${field({ name: "user", label: "User ID", value: o.summary.userId, readonly: true, autocomplete: "username" })}
${passwordAndAadhaarOtp(o.error ?? null, otp, (sentTo) => `Sent to the mobile number linked with your Aadhaar (${sentTo}) for this booking. It is valid for 10 minutes.`)}`,
  "Authorise this booking",
)}
${
  otp
    ? form(
        PORTAL_PATHS.mandate,
        o.token,
        html`${hiddenFields}
${hidden("user", o.summary.userId)}
${hidden("intent", "resend_otp")}
<p class="hint">Did not get the OTP?</p>`,
        "Send a new Aadhaar OTP",
        "secondary",
      )
    : ""
}
<p class="links">${o.forgotHref ? html`<a href="${o.forgotHref}">Forgot password?</a> ` : ""}<a href="${o.backHref}">Cancel and go back</a></p>`;
  return page({ title, body });
}

// ── Aadhaar authentication (simulated UIDAI e-KYC) ─────────────────────────

export type AadhaarField = "userId" | "password" | "aadhaar" | "consent";

/** The words of the consent box (plain, as the page's own promise). */
export const AADHAAR_CONSENT =
  "I agree that the railway checks my Aadhaar number with UIDAI to confirm who I am, and that UIDAI sends an OTP to the mobile number linked with my Aadhaar. The railway keeps only the last four digits of the number and the date it was checked.";

/**
 * Step 1: user ID, password, Aadhaar number and consent. The Aadhaar number
 * is never put back in the field (nor anywhere in the page).
 */
export function aadhaarPage(o: {
  token: string;
  returnPath: string;
  backHref: string;
  userId: string;
  consent?: boolean;
  error?: { field: AadhaarField | null; message: string } | null;
}): string {
  const errorFor = (name: AadhaarField) => (o.error?.field === name ? o.error.message : null);
  const body = html`<p>Authenticate your railway User ID with your Aadhaar to book Tatkal tickets (and up to 24 tickets a month). UIDAI sends a one-time password to the mobile number linked with your Aadhaar.</p>
${o.error && o.error.field === null ? alert(o.error.message) : ""}
${form(
  PORTAL_PATHS.aadhaar,
  o.token,
  html`${hidden("return", o.returnPath)}
${hidden("step", "start")}
${field({ name: "userId", label: "User ID", value: o.userId, autocomplete: "username", maxlength: 35, error: errorFor("userId") })}
${field({ name: "password", label: "Password", type: "password", autocomplete: "current-password", maxlength: 64, hint: "Passwords are case-sensitive.", error: errorFor("password") })}
${field({
  name: "aadhaar",
  label: "Aadhaar number",
  inputmode: "numeric",
  autocomplete: "off",
  maxlength: 20,
  hint: "The 12 digits on your Aadhaar card; spaces between the groups are fine.",
  error: errorFor("aadhaar"),
})}
${checkbox({ name: "consent", label: AADHAAR_CONSENT, value: "yes", checked: o.consent === true, error: errorFor("consent") })}`,
  "Send OTP",
)}
<p class="links"><a href="${o.backHref}">Cancel and go back</a></p>`;
  return page({ title: "Authenticate with Aadhaar", body });
}

/** Step 2: the OTP, a resend, and a way to start again. */
export function aadhaarOtpPage(o: {
  token: string;
  returnPath: string;
  backHref: string;
  restartHref: string;
  userId: string;
  notice?: string | null;
  sendError?: string | null;
  error?: string | null;
}): string {
  const body = html`${o.notice ? notice(o.notice) : ""}
${o.sendError ? alert(o.sendError, "otp-send-error") : ""}
<p>Enter the OTP to authenticate railway User ID <strong>${o.userId}</strong> with Aadhaar.</p>
${form(
  PORTAL_PATHS.aadhaar,
  o.token,
  html`${hidden("return", o.returnPath)}
${hidden("step", "confirm")}
${hidden("userId", o.userId)}
${field({ name: "otp", label: "OTP", inputmode: "numeric", autocomplete: "one-time-code", maxlength: 6, hint: "6 digits, valid for 10 minutes.", error: o.error ?? null })}`,
  "Authenticate Aadhaar",
)}
${form(
  PORTAL_PATHS.aadhaar,
  o.token,
  html`${hidden("return", o.returnPath)}
${hidden("step", "resend")}
${hidden("userId", o.userId)}
<p class="hint">Did not get the OTP?</p>`,
  "Send a new OTP",
  "secondary",
)}
<p class="links"><a href="${o.restartHref}">Start again</a> <a href="${o.backHref}">Cancel and go back</a></p>`;
  return page({ title: "Enter the Aadhaar OTP", body });
}

/** Done (or done before): the masked number, and the way back. */
export function aadhaarDonePage(o: {
  userId: string;
  masked: string | null;
  already: boolean;
  backHref: string;
}): string {
  const status = o.masked ? `Aadhaar authenticated: ${o.masked}` : "Aadhaar authenticated";
  const body = html`${notice(status)}
<p>${
    o.already
      ? `Railway User ID ${o.userId} was already authenticated with Aadhaar. An authenticated User ID keeps its Aadhaar number; it cannot be changed here.`
      : `Railway User ID ${o.userId} is now authenticated with Aadhaar. You can book Tatkal tickets; each Tatkal booking also asks for an OTP sent to the mobile number linked with your Aadhaar.`
  }</p>
<p><a class="button" href="${o.backHref}">Go back to the booking site</a></p>`;
  return page({ title: "Aadhaar authenticated", body });
}

// ── Create a railway user ID ────────────────────────────────────────────────

export interface RegisterValues {
  userId: string;
  name: string;
  email: string;
  mobile: string;
}

export type RegisterField = keyof RegisterValues | "password";

export function registerPage(o: {
  token: string;
  returnPath: string;
  values: RegisterValues;
  error?: { field: RegisterField | null; message: string } | null;
}): string {
  const errorFor = (name: RegisterField) => (o.error?.field === name ? o.error.message : null);
  const body = html`<p>Create a railway User ID to book tickets. After this, verify your mobile number and email address with the OTPs sent to them.</p>
${o.error && o.error.field === null ? alert(o.error.message) : ""}
${form(
  PORTAL_PATHS.register,
  o.token,
  html`${hidden("return", o.returnPath)}
${field({ name: "userId", label: "User ID", value: o.values.userId, autocomplete: "username", maxlength: 35, hint: "3 to 35 letters, digits or _ (case-sensitive)", error: errorFor("userId") })}
${field({ name: "password", label: "Password", type: "password", autocomplete: "new-password", maxlength: 64, hint: "8 to 15 characters with a capital letter, a small letter and a digit", error: errorFor("password") })}
${field({ name: "name", label: "Full name", value: o.values.name, autocomplete: "name", maxlength: 100, error: errorFor("name") })}
${field({ name: "email", label: "Email address", type: "email", value: o.values.email, autocomplete: "email", inputmode: "email", maxlength: 254, error: errorFor("email") })}
${field({ name: "mobile", label: "Mobile number", type: "tel", value: o.values.mobile, autocomplete: "tel-national", inputmode: "numeric", maxlength: 10, hint: "10 digits, without +91 or 0", error: errorFor("mobile") })}`,
  "Create User ID",
)}`;
  return page({ title: "Create your railway User ID", body });
}

export function registeredPage(o: {
  userId: string;
  notices: readonly string[];
  verifyHref: string;
}): string {
  const body = html`${notice(`Your railway User ID ${o.userId} has been created.`)}
<ul class="notices">${o.notices.map((n) => html`<li>${n}</li>`)}</ul>
<p>Enter both OTPs on the booking site to verify your mobile number and email address.</p>
<p><a class="button" href="${o.verifyHref}">Verify your User ID on the booking site</a></p>`;
  return page({ title: "User ID created", body });
}

// ── Password reset ──────────────────────────────────────────────────────────

export function resetPasswordPage(o: {
  token: string;
  resetToken: string;
  error?: { field: "password" | "confirm" | null; message: string } | null;
}): string {
  const errorFor = (name: "password" | "confirm") =>
    o.error?.field === name ? o.error.message : null;
  const body = o.resetToken
    ? html`${o.error && o.error.field === null ? alert(o.error.message) : ""}
${form(
  PORTAL_PATHS.reset_password,
  o.token,
  html`${hidden("token", o.resetToken)}
${field({ name: "password", label: "New password", type: "password", autocomplete: "new-password", maxlength: 64, hint: "8 to 15 characters with a capital letter, a small letter and a digit", error: errorFor("password") })}
${field({ name: "confirm", label: "Confirm new password", type: "password", autocomplete: "new-password", maxlength: 64, error: errorFor("confirm") })}`,
  "Change password",
)}`
    : html`${alert(o.error?.message ?? "This password reset link is invalid, used or expired")}
<p><a href="${PORTAL_PATHS.forgot_password}">Ask for a new link</a></p>`;
  return page({ title: "Set a new password", body });
}

export function passwordChangedPage(message: string, backHref: string): string {
  return page({
    title: "Password changed",
    body: html`${notice(message)}
<p><a href="${backHref}">Go to the booking site</a></p>`,
  });
}

export function forgotPasswordPage(o: {
  token: string;
  returnPath: string;
  value: string;
  error?: string | null;
  sent?: string | null;
  backHref: string;
}): string {
  const body = html`${o.sent ? notice(o.sent) : ""}
<p>Enter your User ID or the email address of your railway account. A link to set a new password, valid for 24 hours, is sent to that email address.</p>
${form(
  PORTAL_PATHS.forgot_password,
  o.token,
  html`${hidden("return", o.returnPath)}
${field({ name: "userIdOrEmail", label: "User ID or email address", value: o.value, autocomplete: "username", maxlength: 254, error: o.error ?? null })}`,
  "Send reset link",
)}
<p class="links"><a href="${o.backHref}">Go back</a></p>`;
  return page({ title: "Forgot password", body });
}

export function refusedPage(message: string): string {
  return page({ title: "Request refused", body: alert(message) });
}
