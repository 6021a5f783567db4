import { inputText } from "@safar/contracts/text";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Messages } from "./messages.service.ts";

const OutboxQuerySchema = z.object({
  recipient: inputText().trim().min(1).max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * `GET /dev/outbox` (mount under `/api`): the newest messages Safar sent,
 * newest first — what the development outbox page shows and tests read OTPs
 * from. Registered only when the outbox page is on (`OUTBOX_PAGE`).
 */
export function messagesRoutes(messages: Messages) {
  return async (app: FastifyInstance) => {
    app.get("/dev/outbox", async (request, reply) => {
      const query = OutboxQuerySchema.parse(request.query ?? {});
      reply.header("cache-control", "no-store");
      return { messages: await messages.newest(query.limit, query.recipient) };
    });
  };
}
