import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from "@safar/contracts/auth";
import type { FakeClock } from "@safar/test-kit/clock";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export interface SignedIn {
  userId: string;
  /** `cookie` and the anti-forgery header, for `app.inject`. */
  headers: Record<string, string>;
  /** Every cookie the sign-in left in the "browser" (session, anti-forgery, sign-in state). */
  cookies: Record<string, string>;
}

/** A `Cookie` header from name → value. */
export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

/** The jar after a response: its cookies set, its cleared ones removed. */
export function withCookies(
  jar: Record<string, string>,
  res: LightMyRequestResponse,
): Record<string, string> {
  const next = { ...jar };
  for (const c of res.cookies) {
    if (c.value === "") delete next[c.name];
    else next[c.name] = c.value;
  }
  return next;
}

/**
 * Signs a mobile or email in the way a browser does: OTP sent, read from the
 * development outbox, verified, the authorization code exchanged for the
 * session cookies, each step carrying the cookies the earlier ones set (the
 * sign-in state binds the code to this "browser"). Advance a fixed test
 * clock by 30 s between two sign-ins of one identifier (the OTP resend rule).
 */
export async function signIn(
  app: FastifyInstance,
  identifier: string,
  options: {
    remoteAddress?: string;
    cookies?: Record<string, string>;
    /** The OTP was already sent: verify the newest one. */
    skipSend?: boolean;
  } = {},
): Promise<SignedIn> {
  let jar: Record<string, string> = { ...options.cookies };
  const step = async (url: string, payload: object) => {
    const res = await app.inject({
      method: "POST",
      url,
      payload,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      headers: Object.keys(jar).length > 0 ? { cookie: cookieHeader(jar) } : {},
    });
    jar = withCookies(jar, res);
    return res;
  };
  if (!options.skipSend) {
    const send = await step("/api/auth/v1/otp/send", { identifier });
    if (send.statusCode !== 200) throw new Error(`otp/send: ${send.body}`);
  }
  const outbox = await app.inject({
    url: `/api/dev/outbox?recipient=${encodeURIComponent(identifier)}&limit=1`,
  });
  const otp = /\b(\d{6})\b/.exec(outbox.json().messages[0]?.body ?? "")?.[1];
  if (!otp) throw new Error("no OTP in the outbox");
  const verify = await step("/api/auth/v1/otp/verify", { identifier, otp });
  if (verify.statusCode !== 200) throw new Error(`otp/verify: ${verify.body}`);
  const token = await step("/api/auth/v1/token", { code: verify.json().code });
  if (token.statusCode !== 200) throw new Error(`token: ${token.body}`);
  return {
    userId: token.json().user.info.id,
    headers: {
      cookie: `${SESSION_COOKIE}=${jar[SESSION_COOKIE]}; ${CSRF_COOKIE}=${jar[CSRF_COOKIE]}`,
      [CSRF_HEADER]: jar[CSRF_COOKIE] ?? "",
    },
    cookies: jar,
  };
}

/**
 * Sign-ins of new mobiles, one a call, numbered on from `first`; each moves
 * the test clock a minute first (the OTP resend rule). `app` is read at each
 * call, so it may be made in a `beforeAll` after this.
 */
export function freshSignIns(app: () => FastifyInstance, clock: FakeClock, first: number) {
  let last = first;
  return async (): Promise<SignedIn & { mobile: string }> => {
    clock.advance(60_000);
    const mobile = String(++last);
    return { ...(await signIn(app(), mobile)), mobile };
  };
}
