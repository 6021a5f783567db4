import { ERROR_MESSAGES, httpStatusFor, isErrorCode } from "@safar/contracts/errors";
import type { EndpointDefinition } from "@safar/contracts/trains/endpoints";
import { z } from "zod";

/**
 * The OpenAPI 3.1 document of the API, generated from the route registries
 * (`EndpointDefinition`s) with Zod 4's `z.toJSONSchema` — JSON Schema 2020-12,
 * which OpenAPI 3.1 uses as is. Request schemas are described as the client
 * sends them (`io: "input"`), responses as the server sends them.
 */

type JsonSchema = Record<string, unknown>;

const ProblemSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const out = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** Query parameters from an object schema: one parameter per property. */
function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = jsonSchema(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    ...(typeof property.description === "string" ? { description: property.description } : {}),
    schema: property,
  }));
}

function errorResponses(codes: readonly string[]): Record<string, JsonSchema> {
  const byStatus = new Map<number, string[]>();
  for (const code of ["validation_failed", ...codes]) {
    if (!isErrorCode(code)) continue;
    const status = httpStatusFor(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), `${code}: ${ERROR_MESSAGES[code]}`]);
  }
  const out: Record<string, JsonSchema> = {};
  for (const [status, lines] of byStatus) {
    out[String(status)] = {
      description: lines.join("; "),
      content: { "application/json": { schema: { $ref: "#/components/schemas/Problem" } } },
    };
  }
  return out;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema> };
}

export function buildOpenApiDocument(endpoints: readonly EndpointDefinition[]): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const e of endpoints) {
    const operation: JsonSchema = {
      operationId: e.operationId,
      summary: e.summary,
      parameters: queryParameters(e.query),
      responses: {
        "200": {
          description: "OK",
          content: { "application/json": { schema: jsonSchema(e.response, "output") } },
        },
        ...errorResponses(e.errors),
        "500": {
          description: `internal: ${ERROR_MESSAGES.internal}`,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Problem" } } },
        },
      },
    };
    if (e.body) {
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: jsonSchema(e.body, "input") } },
      };
    }
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: operation };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Safar partner API",
      version: "1.0.0",
      description:
        "Train search under /api/trains (spec §7). Every endpoint also accepts the generic wrapper query (isH5, sso_token, locale, client, affiliate, device parameters). Money is in paise; times are IST.",
    },
    paths,
    components: { schemas: { Problem: jsonSchema(ProblemSchema, "output") } },
  };
}
