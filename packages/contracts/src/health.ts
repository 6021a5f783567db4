import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";

export const HealthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  latencyMs: z.number(),
});

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
