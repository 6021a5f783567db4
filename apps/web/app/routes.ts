import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { RESOURCE_ROUTES, ROUTE_TABLE } from "./lib/route-table.ts";

/**
 * The route config is generated from the route table (lib/route-table.ts),
 * the one list of every URL the product answers; the browser test walks the
 * same list.
 */
export default [
  ...ROUTE_TABLE.map((entry) =>
    entry.path === null
      ? index(entry.file, { id: entry.id })
      : route(entry.path, entry.file, { id: entry.id }),
  ),
  ...RESOURCE_ROUTES.map((entry) => route(entry.path, entry.file, { id: entry.id })),
] satisfies RouteConfig;
