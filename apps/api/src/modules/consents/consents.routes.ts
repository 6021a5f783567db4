import { CONSENT_ENDPOINTS } from "@safar/contracts/consents";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import type { ConsentsService } from "./consents.service.ts";

/** Consents (spec §7 `v1/user/cpConsent/update`): the signed-in user's own only. */
export function consentsRoutes(consents: ConsentsService) {
  return async (app: FastifyInstance) => {
    const user = { auth: "user" } as const;
    route(app, CONSENT_ENDPOINTS.list, user, async ({ user, reply }) => {
      reply.header("cache-control", "no-store");
      return consents.list(user.id);
    });
    route(app, CONSENT_ENDPOINTS.update, user, async ({ user, body }) =>
      consents.update(user.id, body),
    );
  };
}
