import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from "@safar/contracts/auth";
import type { FastifyInstance } from "fastify";

export interface SignedIn {
  userId: string;
  /** `cookie` and the anti-forgery header, for `app.inject`. */
  headers: Record<string, string>;
}

/**
 * Signs a mobile or email in the way a browser does: OTP sent, read from the
 * development outbox, verified, the authorization code exchanged for the
 * session cookies. Advance a fixed test clock by 30 s between two sign-ins of
 * one identifier (the OTP resend rule).
 */
export async function signIn(app: FastifyInstance, identifier: string): Promise<SignedIn> {
  const send = await app.inject({
    method: "POST",
    url: "/api/auth/v1/otp/send",
    payload: { identifier },
  });
  if (send.statusCode !== 200) throw new Error(`otp/send: ${send.body}`);
  const outbox = await app.inject({
    url: `/api/dev/outbox?recipient=${encodeURIComponent(identifier)}&limit=1`,
  });
  const otp = /\b(\d{6})\b/.exec(outbox.json().messages[0]?.body ?? "")?.[1];
  if (!otp) throw new Error("no OTP in the outbox");
  const verify = await app.inject({
    method: "POST",
    url: "/api/auth/v1/otp/verify",
    payload: { identifier, otp },
  });
  if (verify.statusCode !== 200) throw new Error(`otp/verify: ${verify.body}`);
  const token = await app.inject({
    method: "POST",
    url: "/api/auth/v1/token",
    payload: { code: verify.json().code },
  });
  if (token.statusCode !== 200) throw new Error(`token: ${token.body}`);
  const cookies = Object.fromEntries(token.cookies.map((c) => [c.name, c.value]));
  return {
    userId: token.json().user.info.id,
    headers: {
      cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}; ${CSRF_COOKIE}=${cookies[CSRF_COOKIE]}`,
      [CSRF_HEADER]: cookies[CSRF_COOKIE] ?? "",
    },
  };
}
