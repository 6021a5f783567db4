import { inputText } from "@safar/contracts/text";
import type { RailwayGateway } from "@safar/railway/gateway";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

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

/** `GET /api/dev/railway-faults` lists the failing calls; `POST { "failing": [...] }` sets them. */
export function registerDevFaults(
  app: FastifyInstance,
  gateway: RailwayGateway,
  failing: Set<string>,
): void {
  const calls = new Set(
    Object.keys(gateway).filter((k) => typeof gateway[k as RailwayCall] === "function"),
  );
  const Body = z
    .object({
      failing: z
        .array(inputText().refine((name) => calls.has(name), "Not a call of the railway gateway"))
        .max(50),
    })
    .strict();
  app.get("/api/dev/railway-faults", async () => ({ failing: [...failing].sort() }));
  app.post("/api/dev/railway-faults", async (request, reply) => {
    const parsed = Body.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        error: {
          code: "validation_failed",
          message: `Send { "failing": [names of railway gateway calls] }, e.g. ["pnrStatus"]`,
          requestId: request.id,
        },
      });
    }
    failing.clear();
    for (const name of parsed.data.failing) failing.add(name);
    return { failing: [...failing].sort() };
  });
}
