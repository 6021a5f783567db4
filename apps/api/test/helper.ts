import { type ApiDeps, registerApi } from "@safar/api/app";
import { loadConfig } from "@safar/api/config";
import type { DatabaseKind } from "@safar/db/client";
import { loadConfiguredNetwork } from "@safar/railway/network/load";
import {
  buildNetworkReadModel,
  createNetworkGateway,
  type RailwayNetworkGateway,
} from "@safar/railway/network-gateway";
import { createTestDatabase, type TestDatabase } from "@safar/test-kit/database";
import { type FastifyInstance, fastify } from "fastify";

let demoRailway: Promise<RailwayNetworkGateway> | undefined;

/** The railway's read side on the demo network, built once per test file. */
export function demoRailwayGateway(): Promise<RailwayNetworkGateway> {
  demoRailway ??= loadConfiguredNetwork(undefined).then(({ network }) =>
    createNetworkGateway(buildNetworkReadModel(network)),
  );
  return demoRailway;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  deps: ApiDeps;
  close(): Promise<void>;
}

/** The API on a fresh database of the given kind, ready for `app.inject()`. */
export async function buildTestApp(
  kind: DatabaseKind,
  overrides: Partial<Omit<ApiDeps, "database">> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const deps: ApiDeps = {
    config: overrides.config ?? loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    database,
    now: overrides.now ?? (() => new Date("2026-11-21T10:00:00+05:30")),
    railway: overrides.railway ?? (await demoRailwayGateway()),
  };
  const app = fastify({ logger: false });
  await registerApi(app, deps);
  await app.ready();
  return {
    app,
    database,
    deps,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
