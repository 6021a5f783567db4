import { FAVOURITE_ENDPOINTS } from "@safar/contracts/favourites";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import type { FavouritesService } from "./favourites.service.ts";

/**
 * Favourite routes (spec §7 `v1/user/favourites`): thin routes for the
 * signed-in user only; the posts carry the anti-forgery header with the
 * session cookie (`auth.routes.ts`).
 */
export function favouritesRoutes(favourites: FavouritesService) {
  return async (app: FastifyInstance) => {
    const e = FAVOURITE_ENDPOINTS;
    const user = { auth: "user" } as const;
    route(app, e.list, user, async ({ user, reply }) => {
      reply.header("cache-control", "no-store");
      return favourites.list(user.id);
    });
    route(app, e.save, user, async ({ user, body }) => favourites.save(user.id, body));
    route(app, e.remove, user, async ({ user, body }) => favourites.remove(user.id, body.id));
  };
}
