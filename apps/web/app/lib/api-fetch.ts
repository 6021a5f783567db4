import { CSRF_COOKIE, CSRF_HEADER } from "@safar/contracts/auth";
import { readCookie } from "@safar/contracts/cookies";
import { ERROR_MESSAGES } from "@safar/contracts/errors";

/**
 * The browser's generic wrapper for partner API calls (spec §7 generic
 * wrapper, §4 "Expired/unauthorised HTTP response", §6, §8 Auth): JSON in and
 * out, same-origin credentials, the anti-forgery token from its cookie. A
 * 401, 403 or 410, or a 400 whose error code is 403, is an auth failure: it is
 * not thrown; the login flow opens ('It seems you are logged out. Please login
 * to continue.'), and once signed in the request is sent once more, with the
 * new token. Other failures reject with the status and the body.
 */

export const LOGGED_OUT_MESSAGE = ERROR_MESSAGES.logged_out;

export class ApiError extends Error {
  readonly httpStatus: number;
  readonly body: unknown;
  constructor(httpStatus: number, body: unknown, statusText: string) {
    const message =
      (body as { error?: { message?: unknown } } | null)?.error?.message ?? statusText;
    super(typeof message === "string" && message ? message : `HTTP ${httpStatus}`);
    this.name = "ApiError";
    this.httpStatus = httpStatus;
    this.body = body;
  }
}

/** Spec §8: 401, 403, 410, and 400 with code 403. */
export function isAuthFailure(status: number, body: unknown): boolean {
  if (status === 401 || status === 403 || status === 410) return true;
  if (status !== 400 || !body || typeof body !== "object") return false;
  const code =
    (body as { code?: unknown }).code ?? (body as { error?: { code?: unknown } }).error?.code;
  return code === 403 || code === "403";
}

export interface ApiFetchDeps {
  fetch: typeof fetch;
  cookies: () => string;
  /** Opens the login flow and resolves when the user has signed in (false when they gave up). */
  login: (message: string) => Promise<boolean>;
}

export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
  deps: ApiFetchDeps = browserDeps(),
): Promise<T> {
  const send = () => {
    const csrf = readCookie(deps.cookies(), CSRF_COOKIE);
    return deps.fetch(path, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: { "content-type": "application/json", ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  };
  let res = await send();
  let body = await readBody(res);
  if (isAuthFailure(res.status, body)) {
    if (!(await deps.login(LOGGED_OUT_MESSAGE)))
      throw new ApiError(res.status, body, res.statusText);
    res = await send();
    body = await readBody(res);
  }
  if (res.status === 304) return null as T;
  if (res.status >= 200 && res.status <= 304) return body as T;
  throw new ApiError(res.status, body, res.statusText);
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 304) return null;
  return res.json().catch(() => null);
}

/** The browser's login: the shell's overlay, resolved by the `safar:login` event or its closing. */
function browserDeps(): ApiFetchDeps {
  return {
    fetch: (...args) => fetch(...args),
    cookies: () => document.cookie,
    login: async (message) => {
      const { shell } = await import("./shell-store.ts");
      shell.showSnackbar({ type: "warning", message });
      shell.openLogin();
      return new Promise<boolean>((resolve) => {
        const onLogin = () => {
          unsubscribe();
          resolve(true);
        };
        const unsubscribe = shell.subscribe(() => {
          if (!shell.getState().loginOpen) {
            window.removeEventListener("safar:login", onLogin);
            unsubscribe();
            resolve(false);
          }
        });
        window.addEventListener("safar:login", onLogin, { once: true });
      });
    },
  };
}
