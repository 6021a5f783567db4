import { SEO_ENDPOINTS } from "@safar/contracts/seo";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import { createSeoService } from "./seo.service.ts";

/** Timetable answers: the same for everyone until the next fare revision or day. */
const CACHE = "public, max-age=300";

/**
 * `/api/trains/v1/seo/*`: the route, station and train pages and the sitemap
 * lists (spec §7 "SEO endpoints for trains, stations, routes"). Anyone may ask.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const seo = createSeoService({ railway: app.deps.railway, now: app.deps.now });
  const { train, station, route: routePage, lists, list } = SEO_ENDPOINTS;
  route(app, train, {}, async ({ reply, params }) => {
    reply.header("cache-control", CACHE);
    return seo.train(params.trainNumber);
  });
  route(app, station, {}, async ({ reply, params }) => {
    reply.header("cache-control", CACHE);
    return seo.station(params.code);
  });
  route(app, routePage, {}, async ({ reply, query }) => {
    reply.header("cache-control", CACHE);
    return seo.route(query.origin, query.destination);
  });
  route(app, lists, {}, async ({ reply }) => {
    reply.header("cache-control", CACHE);
    return seo.lists();
  });
  route(app, list, {}, async ({ reply, params, query }) => {
    reply.header("cache-control", CACHE);
    return seo.list(params.list, query.page, query.size);
  });
}
