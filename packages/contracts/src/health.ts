import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";

export const HealthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  latencyMs: z.number(),
});

/** `/livez`: the process is up and its event loop turns (nothing else is asked). */
export const LivenessResponseSchema = z.object({
  status: z.literal("live"),
  pid: z.number().int(),
});

/**
 * `/readyz`: whether a load balancer should send this process traffic. 503
 * names why not: `starting` (the read model and routes are not built yet),
 * `draining` (a shutdown signal came: finishing, taking nothing new),
 * `database` (the primary does not answer). A replica that is down or
 * behind does not make a process unready: its reads go to the primary
 * (`replica: "bypassed"`, ADR 032).
 */
export const ReadinessResponseSchema = z.object({
  status: z.literal("ready"),
  database: z.enum(["pglite", "postgres"]),
  /** `none`: no DATABASE_REPLICA_URL; `in use`: lag-tolerant reads go to it; `bypassed`: to the primary. */
  replica: z.enum(["none", "in use", "bypassed"]),
  latencyMs: z.number(),
});
export const NOT_READY_REASONS = ["starting", "draining", "database"] as const;
export type NotReadyReason = (typeof NOT_READY_REASONS)[number];

export const HEALTH_ENDPOINTS = {
  health: {
    operationId: "health",
    method: "GET",
    path: "/healthz",
    summary: "200 when the database answers, 503 `{ status: 'unavailable' }` when it does not",
    query: z.object({}),
    response: HealthResponseSchema,
    errors: [],
  },
  liveness: {
    operationId: "liveness",
    method: "GET",
    path: "/livez",
    summary:
      "200 while the process runs, whatever the database does: a balancer or supervisor restarts a process only when this fails",
    query: z.object({}),
    response: LivenessResponseSchema,
    errors: [],
  },
  readiness: {
    operationId: "readiness",
    method: "GET",
    path: "/readyz",
    summary:
      "200 when this process should take traffic (built, not shutting down, the primary database answers); 503 `{ status: 'not_ready', reason }` otherwise",
    query: z.object({}),
    response: ReadinessResponseSchema,
    errors: [],
  },
  openApi: {
    operationId: "openApi",
    method: "GET",
    path: "/api/openapi.json",
    summary: "This API's OpenAPI 3.1 document, generated from the declarations",
    query: z.object({}),
    response: z.looseObject({ openapi: z.string() }),
    errors: [],
  },
} as const satisfies Record<string, Endpoint>;
