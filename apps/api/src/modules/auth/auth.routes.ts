import fastifyCookie from "@fastify/cookie";
import { APP_AUTH_ENDPOINTS } from "@safar/contracts/app-auth";
import {
  AUTH_ENDPOINTS,
  CSRF_COOKIE,
  CSRF_HEADER,
  SESSION_COOKIE,
  SIGN_IN_STATE_COOKIE,
  SSO_TOKEN_HEADER,
} from "@safar/contracts/auth";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { isLocale, LOCALE_COOKIE } from "@safar/contracts/locale";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { route } from "../../endpoints.ts";
import { safeEqual } from "../../otp-challenge.ts";
import { clientKey } from "../../rate-limit.ts";
import type { AuthService, SignedInUser } from "./auth.service.ts";
import { newToken } from "./tokens.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The sign-in steps: no anti-forgery token asked even with a session
     * cookie (there is no session to protect yet, and a stale cookie must not
     * block signing in again); the sign-in state cookie binds their code.
     */
    signInStep?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user of this request (session cookie, or the `sso_token` header), or null. */
    viewer(): Promise<SignedInUser | null>;
    /** The signed-in user, or a 401 `logged_out` (spec §6: leads to the login flow). */
    requireUser(): Promise<SignedInUser>;
  }
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The session token a request carries, and whether it came in a cookie (the CSRF-prone way). */
function sessionTokenOf(request: FastifyRequest): { token: string; fromCookie: boolean } | null {
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) return { token: cookie, fromCookie: true };
  const header = request.headers[SSO_TOKEN_HEADER];
  if (typeof header === "string" && header.length > 0 && header.length <= 200) {
    return { token: header, fromCookie: false };
  }
  // Never from the query string (the spec's wrapper sends `sso_token` there
  // too): a URL ends up in logs, histories and referrers (issue 16 item 12).
  return null;
}

/**
 * The header must carry the anti-forgery token of the session in the cookie
 * (the readable cookie hands it to the page's script): a token derived from
 * the session token, so neither another session's token nor one an attacker
 * planted in both cookie and header passes.
 */
function csrfPasses(request: FastifyRequest, auth: AuthService): boolean {
  const session = request.cookies[SESSION_COOKIE];
  const header = request.headers[CSRF_HEADER];
  return (
    typeof session === "string" &&
    session.length > 0 &&
    typeof header === "string" &&
    safeEqual(auth.csrfFor(session), header)
  );
}

function setSessionCookies(
  reply: FastifyReply,
  secure: boolean,
  values: { token: string; csrf: string; expiresAt: Date },
): void {
  const common = { path: "/", sameSite: "lax" as const, secure, expires: values.expiresAt };
  reply.setCookie(SESSION_COOKIE, values.token, { ...common, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, values.csrf, { ...common, httpOnly: false });
}

const SIGN_IN_STATE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Long enough for an OTP's 10 minutes and the code's 60 s, with room to spare. */
const SIGN_IN_STATE_SECONDS = 3_600;

/**
 * The browser's sign-in state (issue 16 item 8): the one in its cookie, or a
 * new one set now. The authorization code is bound to it, so a code made in
 * one browser (an attacker's) signs no other browser in.
 */
function signInState(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const current = request.cookies[SIGN_IN_STATE_COOKIE];
  if (current && SIGN_IN_STATE_PATTERN.test(current)) return current;
  const state = newToken();
  reply.setCookie(SIGN_IN_STATE_COOKIE, state, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: SIGN_IN_STATE_SECONDS,
  });
  return state;
}

function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
  reply.clearCookie(CSRF_COOKIE, { path: "/" });
}

/**
 * Sign-in and the session (ADR 011), and the request decorations every other
 * module uses: `request.viewer()` and `request.requireUser()`. Any
 * state-changing call that carries the session cookie must also carry the
 * anti-forgery token (targets R5); the session endpoint asks for it too
 * (spec §7 Session). Registered with fastify-plugin so the decorations reach
 * every route of the API.
 */
export function authRoutes(auth: AuthService, options: { httpsSite: boolean }) {
  return fp(async (app: FastifyInstance) => {
    await app.register(fastifyCookie);
    // Secure cookies when this request came over HTTPS, or the site is served
    // over HTTPS (PUBLIC_URL): a page's in-process API call is plain HTTP
    // from the browser's address even when the browser used HTTPS.
    const secure = (request: FastifyRequest) => options.httpsSite || request.protocol === "https";

    app.decorateRequest("viewer", function viewer(this: FastifyRequest) {
      const found = sessionTokenOf(this);
      return found ? auth.userFor(found.token) : Promise.resolve(null);
    });
    app.decorateRequest("requireUser", async function requireUser(this: FastifyRequest) {
      const user = await this.viewer();
      if (!user) throw new DomainError(ErrorCode.logged_out);
      return user;
    });

    // Judged on the route that will run (its path as registered), never on
    // the raw URL: `/%61pi/…` is routed to `/api/…` too (issue 16 item 6).
    // Before the input is checked, as before any handler.
    app.addHook("preValidation", async (request) => {
      if (!UNSAFE.has(request.method) || !request.routeOptions.url?.startsWith("/api/")) return;
      if (request.routeOptions.config.signInStep || request.routeOptions.config.beacon) return;
      if (!request.cookies[SESSION_COOKIE]) return;
      if (!csrfPasses(request, auth)) throw new DomainError(ErrorCode.forbidden_csrf);
    });

    // Per client address too (R6): the OTP policy limits per recipient only.
    const sends = { onRequest: app.rateLimit("otpSend"), config: { signInStep: true } };
    const checks = { onRequest: app.rateLimit("otpVerify"), config: { signInStep: true } };
    const { otpSend, otpVerify, token, session, logout, language } = AUTH_ENDPOINTS;
    /** The page's language, from its cookie (ADR 028), or null when never chosen. */
    const pageLanguage = (request: FastifyRequest) => {
      const value = request.cookies[LOCALE_COOKIE];
      return isLocale(value) ? value : null;
    };

    // Sign-in starts here: the browser gets its sign-in state now.
    route(app, otpSend, sends, async ({ request, reply, body }) => {
      signInState(request, reply, secure(request));
      return auth.sendOtp(body.identifier, clientKey(request.ip), pageLanguage(request));
    });

    route(app, otpVerify, checks, async ({ request, reply, body }) =>
      auth.verifyOtp(body.identifier, body.otp, signInState(request, reply, secure(request))),
    );

    /**
     * The authorization-code exchange behind `/v1/api/authresponse`: only in
     * the browser whose sign-in state the code was bound to. Sets the cookies.
     */
    route(app, token, { config: { signInStep: true } }, async ({ request, reply, body }) => {
      const state = request.cookies[SIGN_IN_STATE_COOKIE];
      if (!state || !SIGN_IN_STATE_PATTERN.test(state)) {
        throw new DomainError(ErrorCode.auth_code_invalid);
      }
      const created = await auth.exchangeCode(
        body.code,
        state,
        request.headers["user-agent"],
        pageLanguage(request),
      );
      setSessionCookies(reply, secure(request), created);
      return created.session;
    });

    /**
     * In-app sign-in (ADR 026): the host app's signed token for a session.
     * JSON only (a cross-site form cannot send it); the token is verified by
     * the service, never trusted. Sets the cookies, as the code exchange does.
     */
    route(
      app,
      APP_AUTH_ENDPOINTS.appSession,
      { onRequest: app.rateLimit("otpVerify"), config: { signInStep: true } },
      async ({ request, reply, body }) => {
        const created = await auth.exchangeAppToken(
          body.token,
          request.headers["user-agent"],
          pageLanguage(request),
        );
        setSessionCookies(reply, secure(request), created);
        reply.header("cache-control", "no-store");
        return created.session;
      },
    );

    /** Spec §7 Session: isLogin and user; read with the anti-forgery token when the cookie is used. */
    route(app, session, {}, async ({ request, reply }) => {
      const found = sessionTokenOf(request);
      reply.header("cache-control", "no-store");
      if (found?.fromCookie && !csrfPasses(request, auth)) {
        throw new DomainError(ErrorCode.forbidden_csrf);
      }
      return auth.sessionFor(found?.token);
    });

    /** The language switch while signed in (the web's `/language`): messages follow it. */
    route(app, language, { auth: "user" }, async ({ user, body }) =>
      auth.setLanguage(user.id, body.language),
    );

    route(app, logout, {}, async ({ request, reply }) => {
      const found = sessionTokenOf(request);
      if (found) await auth.logout(found.token);
      clearSessionCookies(reply);
      return { isLogin: false as const };
    });
  });
}
