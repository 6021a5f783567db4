import { TATKAL_REMINDER_ENDPOINTS } from "@safar/contracts/tatkal-reminders";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import type { TatkalRemindersService } from "./tatkal-reminders.service.ts";

/**
 * Tatkal reminders (spec §7 "Tatkal reminder: POST … header sso_token"): thin
 * routes for the signed-in user only; the two posts carry the anti-forgery
 * header with the session cookie (`auth.routes.ts`).
 */
export function tatkalReminderRoutes(reminders: TatkalRemindersService) {
  return async (app: FastifyInstance) => {
    const e = TATKAL_REMINDER_ENDPOINTS;
    const user = { auth: "user" } as const;
    route(app, e.create, user, async ({ user, body }) => reminders.create(user.id, body));
    route(app, e.list, user, async ({ user, reply }) => {
      reply.header("cache-control", "no-store");
      return reminders.list(user.id);
    });
    route(app, e.remove, user, async ({ user, body }) => reminders.remove(user.id, body.id));
  };
}
