import {
  type BodyOf,
  type Endpoint,
  fillPath,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from "@safar/contracts/endpoint";
import type { z } from "zod";
import type { ApiClient } from "#server-context";

/**
 * How pages call the partner API (ADR 001, ADR 016): by an endpoint's
 * declaration in `@safar/contracts`, never by a path or a cast. The call is
 * typed by the declaration's schemas, goes through the request's `ApiClient`
 * (in process today, `fetch` over HTTP if web and API split), and the answer
 * is checked by the declaration's response schema. It resolves with the data,
 * or the catalogue's message (and field messages) of a refusal, and the
 * answer's `Set-Cookie` lines for the page's own response.
 */

export type ApiOutcome<T> =
  | { ok: true; data: T; setCookies: string[] }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      fields?: Record<string, string>;
    };

/**
 * What a call sends: the path's parameters, the query and the body, each as
 * the declaration takes it; or, for a form's fields as the traveller typed
 * them, `typed`: sent as they are for the API to check and answer each
 * field's message (the one check, ADR 016).
 */
export type CallInput<E extends Endpoint> = (E["params"] extends z.ZodType
  ? { params: ParamsOf<E> }
  : { params?: undefined }) &
  (E["body"] extends z.ZodType
    ? { body: BodyOf<E>; typed?: undefined } | { body?: undefined; typed: unknown }
    : { body?: undefined; typed?: undefined }) & {
    query?: QueryOf<E>;
  };

const FALLBACK = "Sorry, something went wrong please try again.";

/** A query object as the URL's query: `undefined` left out, arrays repeated. */
function queryString(query: object | undefined): string {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) out.append(name, String(one));
  }
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** The path and query of a call (also what a link to the same answer would carry). */
export function pathOf<E extends Endpoint>(endpoint: E, input: CallInput<E>): string {
  return `${fillPath(endpoint.path, input.params as Record<string, unknown> | undefined)}${queryString(input.query as object | undefined)}`;
}

export async function call<E extends Endpoint>(
  api: ApiClient,
  endpoint: E,
  ...[input]: Record<string, never> extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
): Promise<ApiOutcome<ResponseOf<E>>> {
  const given = (input ?? {}) as CallInput<E>;
  let res: Response;
  try {
    res = await api.fetch(
      pathOf(endpoint, given),
      endpoint.method === "GET"
        ? { method: "GET" }
        : {
            method: endpoint.method,
            headers: { "content-type": "application/json" },
            body: JSON.stringify(given.body ?? given.typed ?? {}),
          },
    );
  } catch {
    return { ok: false, status: 503, code: "try_again", message: FALLBACK };
  }
  const json: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) {
    const error = (json as { error?: unknown } | null)?.error;
    const problem = typeof error === "object" && error !== null ? error : {};
    const { code, message, fields } = problem as {
      code?: unknown;
      message?: unknown;
      fields?: unknown;
    };
    return {
      ok: false,
      status: res.status,
      code: typeof code === "string" ? code : "try_again",
      message: typeof message === "string" ? message : FALLBACK,
      ...(typeof fields === "object" && fields !== null
        ? { fields: fields as Record<string, string> }
        : {}),
    };
  }
  const checked = endpoint.noContent
    ? { success: true as const, data: null }
    : endpoint.response.safeParse(json);
  if (!checked.success) {
    // An answer the declaration does not describe is not used.
    return { ok: false, status: 502, code: "try_again", message: FALLBACK };
  }
  return {
    ok: true,
    data: checked.data as ResponseOf<E>,
    setCookies: res.headers.getSetCookie(),
  };
}
