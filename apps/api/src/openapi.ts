import fastifySwagger, { type SwaggerOptions } from "@fastify/swagger";
import type { Endpoint } from "@safar/contracts/endpoint";
import { ERROR_MESSAGES, httpStatusFor, isErrorCode } from "@safar/contracts/errors";
import { type FastifyInstance, type FastifySchema, fastify } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { route } from "./endpoints.ts";

/**
 * The OpenAPI 3.1 document, made by @fastify/swagger from the routes as
 * registered: each route carries the declaration it was registered from
 * (`config.endpoint`), whose Zod schemas fastify-type-provider-zod turns into
 * JSON Schema (requests as sent, answers as encoded). Only the declared
 * endpoints of `documented` appear; every other route is hidden.
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

function problemJson(): JsonSchema {
  const out = z.toJSONSchema(ProblemSchema, {
    target: "draft-2020-12",
    io: "output",
  }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** One answer per status: the codes (and words) an endpoint may refuse with. */
function errorResponses(codes: readonly string[]): Record<string, JsonSchema> {
  const byStatus = new Map<number, string[]>();
  for (const code of ["validation_failed", ...codes, "internal"]) {
    if (!isErrorCode(code)) continue;
    const status = httpStatusFor(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), `${code}: ${ERROR_MESSAGES[code]}`]);
  }
  const out: Record<string, JsonSchema> = {};
  for (const [status, lines] of byStatus) {
    out[String(status)] = { description: lines.join("; "), ...problemJson() };
  }
  return out;
}

const zodToJson = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: "any" } });

export function swaggerOptions(documented: ReadonlySet<Endpoint>): SwaggerOptions {
  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Safar partner API",
        version: "1.0.0",
        description:
          "Train search, saved travellers, booking, PNR and live status under /api/trains (spec §7). Every endpoint also accepts the generic wrapper query (isH5, sso_token, locale, client, affiliate, device parameters). Money is in paise; times are IST.",
      },
      components: { schemas: { Problem: problemJson() } },
    },
    transform: (document) => {
      const endpoint = document.route.config?.endpoint;
      if (!endpoint || !documented.has(endpoint)) {
        return { schema: { hide: true } as FastifySchema, url: document.url };
      }
      // From the declaration itself (a callback's body is documented though read as text).
      const schema = {
        summary: endpoint.summary,
        operationId: endpoint.operationId,
        ...(endpoint.params ? { params: endpoint.params } : {}),
        querystring: endpoint.query,
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { 200: endpoint.response },
      };
      const out = zodToJson({ ...document, schema });
      const response = (out.schema.response ?? {}) as Record<string, JsonSchema>;
      out.schema.response = {
        ...response,
        200: { description: "OK", ...response[200] },
        ...errorResponses(endpoint.errors),
      };
      return out;
    },
  };
}

export type OpenApiDocument = ReturnType<FastifyInstance["swagger"]> & {
  paths: Record<string, Record<string, JsonSchema>>;
};

/** The document of some endpoints alone (tests; the API serves its own at `/api/openapi.json`). */
export async function buildOpenApiDocument(
  endpoints: readonly Endpoint[],
): Promise<OpenApiDocument> {
  const app = fastify({ logger: false });
  await app.register(fastifySwagger, swaggerOptions(new Set(endpoints)));
  for (const endpoint of endpoints) {
    route(app, endpoint, {}, async () => {
      throw new Error("not served");
    });
  }
  await app.ready();
  const doc = app.swagger() as OpenApiDocument;
  await app.close();
  return doc;
}
