import { ACCOUNT_ENDPOINTS } from "@safar/contracts/account";
import { CSRF_COOKIE, SESSION_COOKIE } from "@safar/contracts/auth";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import type { AccountService } from "./account.service.ts";

/**
 * Deleting an account (spec §7 `/api/a/common/v1/user_details_delete`, ADR
 * 030): the code, then the deletion; the signed-in user only, with the
 * anti-forgery header. The deletion clears this browser's session cookies
 * (every session row is gone already).
 */
export function accountRoutes(account: AccountService) {
  return async (app: FastifyInstance) => {
    const e = ACCOUNT_ENDPOINTS;
    route(
      app,
      e.deleteOtp,
      { auth: "user", onRequest: app.rateLimit("otpSend") },
      async ({ user }) => account.sendOtp(user),
    );
    route(
      app,
      e.delete,
      { auth: "user", onRequest: app.rateLimit("otpVerify") },
      async ({ user, body, reply }) => {
        const done = await account.remove(user, body.otp);
        reply.clearCookie(SESSION_COOKIE, { path: "/" });
        reply.clearCookie(CSRF_COOKIE, { path: "/" });
        reply.header("cache-control", "no-store");
        return done;
      },
    );
  };
}
