import { route } from "@safar/api/endpoints";
import { DEV_SEAM_ENDPOINTS } from "@safar/contracts/dev-seams";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import type { RailwayGateway } from "@safar/railway/gateway";
import type { FastifyInstance } from "fastify";
import { localOnly } from "./dev-seam-access.ts";

/**
 * Simulated railway outages for browser tests (`DEV_FAULTS=on`): while a
 * gateway call is listed as failing, the partner API's calls to it throw,
 * as a network fault to the real reservation system would, so the screens'
 * 'PNR status currently unavailable' and 'Live status currently
 * unavailable' can be seen end to end. Only the partner API's view of the
 * railway fails; the railway's own pages and jobs carry on.
 */
type RailwayCall = keyof RailwayGateway;

export function withRailwayFaults(
  gateway: RailwayGateway,
  failing: ReadonlySet<string>,
): RailwayGateway {
  return new Proxy(gateway, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function" || typeof property !== "string") return value;
      return (...args: unknown[]) => {
        if (failing.has(property)) {
          return Promise.reject(new Error(`simulated railway fault in ${property} (DEV_FAULTS)`));
        }
        return Reflect.apply(value, target, args);
      };
    },
  });
}

/**
 * `GET /api/dev/railway-faults` lists the failing calls; `POST { "failing": [...] }`
 * sets them (this machine only).
 */
export function registerDevFaults(
  app: FastifyInstance,
  gateway: RailwayGateway,
  failing: Set<string>,
): void {
  const calls = new Set(
    Object.keys(gateway).filter((k) => typeof gateway[k as RailwayCall] === "function"),
  );
  const options = { preValidation: localOnly };
  route(app, DEV_SEAM_ENDPOINTS.faults, options, async () => ({ failing: [...failing].sort() }));
  route(app, DEV_SEAM_ENDPOINTS.setFaults, options, async ({ body }) => {
    const unknown = body.failing.filter((name) => !calls.has(name));
    if (unknown.length > 0) {
      throw new DomainError(ErrorCode.validation_failed, {
        message: `Not a call of the railway gateway: ${unknown.join(", ")}`,
        fields: { failing: "Not a call of the railway gateway" },
      });
    }
    failing.clear();
    for (const name of body.failing) failing.add(name);
    return { failing: [...failing].sort() };
  });
}
