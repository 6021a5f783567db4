import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { PnrNudgeQuerySchema, PnrStatusQuerySchema } from "@safar/contracts/pnr";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { createPnrService } from "./pnr.service.ts";

/** A refused query as the spec words it ('Enter a valid PNR'), with the field messages. */
function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  const first = result.error.issues[0]?.message ?? "Enter a valid PNR";
  throw new DomainError(ErrorCode.validation_failed, { message: first, fields });
}

/**
 * `GET /api/trains/v1/status` (PNR status) and `GET /api/trains/v1/pnr/nudge`
 * (spec §7): anyone, signed in or not; names only for the ticket's owner.
 */
export function pnrRoutes() {
  return async (app: FastifyInstance): Promise<void> => {
    const service = createPnrService({
      db: app.deps.database.db,
      railway: app.deps.railway,
      now: app.deps.now,
      sessionSecret: app.deps.config.sessionSecret,
    });

    // One client may look up 30 PNRs a minute (R6): plenty for a traveller, slow for enumeration.
    const limited = { onRequest: app.rateLimit("pnrLookup") };

    app.get("/api/trains/v1/status", limited, async (request, reply) => {
      const query = parsed(PnrStatusQuerySchema, request.query);
      const viewer = await request.viewer();
      // A ticket (and for its owner, names): never in a shared cache.
      reply.header("cache-control", "private, no-store");
      return service.status(
        { pnr: query.pnr, orderId: query.orderId, token: query.token },
        viewer?.id ?? null,
      );
    });

    app.get("/api/trains/v1/pnr/nudge", limited, async (request, reply) => {
      const query = parsed(PnrNudgeQuerySchema, request.query);
      reply.header("cache-control", "private, no-store");
      return service.nudge(query.pnr);
    });
  };
}
