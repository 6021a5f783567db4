import { readFile } from "node:fs/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readMandateRequest } from "../accounts/mandates.ts";
import { ACCOUNT_REFUSALS } from "../accounts/refusals.ts";
import type { RailwaySystem } from "../railway.ts";
import {
  formToken,
  formTokenMatches,
  hiddenCharacterProblem,
  isSameOriginPost,
  parseForm,
} from "./forms.ts";
import {
  DEFAULT_RETURN_PATH,
  mandatePath,
  PORTAL_CSS_PATH,
  PORTAL_PATHS,
  portalPath,
  returnPathWith,
  sameOriginPath,
} from "./paths.ts";
import {
  type AadhaarField,
  aadhaarDonePage,
  aadhaarOtpPage,
  aadhaarPage,
  authorizePage,
  type BookingOtpView,
  FORM_TOKEN_FIELD,
  forgotPasswordPage,
  type HoldSummary,
  mandatePage,
  passwordChangedPage,
  type RegisterField,
  type RegisterValues,
  refusedPage,
  registeredPage,
  registerPage,
  resetPasswordPage,
} from "./templates.ts";

/**
 * The railway's own pages under `/railway/*` (ADR 011): the only pages where a
 * railway password is typed — authorising a hold after payment, creating a
 * user ID, asking for and using a password-reset link. Server-rendered HTML
 * with a linked stylesheet and no JavaScript; every post must come from this
 * origin and carry the railway's form token. They never read or set Safar's
 * cookies, and never answer with a cacheable page.
 */
export async function registerRailwayPortal(
  app: FastifyInstance,
  system: RailwaySystem,
  options: PortalOptions = {},
): Promise<void> {
  const css = await readFile(new URL("./portal.css", import.meta.url), "utf8");
  await app.register(async (scope) => portalRoutes(scope, system, css, options));
}

export interface PortalOptions {
  /**
   * Paces the password checks of the Aadhaar page's step 1, per client (the
   * host passes its per-address limiter, R6): it throws, after setting
   * `Retry-After`, when the client is over its limit. The other password
   * page (authorize) has its own tries per hold.
   */
  pacePasswordChecks?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

const FORM_TYPE = "application/x-www-form-urlencoded";
const STRING_FIELDS = 16 * 1024;

type Fields = Record<string, string>;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function queryOf(request: FastifyRequest): Fields {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, text(v)]));
}

function bodyOf(request: FastifyRequest): Fields {
  const body = request.body;
  if (!body || typeof body !== "object") return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, text(v)]),
  );
}

const REGISTER_FIELDS: Partial<Record<keyof typeof ACCOUNT_REFUSALS, RegisterField>> = {
  user_id_invalid: "userId",
  user_id_taken: "userId",
  password_weak: "password",
  name_invalid: "name",
  email_invalid: "email",
  email_taken: "email",
  mobile_invalid: "mobile",
  mobile_taken: "mobile",
};

/** Refusals of the Aadhaar page's step 1, by the field they are about (others: the whole form). */
const AADHAAR_FIELDS: Partial<Record<keyof typeof ACCOUNT_REFUSALS, AadhaarField>> = {
  aadhaar_required: "aadhaar",
  aadhaar_characters: "aadhaar",
  aadhaar_length: "aadhaar",
  aadhaar_first_digit: "aadhaar",
  aadhaar_checksum: "aadhaar",
  aadhaar_consent_required: "consent",
};

/** Refusals about a typed OTP (the Aadhaar page's step 2, the booking's Aadhaar OTP). */
const OTP_REASONS: ReadonlySet<string> = new Set([
  "aadhaar_otp_required",
  "otp_format",
  "otp_not_requested",
  "otp_wrong",
  "otp_locked",
  "otp_expired",
]);

/** The status a refusal answers with: a wrong secret 401, a send too soon or too often 429. */
function refusalStatus(reason: string): number {
  if (reason === "hold_password_wrong" || reason === "otp_wrong") return 401;
  if (reason === "credentials_invalid") return 401;
  if (reason === "otp_too_soon" || reason === "otp_limit") return 429;
  return 400;
}

/** The status of a refusal on the mandate page. */
function mandateRefusalStatus(reason: string): number {
  if (reason === "tatkal_aadhaar_required") return 403;
  if (reason === "user_not_found") return 404;
  if (reason === "mandate_tatkal_open") return 410;
  if (reason === "otp_locked" || reason === "mandate_locked") return 423;
  if (reason === "mandate_password_wrong") return 401;
  return refusalStatus(reason);
}

const FORM_EXPIRED = "This form has expired. Please fill it in again and send it.";
const MANDATE_LINK_INVALID =
  "This link was not made by the railway for your booking site, or it was changed on the way. Please go back to the booking site and start again.";
const CROSS_SITE = "This form was sent from another site, so the railway refused it.";

function portalRoutes(
  app: FastifyInstance,
  system: RailwaySystem,
  css: string,
  options: PortalOptions,
): void {
  const { portal, accounts, clock } = system;

  /** The pacing's words when this client is over its limit (429, `Retry-After` set), else null. */
  async function overLimit(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    if (!options.pacePasswordChecks) return null;
    try {
      await options.pacePasswordChecks(request, reply);
      return null;
    } catch (error) {
      if (error instanceof Error && reply.hasHeader("retry-after")) return error.message;
      throw error;
    }
  }

  if (app.hasContentTypeParser(FORM_TYPE)) app.removeContentTypeParser(FORM_TYPE);
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: "string", bodyLimit: STRING_FIELDS },
    (_request, body, done) => done(null, parseForm(String(body))),
  );

  function html(
    reply: FastifyReply,
    status: number,
    body: string,
    setCookie: string | null = null,
  ): FastifyReply {
    reply
      .status(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store");
    if (setCookie) reply.header("set-cookie", setCookie);
    return reply.send(body);
  }

  function seeOther(reply: FastifyReply, location: string): FastifyReply {
    return reply
      .status(303)
      .header("cache-control", "no-store")
      .header("location", location)
      .send();
  }

  /**
   * Cross-site posts are refused outright; a post without this browser's form
   * token gets its form again (with a fresh token) and the reason.
   */
  function checkPost(request: FastifyRequest, reply: FastifyReply, fields: Fields) {
    if (!isSameOriginPost(request)) {
      html(reply, 403, refusedPage(CROSS_SITE));
      return "refused" as const;
    }
    if (!formTokenMatches(request, fields[FORM_TOKEN_FIELD])) return "expired" as const;
    return "ok" as const;
  }

  // A NUL, a line break or a broken character in any field or query: words, before any rule or the database.
  app.addHook("preHandler", async (request, reply) => {
    const problem =
      hiddenCharacterProblem(queryOf(request)) ?? hiddenCharacterProblem(bodyOf(request));
    if (problem) return html(reply, 400, refusedPage(problem));
  });

  app.get(PORTAL_CSS_PATH, async (_request, reply) =>
    reply
      .header("content-type", "text/css; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(css),
  );

  // ── Authorise a hold: the password after payment ───────────────────────

  /**
   * The page of a hold. A Tatkal hold's Aadhaar OTP: `send` when the page is
   * first shown (`ensure`: one still pending is kept) or on "Send a new
   * Aadhaar OTP" (`resend`); a re-shown page after a post sends nothing.
   */
  /** The hold or holds of a page (`hold`, and `hold2` for a journey in two trains, ADR 023). */
  type Holds = { holdId: string; hold2Id: string };

  async function authorizeView(
    request: FastifyRequest,
    reply: FastifyReply,
    ids: Holds,
    returnPath: string,
    status: number,
    error: string | null,
    otp: { send?: "ensure" | "resend"; error?: string | null } = {},
  ): Promise<FastifyReply> {
    const { token, setCookie } = formToken(request);
    const backHref = sameOriginPath(returnPath) ?? DEFAULT_RETURN_PATH;
    const holdIds = ids.hold2Id ? [ids.holdId, ids.hold2Id] : [ids.holdId];
    const infos = await Promise.all(holdIds.map((id) => portal.holdForAuthorization(id, clock())));
    const info = infos[0] ?? null;
    const common = {
      holdId: ids.holdId,
      hold2Id: ids.hold2Id,
      returnPath,
      backHref,
      token,
      forgotHref: portalPath("forgot_password", {
        userId: info?.railwayUserId ?? "",
        return: portalPath("authorize", {
          hold: ids.holdId,
          hold2: ids.hold2Id,
          return: returnPath,
        }),
      }),
    };
    if (!info || infos.some((i) => i === null)) {
      return html(reply, 404, authorizePage({ ...common, hold: null }), setCookie);
    }
    const found = infos as NonNullable<(typeof infos)[number]>[];
    if (found.every((i) => i.state === "authorized")) {
      return seeOther(reply, returnPathWith(returnPath, { authorized: "1" }));
    }
    const shut = found.find((i) => i.state === "locked" || i.state === "closed");
    if (shut) {
      const locked = info.state === "locked";
      const closed = locked ? ACCOUNT_REFUSALS.hold_locked : ACCOUNT_REFUSALS.hold_expired;
      return html(
        reply,
        locked ? 423 : 410,
        authorizePage({ ...common, hold: null, closed }),
        setCookie,
      );
    }
    const summaries = await Promise.all(
      found.map(async (i): Promise<HoldSummary | null> => {
        const ticket = await system.gateway.pnrStatus(i.pnr);
        return ticket
          ? {
              trainNumber: ticket.trainNumber,
              trainName: ticket.trainName,
              date: ticket.date,
              from: ticket.from,
              to: ticket.to,
              classCode: ticket.classCode,
              passengers: i.passengers,
              railwayUserId: i.railwayUserId,
            }
          : null;
      }),
    );
    const hold = summaries[0] ?? null;
    // One Aadhaar OTP for the journey, bound to its first Tatkal hold.
    const otpInfo = found.find((i) => i.aadhaarOtpTo !== null) ?? null;
    let aadhaarOtp: BookingOtpView | null = null;
    if (otpInfo?.aadhaarOtpTo) {
      aadhaarOtp = { sentTo: otpInfo.aadhaarOtpTo, error: otp.error ?? null };
      const sent = otp.send ? await portal.sendBookingOtp(otpInfo.holdId, otp.send, clock()) : null;
      if (sent?.ok) aadhaarOtp.notice = sent.message;
      else if (sent) {
        aadhaarOtp.sendError = sent.message;
        if (otp.send === "resend") status = refusalStatus(sent.reason);
      }
    }
    return html(
      reply,
      status,
      authorizePage({
        ...common,
        hold,
        hold2: ids.hold2Id ? (summaries[1] ?? null) : null,
        error,
        aadhaarOtp,
      }),
      setCookie,
    );
  }

  app.get(PORTAL_PATHS.authorize, async (request, reply) => {
    const query = queryOf(request);
    const ids = { holdId: query.hold ?? "", hold2Id: query.hold2 ?? "" };
    return authorizeView(request, reply, ids, query.return ?? "", 200, null, {
      send: "ensure",
    });
  });

  app.post(PORTAL_PATHS.authorize, async (request, reply) => {
    const fields = bodyOf(request);
    const ids = { holdId: fields.hold ?? "", hold2Id: fields.hold2 ?? "" };
    const returnPath = fields.return ?? "";
    const check = checkPost(request, reply, fields);
    if (check === "refused") return reply;
    if (check === "expired") {
      return authorizeView(request, reply, ids, returnPath, 403, FORM_EXPIRED);
    }
    if (fields.intent === "resend_otp") {
      return authorizeView(request, reply, ids, returnPath, 200, null, { send: "resend" });
    }
    const result = await portal.authorizeHolds(
      ids.hold2Id ? [ids.holdId, ids.hold2Id] : [ids.holdId],
      fields.userId ?? "",
      fields.password ?? "",
      clock(),
      fields.aadhaarOtp ?? "",
    );
    if (result.ok) return seeOther(reply, returnPathWith(returnPath, { authorized: "1" }));
    const status = refusalStatus(result.reason);
    if (OTP_REASONS.has(result.reason)) {
      return authorizeView(request, reply, ids, returnPath, status, null, {
        error: result.message,
      });
    }
    return authorizeView(request, reply, ids, returnPath, status, result.message);
  });

  // ── Authorise one Tatkal booking ahead (a mandate, issue 20 item 2) ──────

  /**
   * The mandate page of the request in `fields` (the query, or a post's
   * hidden fields): each field's shape, then the railway's signature of the
   * request (`mandate-link.ts`), then the request itself at this instant;
   * only then the Aadhaar OTP is sent (`ensure` when first shown, `resend`
   * on request) and the masked mobile shown.
   */
  async function mandateView(
    request: FastifyRequest,
    reply: FastifyReply,
    fields: Fields,
    status: number,
    view: {
      send?: "ensure" | "resend";
      passwordError?: string;
      otpError?: string;
      formError?: string;
    } = {},
  ): Promise<FastifyReply> {
    const { token, setCookie } = formToken(request);
    const returnPath = fields.return ?? "";
    const backHref = sameOriginPath(returnPath) ?? DEFAULT_RETURN_PATH;
    const closed = (code: number, message: string, aadhaarHref: string | null = null) =>
      html(reply, code, mandatePage({ token, backHref, closed: message, aadhaarHref }), setCookie);
    const read = readMandateRequest(fields);
    if (!read.ok) return closed(400, read.message);
    const mandate = read.request;
    if (!system.mandateLinks.matches(mandate, fields.sig)) return closed(403, MANDATE_LINK_INVALID);
    const selfPath = mandatePath(mandate, fields.sig ?? "", backHref);
    const judged = await portal.mandateTerms(mandate, clock());
    if (!judged.ok) {
      const aadhaarHref =
        judged.reason === "tatkal_aadhaar_required"
          ? portalPath("aadhaar", { userId: mandate.railwayUserId, return: selfPath })
          : null;
      return closed(mandateRefusalStatus(judged.reason), judged.message, aadhaarHref);
    }
    const { terms } = judged;
    const aadhaarOtp: BookingOtpView = { sentTo: terms.aadhaarOtpTo, error: view.otpError ?? null };
    if (view.send) {
      const sent = await portal.sendMandateOtp(mandate, view.send, clock());
      if (sent.ok) aadhaarOtp.notice = sent.message;
      else {
        aadhaarOtp.sendError = sent.message;
        if (view.send === "resend") status = mandateRefusalStatus(sent.reason);
      }
    }
    const [from, to] = await Promise.all([
      system.gateway.station(mandate.from),
      system.gateway.station(mandate.to),
    ]);
    return html(
      reply,
      status,
      mandatePage({
        token,
        backHref,
        hidden: {
          train: mandate.trainNumber,
          from: mandate.from,
          to: mandate.to,
          date: mandate.date,
          class: mandate.classCode,
          quota: mandate.quota,
          passengers: String(mandate.passengers),
          sig: fields.sig ?? "",
          return: returnPath,
        },
        summary: {
          userId: mandate.railwayUserId,
          trainNumber: mandate.trainNumber,
          trainName: terms.trainName,
          from: { code: mandate.from, name: from?.name ?? mandate.from },
          to: { code: mandate.to, name: to?.name ?? mandate.to },
          date: mandate.date,
          classCode: mandate.classCode,
          classText: terms.classText,
          quota: mandate.quota,
          passengers: mandate.passengers,
          opensAt: terms.opensAt,
          expiresAt: terms.expiresAt,
        },
        forgotHref: portalPath("forgot_password", {
          userId: mandate.railwayUserId,
          return: selfPath,
        }),
        error: view.passwordError ?? null,
        formError: view.formError ?? null,
        aadhaarOtp,
      }),
      setCookie,
    );
  }

  app.get(PORTAL_PATHS.mandate, async (request, reply) =>
    mandateView(request, reply, queryOf(request), 200, { send: "ensure" }),
  );

  app.post(PORTAL_PATHS.mandate, async (request, reply) => {
    const fields = bodyOf(request);
    const check = checkPost(request, reply, fields);
    if (check === "refused") return reply;
    if (check === "expired") {
      return mandateView(request, reply, fields, 403, { formError: FORM_EXPIRED });
    }
    if (fields.intent === "resend_otp") {
      return mandateView(request, reply, fields, 200, { send: "resend" });
    }
    const read = readMandateRequest(fields);
    // A request that is no good: the page says why (it judges the same things first).
    if (!read.ok || !system.mandateLinks.matches(read.request, fields.sig)) {
      return mandateView(request, reply, fields, 400);
    }
    const result = await portal.grantMandate(
      read.request,
      fields.password ?? "",
      fields.aadhaarOtp ?? "",
      clock(),
    );
    if (result.ok) {
      return seeOther(reply, returnPathWith(fields.return, { mandate: result.mandateId }));
    }
    const status = mandateRefusalStatus(result.reason);
    if (OTP_REASONS.has(result.reason) || result.reason === "mandate_locked") {
      return mandateView(request, reply, fields, status, { otpError: result.message });
    }
    if (result.reason === "mandate_password_wrong") {
      return mandateView(request, reply, fields, status, { passwordError: result.message });
    }
    return mandateView(request, reply, fields, status, { formError: result.message });
  });

  // ── Aadhaar authentication (simulated UIDAI e-KYC) ───────────────────────

  /** Where "go back" leads, and the page's own address to start again. */
  function aadhaarLinks(userId: string, returnPath: string) {
    return {
      backHref: returnPath || DEFAULT_RETURN_PATH,
      restartHref: portalPath("aadhaar", { userId, return: returnPath }),
    };
  }

  app.get(PORTAL_PATHS.aadhaar, async (request, reply) => {
    const query = queryOf(request);
    const { token, setCookie } = formToken(request);
    const returnPath = sameOriginPath(query.return) ?? "";
    const { backHref } = aadhaarLinks("", returnPath);
    return html(
      reply,
      200,
      aadhaarPage({ token, returnPath, backHref, userId: query.userId ?? "" }),
      setCookie,
    );
  });

  app.post(PORTAL_PATHS.aadhaar, async (request, reply) => {
    const fields = bodyOf(request);
    const check = checkPost(request, reply, fields);
    if (check === "refused") return reply;
    const { token, setCookie } = formToken(request);
    const returnPath = sameOriginPath(fields.return) ?? "";
    const userId = fields.userId ?? "";
    const { backHref, restartHref } = aadhaarLinks(userId, returnPath);
    const step = fields.step === "confirm" || fields.step === "resend" ? fields.step : "start";
    const consent = fields.consent === "yes";

    const stepOne = (status: number, error: { field: AadhaarField | null; message: string }) =>
      html(
        reply,
        status,
        aadhaarPage({ token, returnPath, backHref, userId, consent, error }),
        setCookie,
      );
    const stepTwo = (
      status: number,
      view: { notice?: string | null; sendError?: string | null; error?: string | null },
    ) =>
      html(
        reply,
        status,
        aadhaarOtpPage({ token, returnPath, backHref, restartHref, userId, ...view }),
        setCookie,
      );

    if (check === "expired") {
      return step === "start"
        ? stepOne(403, { field: null, message: FORM_EXPIRED })
        : stepTwo(403, { error: FORM_EXPIRED });
    }

    if (step === "start") {
      const paced = await overLimit(request, reply);
      if (paced) return stepOne(429, { field: null, message: paced });
      const result = await portal.startAadhaarAuth(
        {
          userId,
          password: fields.password ?? "",
          aadhaarNumber: fields.aadhaar ?? "",
          consent,
        },
        clock(),
      );
      if (!result.ok) {
        const field = AADHAAR_FIELDS[result.reason as keyof typeof ACCOUNT_REFUSALS] ?? null;
        return stepOne(refusalStatus(result.reason), { field, message: result.message });
      }
      if (result.state === "authenticated") {
        return html(
          reply,
          200,
          aadhaarDonePage({
            userId: result.userId,
            masked: result.aadhaarMasked,
            already: true,
            backHref,
          }),
        );
      }
      return stepTwo(200, { notice: result.message });
    }

    if (step === "resend") {
      const sent = await portal.resendAadhaarAuthOtp(userId, clock());
      return sent.ok
        ? stepTwo(200, { notice: sent.message })
        : stepTwo(refusalStatus(sent.reason), { sendError: sent.message });
    }

    const done = await portal.confirmAadhaarAuth(userId, fields.otp ?? "", clock());
    if (!done.ok) {
      const status = done.reason === "otp_locked" ? 423 : refusalStatus(done.reason);
      return stepTwo(status, { error: done.message });
    }
    return html(
      reply,
      200,
      aadhaarDonePage({
        userId: done.userId,
        masked: done.aadhaarMasked,
        already: false,
        backHref,
      }),
    );
  });

  // ── Create a user ID ─────────────────────────────────────────────────────

  const emptyValues: RegisterValues = { userId: "", name: "", email: "", mobile: "" };

  app.get(PORTAL_PATHS.register, async (request, reply) => {
    const { token, setCookie } = formToken(request);
    const returnPath = sameOriginPath(queryOf(request).return) ?? "";
    return html(reply, 200, registerPage({ token, returnPath, values: emptyValues }), setCookie);
  });

  app.post(PORTAL_PATHS.register, async (request, reply) => {
    const fields = bodyOf(request);
    const check = checkPost(request, reply, fields);
    if (check === "refused") return reply;
    const returnPath = sameOriginPath(fields.return) ?? "";
    const values: RegisterValues = {
      userId: fields.userId ?? "",
      name: fields.name ?? "",
      email: fields.email ?? "",
      mobile: fields.mobile ?? "",
    };
    const { token, setCookie } = formToken(request);
    if (check === "expired") {
      const error = { field: null, message: FORM_EXPIRED };
      return html(reply, 403, registerPage({ token, returnPath, values, error }), setCookie);
    }
    const result = await portal.register({ ...values, password: fields.password ?? "" }, clock());
    if (!result.ok) {
      const field = REGISTER_FIELDS[result.reason as keyof typeof ACCOUNT_REFUSALS] ?? null;
      const error = { field, message: result.message };
      return html(reply, 400, registerPage({ token, returnPath, values, error }), setCookie);
    }
    return html(
      reply,
      201,
      registeredPage({
        userId: result.userId,
        notices: [result.mobileOtpNotice, result.emailOtpNotice],
        verifyHref: returnPathWith(returnPath, { railwayUserId: result.userId }),
      }),
    );
  });

  // ── Password reset ───────────────────────────────────────────────────────

  app.get(PORTAL_PATHS.reset_password, async (request, reply) => {
    const { token, setCookie } = formToken(request);
    const resetToken = queryOf(request).token ?? "";
    return html(reply, resetToken ? 200 : 400, resetPasswordPage({ token, resetToken }), setCookie);
  });

  app.post(PORTAL_PATHS.reset_password, async (request, reply) => {
    const fields = bodyOf(request);
    const check = checkPost(request, reply, fields);
    if (check === "refused") return reply;
    const resetToken = fields.token ?? "";
    const { token, setCookie } = formToken(request);
    const again = (status: number, error: Parameters<typeof resetPasswordPage>[0]["error"]) =>
      html(reply, status, resetPasswordPage({ token, resetToken, error }), setCookie);
    if (check === "expired") return again(403, { field: null, message: FORM_EXPIRED });
    const password = fields.password ?? "";
    if (password !== (fields.confirm ?? "")) {
      return again(400, { field: "confirm", message: "The two passwords do not match" });
    }
    const result = await portal.resetPassword(resetToken, password, clock());
    if (result.ok)
      return html(reply, 200, passwordChangedPage(result.message, DEFAULT_RETURN_PATH));
    if (result.reason === "reset_link_invalid") {
      return html(
        reply,
        400,
        resetPasswordPage({
          token,
          resetToken: "",
          error: { field: null, message: result.message },
        }),
        setCookie,
      );
    }
    const field = result.reason === "password_weak" ? "password" : null;
    return again(400, { field, message: result.message });
  });

  app.get(PORTAL_PATHS.forgot_password, async (request, reply) => {
    const query = queryOf(request);
    const { token, setCookie } = formToken(request);
    const returnPath = sameOriginPath(query.return) ?? "";
    const backHref = returnPath || DEFAULT_RETURN_PATH;
    return html(
      reply,
      200,
      forgotPasswordPage({ token, returnPath, value: query.userId ?? "", backHref }),
      setCookie,
    );
  });

  app.post(PORTAL_PATHS.forgot_password, async (request, reply) => {
    const fields = bodyOf(request);
    const check = checkPost(request, reply, fields);
    if (check === "refused") return reply;
    const { token, setCookie } = formToken(request);
    const returnPath = sameOriginPath(fields.return) ?? "";
    const value = fields.userIdOrEmail ?? "";
    const view = { token, returnPath, value, backHref: returnPath || DEFAULT_RETURN_PATH };
    if (check === "expired") {
      return html(reply, 403, forgotPasswordPage({ ...view, error: FORM_EXPIRED }), setCookie);
    }
    const result = await accounts.requestPasswordReset(value, clock());
    if (!result.ok) {
      return html(reply, 400, forgotPasswordPage({ ...view, error: result.message }), setCookie);
    }
    return html(reply, 200, forgotPasswordPage({ ...view, value: "", sent: result.message }));
  });
}
