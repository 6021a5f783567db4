import { type ApiDeps, registerApi } from "@safar/api/app";
import { loadConfig } from "@safar/api/config";
import type { DatabaseKind } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import { loadConfiguredNetwork } from "@safar/railway/network/load";
import { buildNetworkReadModel, type NetworkReadModel } from "@safar/railway/network-gateway";
import { createRailway, type RailwaySystem } from "@safar/railway/railway";
import { createTestDatabase, type TestDatabase } from "@safar/test-kit/database";
import { type FastifyInstance, fastify } from "fastify";

let demoModel: Promise<NetworkReadModel> | undefined;

/** The demo network's read model, built once per test file. */
function demoNetworkModel(): Promise<NetworkReadModel> {
  demoModel ??= loadConfiguredNetwork(undefined).then(({ network }) =>
    buildNetworkReadModel(network),
  );
  return demoModel;
}

/** The whole railway on the demo network over a test database (no job timer). */
async function demoRailwaySystem(database: TestDatabase, now: Clock): Promise<RailwaySystem> {
  return createRailway({
    database,
    model: await demoNetworkModel(),
    clock: now,
    log: { info: () => undefined, error: () => undefined },
    jobsIntervalMs: null,
    // As the host does with PUBLIC_URL (here its default for port 3000).
    portalBaseUrl: "http://localhost:3000",
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  deps: ApiDeps;
  /** The whole simulated railway (portal, jobs…), unless the test gave its own gateway. */
  railway: RailwaySystem | null;
  close(): Promise<void>;
}

/**
 * The per-client rate limits (R6) of the harness's default configuration:
 * raised, because every request of a test file comes from one address
 * (127.0.0.1) and files sign in dozens of times. The limits' own tests
 * (`src/rate-limit.integration-test.ts`) configure the real values.
 */
export const TEST_RATE_LIMIT_ENV = {
  RATE_LIMIT_OTP_SEND: "100000/1h",
  RATE_LIMIT_OTP_VERIFY: "100000/1h",
  RATE_LIMIT_PNR: "100000/1h",
  RATE_LIMIT_ANALYTICS: "100000/1h",
} as const;

/** The API on a fresh database of the given kind, ready for `app.inject()`. */
export async function buildTestApp(
  kind: DatabaseKind,
  overrides: Partial<Omit<ApiDeps, "database">> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const now = overrides.now ?? (() => new Date("2026-11-21T10:00:00+05:30"));
  const system = overrides.railway ? null : await demoRailwaySystem(database, now);
  const deps: ApiDeps = {
    reconcileEveryMs: null,
    retentionEveryMs: null,
    scheduleEveryMs: null,
    ...overrides,
    config:
      overrides.config ??
      loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...TEST_RATE_LIMIT_ENV }),
    database,
    now,
    railway: overrides.railway ?? (system as RailwaySystem).gateway,
  };
  const app = fastify({ logger: false });
  await registerApi(app, deps);
  await app.ready();
  return {
    app,
    database,
    deps,
    railway: system,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** The password of every railway user the API tests register. */
export const RAILWAY_PASSWORD = "Safar2026x";

/** Registers a railway user (contacts derived from the ID unless given) and expects it to succeed. */
export async function registerRailwayUser(
  t: TestApp,
  user: { userId: string; name: string; mobile: string; email?: string },
  now: Date,
): Promise<void> {
  const registered = await t.railway?.portal.register(
    {
      password: RAILWAY_PASSWORD,
      email: `${user.userId.replace(/_/g, ".")}@example.com`,
      ...user,
    },
    now,
  );
  if (!registered?.ok) throw new Error(`could not register ${user.userId}`);
}
