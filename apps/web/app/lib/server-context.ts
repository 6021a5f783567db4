import { createContext } from "react-router";

/**
 * Context tokens shared by the Fastify host (`server/`) and the React Router
 * app. This module is kept external in the SSR build so both sides hold the
 * same token instances (see vite.config.ts).
 */

/** How route loaders and actions reach the partner API. */
export interface ApiClient {
  /** Calls an API path such as `/api/trains/v5/search?…`; resolves with a Fetch Response. */
  fetch(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<Response>;
}

/** The host's logger for one request (pino): JSON lines carrying its `reqId`. */
export interface RequestLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface RequestInfo {
  requestId: string;
  /** Where the app's server-side errors are logged (never `console`, whose lines are not JSON). */
  log?: RequestLog;
  /** The CSP nonce for this response's inline scripts and styles. */
  nonce: string;
  /** The CSP style-src nonce (style elements injected at run time, e.g. by dialog scroll locks). */
  styleNonce?: string;
}

export const apiContext = createContext<ApiClient>();
/**
 * The server's clock: loaders read "now" here, never from `Date`, so a page
 * agrees with the API about the day (and browser tests can pin it: ADR 013).
 */
export const clockContext = createContext<() => Date>(() => new Date());
export const requestInfoContext = createContext<RequestInfo>();
