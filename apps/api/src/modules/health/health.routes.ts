import { HEALTH_ENDPOINTS } from "@safar/contracts/health";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";

const ms = (started: number) => Math.round((performance.now() - started) * 10) / 10;

/**
 * `GET /healthz`: 200 when the database answers, 503 when it does not (kept
 * for the monitors that use it). `GET /livez`: 200 while the process runs.
 * `GET /readyz`: 200 when a balancer should send this process traffic
 * (ADR 032). None is cached.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });

  route(app, HEALTH_ENDPOINTS.health, {}, async ({ request, reply }) => {
    const started = performance.now();
    try {
      await app.deps.database.ping();
      return { status: "ok" as const, database: app.deps.database.kind, latencyMs: ms(started) };
    } catch (err) {
      request.log.error({ err }, "database ping failed");
      return reply.status(503).send({ status: "unavailable", database: app.deps.database.kind });
    }
  });

  route(app, HEALTH_ENDPOINTS.liveness, {}, async () => ({
    status: "live" as const,
    pid: process.pid,
  }));

  route(app, HEALTH_ENDPOINTS.readiness, {}, async ({ request, reply }) => {
    const notReady = (reason: string) => reply.status(503).send({ status: "not_ready", reason });
    const barred = app.readiness.barred();
    if (barred) return notReady(barred);
    const started = performance.now();
    const { database } = app.deps;
    try {
      await database.ping();
    } catch (err) {
      request.log.error({ err }, "readiness: database ping failed");
      return notReady("database");
    }
    // A shutdown may have begun while the database answered.
    const late = app.readiness.barred();
    if (late) return notReady(late);
    return {
      status: "ready" as const,
      database: database.kind,
      replica: !database.replica
        ? ("none" as const)
        : database.replica.inUse()
          ? ("in use" as const)
          : ("bypassed" as const),
      latencyMs: ms(started),
    };
  });
}
