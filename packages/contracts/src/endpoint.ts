import type { z } from "zod";

/**
 * One endpoint of the API, declared once (ADR 016): the API registers its
 * route from it (validation and serialisation by these schemas), the OpenAPI
 * document is generated from it, and the web app's typed client calls it.
 */
export interface Endpoint {
  operationId: string;
  method: "GET" | "POST";
  /** The absolute path; parameters written `{name}` (OpenAPI's way). */
  path: string;
  summary: string;
  /** Path parameters, when the path has any. */
  params?: z.ZodType;
  query: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer (for `noContent`, nothing is sent: 204). */
  response: z.ZodType;
  /** Answered 204 without a body. */
  noContent?: boolean;
  /** Error codes the endpoint may answer with (besides validation_failed and internal). */
  errors: readonly string[];
}

/** Declares an endpoint, keeping its literal types. */
export function endpoint<const E extends Endpoint>(e: E): E {
  return e;
}

export type ParamsOf<E extends Endpoint> = E["params"] extends z.ZodType
  ? z.input<E["params"]>
  : undefined;
export type QueryOf<E extends Endpoint> = z.input<E["query"]>;
export type BodyOf<E extends Endpoint> = E["body"] extends z.ZodType
  ? z.input<E["body"]>
  : undefined;
export type ResponseOf<E extends Endpoint> = z.output<E["response"]>;

/** `/a/{id}/b` with `{ id: "7" }` → `/a/7/b` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? "")),
  );
}

/** An empty query (no parameters beyond what the path carries). */
export type EmptyQuery = Record<string, never>;
