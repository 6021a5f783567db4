import type { SessionResponse } from "@safar/contracts/auth";
import type { PartnerProfile } from "@safar/contracts/partner-profiles";
import type { NativeBridge } from "./native-bridge.ts";
import { withDefaultParams } from "./partner-behaviour.ts";

/**
 * In-app mode (spec §4 Session, §7, §8; ADR 026): the host app's token
 * instead of the web sign-in, and the requests of a page made through one
 * client that
 * - waits for a session: requests made before one exists are queued and run
 *   once the native login answered (spec §4);
 * - on 401 or 410 asks the app to log in again and retries once (spec §8 "In
 *   the app, 410 or 401 triggers native login");
 * - adds the profile's default parameters to every URL (spec §7).
 */

/** `APP_AUTH_ENDPOINTS.appSession.path`, without bringing Zod to the browser (W3). */
export const APP_SESSION_PATH = "/api/auth/v1/app/session";

export interface InAppClient {
  /** Asks the app for its token and trades it for a session; true when signed in. */
  login(): Promise<boolean>;
  /** A fetch that waits for a session, logs in again on 401/410 and retries once. */
  request(input: string, init?: RequestInit): Promise<Response>;
  /** Whether a session exists (the server rendered one, or login succeeded). */
  readonly hasSession: boolean;
}

export function createInAppClient(options: {
  bridge: NativeBridge;
  profile: PartnerProfile;
  fetch: typeof fetch;
  /** What the server rendered: the page came with a session. */
  signedIn: boolean;
}): InAppClient {
  const { bridge, profile } = options;
  let hasSession = options.signedIn;
  let loggingIn: Promise<boolean> | null = null;
  const queue: Array<() => void> = [];

  async function exchange(): Promise<boolean> {
    const { token } = await bridge.call("fetchAuthToken", {});
    if (!token) return false;
    const res = await options.fetch(APP_SESSION_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    if (!res.ok) return false;
    const session = (await res.json()) as SessionResponse;
    if (!session.isLogin) return false;
    // Spec §4: "on success tokens are stored" (the sealed ones of the session answer).
    await bridge.call("setSession", { session: JSON.stringify(session) });
    return true;
  }

  function login(): Promise<boolean> {
    loggingIn ??= exchange()
      .catch(() => false)
      .then((ok) => {
        hasSession = hasSession || ok;
        loggingIn = null;
        // The queue runs either way: without a session its requests answer 401 themselves.
        for (const run of queue.splice(0)) run();
        return ok;
      });
    return loggingIn;
  }

  async function send(input: string, init?: RequestInit): Promise<Response> {
    const url = withDefaultParams(profile, input);
    const first = await options.fetch(url, { credentials: "same-origin", ...init });
    if (first.status !== 401 && first.status !== 410) return first;
    if (!(await login())) return first;
    return options.fetch(url, { credentials: "same-origin", ...init });
  }

  return {
    login,
    get hasSession() {
      return hasSession;
    },
    request(input, init) {
      if (hasSession || !bridge.inApp) return send(input, init);
      return new Promise<Response>((resolve, reject) => {
        queue.push(() => {
          send(input, init).then(resolve, reject);
        });
        void login();
      });
    },
  };
}
