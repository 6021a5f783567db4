import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_RATE_LIMITS, DEV_APP_TOKEN_SECRET, loadConfig } from "./config.ts";

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.issues;
    throw err;
  }
  throw new Error("expected the configuration to be rejected");
}

describe("configuration from the environment", () => {
  it("has working defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: "development",
      host: "0.0.0.0",
      port: 3000,
      databaseUrl: undefined,
      databaseReplicaUrl: undefined,
      shutdownDrainMs: 0,
      dataDir: path.resolve("./data"),
      pgliteDir: path.resolve("./data/pglite"),
      railwayDataDir: undefined,
      logLevel: "info",
      pageCache: true,
      predictionWarmup: 160,
      sessionSecretSource: "per-process",
      processes: 1,
      outboxPage: "local",
      trustProxy: "loopback",
      rateLimits: DEFAULT_RATE_LIMITS,
      publicUrl: "http://localhost:3000",
      jobsEveryMs: null,
      otherTravellers: true,
      waitingRoomRate: 5,
      analyticsRetentionDays: 90,
      analyticsPage: "local",
    });
    expect(config.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it("generates a different development secret per process start", () => {
    expect(loadConfig({}).sessionSecret).not.toBe(loadConfig({}).sessionSecret);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "8080",
      DATABASE_URL: "postgres://safar@db.internal:5432/safar",
      DATABASE_REPLICA_URL: "postgres://safar@replica.internal:5432/safar",
      SHUTDOWN_DRAIN_MS: "4000",
      DATA_DIR: "/var/lib/safar",
      RAILWAY_DATA_DIR: "../shared/railway-data",
      SESSION_SECRET: "s".repeat(40),
      LOG_LEVEL: "warn",
      PAGE_CACHE: "off",
      PREDICTION_WARMUP: "0",
      OUTBOX_PAGE: "off",
      DEV_CLOCK: "on",
      DEV_FAULTS: "on",
      TRUST_PROXY: "10.0.0.0/8, 192.168.1.5,fd00::/8, loopback",
      RATE_LIMIT_OTP_SEND: "5/30s",
      RATE_LIMIT_OTP_VERIFY: "40/1h",
      RATE_LIMIT_PNR: "100/2m",
      RATE_LIMIT_ANALYTICS: "10/1s",
      PUBLIC_URL: "https://safar.example/",
      JOBS_EVERY_MS: "2000",
      OTHER_TRAVELLERS: "off",
      WAITING_ROOM_RATE: "35",
      ANALYTICS_RETENTION_DAYS: "30",
      ANALYTICS_PAGE: "off",
    });
    expect(config).toEqual({
      nodeEnv: "production",
      host: "127.0.0.1",
      port: 8080,
      databaseUrl: "postgres://safar@db.internal:5432/safar",
      databaseReplicaUrl: "postgres://safar@replica.internal:5432/safar",
      shutdownDrainMs: 4000,
      dataDir: "/var/lib/safar",
      pgliteDir: "/var/lib/safar/pglite",
      railwayDataDir: path.resolve("../shared/railway-data"),
      sessionSecret: "s".repeat(40),
      sessionSecretSource: "environment",
      processes: 1,
      logLevel: "warn",
      pageCache: false,
      predictionWarmup: 0,
      outboxPage: "off",
      devClock: { startAt: null },
      devFaults: true,
      appTokenSecret: null,
      devHostApp: false,
      publicUrl: "https://safar.example",
      trustProxy: "10.0.0.0/8,192.168.1.5,fd00::/8,loopback",
      rateLimits: {
        otpSend: { max: 5, windowMs: 30_000 },
        otpVerify: { max: 40, windowMs: 3_600_000 },
        pnrLookup: { max: 100, windowMs: 120_000 },
        analytics: { max: 10, windowMs: 1_000 },
      },
      jobsEveryMs: 2000,
      otherTravellers: false,
      waitingRoomRate: 35,
      analyticsRetentionDays: 30,
      analyticsPage: "off",
    });
  });

  it("signs in-app tokens with the development secret outside production only (ADR 026)", () => {
    const dev = loadConfig({ NODE_ENV: "development" });
    expect(dev.appTokenSecret).toBe(DEV_APP_TOKEN_SECRET);
    expect(dev.devHostApp).toBe(true);
    const prod = loadConfig({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) });
    expect(prod.appTokenSecret).toBeNull();
    expect(prod.devHostApp).toBe(false);
    const simulated = loadConfig({
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      DEV_HOST_APP: "on",
    });
    expect(simulated.appTokenSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(simulated.appTokenSecret).not.toBe(DEV_APP_TOKEN_SECRET);
    const given = loadConfig({
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      APP_TOKEN_SECRET: "a".repeat(32),
    });
    expect(given.appTokenSecret).toBe("a".repeat(32));
    expect(() => loadConfig({ APP_TOKEN_SECRET: "short" })).toThrow(/APP_TOKEN_SECRET/);
  });

  it("lets other travellers book by default, but not under NODE_ENV=test unless asked", () => {
    expect(loadConfig({ NODE_ENV: "production" }).otherTravellers).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).otherTravellers).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", OTHER_TRAVELLERS: "on" }).otherTravellers).toBe(true);
    expect(() => loadConfig({ OTHER_TRAVELLERS: "maybe" })).toThrow(/OTHER_TRAVELLERS/);
  });

  it("starts a settable clock at an ISO instant given as DEV_CLOCK, and refuses other values", () => {
    expect(loadConfig({}).devClock).toBe(false);
    expect(loadConfig({ DEV_CLOCK: "2026-11-25T10:00:00+05:30" }).devClock).toEqual({
      startAt: new Date("2026-11-25T04:30:00Z"),
    });
    expect(() => loadConfig({ DEV_CLOCK: "tomorrow" })).toThrow(/DEV_CLOCK/);
  });

  it("believes no forwarded headers with TRUST_PROXY=off", () => {
    expect(loadConfig({ TRUST_PROXY: "off" }).trustProxy).toBe(false);
  });

  it("runs one process per core in production on PostgreSQL, else one; WEB_CONCURRENCY says otherwise", () => {
    const postgres = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://safar@db.internal:5432/safar",
      SESSION_SECRET: "s".repeat(40),
    };
    expect(loadConfig(postgres).processes).toBe(os.availableParallelism());
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: "3" }).processes).toBe(3);
    // DEV_FAULTS is kept per process: one unless WEB_CONCURRENCY asks for more, and then refused.
    expect(loadConfig({ ...postgres, DEV_FAULTS: "on" }).processes).toBe(1);
    expect(problems({ ...postgres, DEV_FAULTS: "on", WEB_CONCURRENCY: "2" })).toEqual([
      "DEV_FAULTS: on is set per process, so it needs WEB_CONCURRENCY=1 (a fault set through one process would not reach the others)",
    ]);
    expect(
      loadConfig({ NODE_ENV: "production", SESSION_SECRET: postgres.SESSION_SECRET }).processes,
    ).toBe(1);
    expect(loadConfig({ DATABASE_URL: postgres.DATABASE_URL }).processes).toBe(1);
    // PGlite belongs to one process.
    expect(problems({ WEB_CONCURRENCY: "2" })).toEqual([
      "WEB_CONCURRENCY: 2 processes need DATABASE_URL (PostgreSQL); the embedded database (PGlite) belongs to one process, so leave WEB_CONCURRENCY unset or 1 without it",
    ]);
    expect(problems({ ...postgres, WEB_CONCURRENCY: "0" })).toEqual([
      "WEB_CONCURRENCY: must be from 1 to 64 processes",
    ]);
    expect(problems({ ...postgres, WEB_CONCURRENCY: "many" })).toEqual([
      'WEB_CONCURRENCY: must be a whole number of processes (got "many")',
    ]);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: "http" }, 'PORT: must be a whole number from 0 to 65535 (got "http")'],
    [{ PORT: "70000" }, 'PORT: must be a whole number from 0 to 65535 (got "70000")'],
    [{ PORT: "-1" }, 'PORT: must be a whole number from 0 to 65535 (got "-1")'],
    [
      { DATABASE_URL: "mysql://x@y/z" },
      "DATABASE_URL: must be a postgres:// or postgresql:// connection URL",
    ],
    [
      { DATABASE_URL: "not a url" },
      "DATABASE_URL: must be a postgres:// or postgresql:// connection URL",
    ],
    [
      { SESSION_SECRET: "hunter2" },
      "SESSION_SECRET: must be at least 32 characters long (it has 7)",
    ],
    [
      { LOG_LEVEL: "loud" },
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      { PREDICTION_WARMUP: "all" },
      'PREDICTION_WARMUP: must be a whole number of (train, class) pairs (got "all")',
    ],
    [{ PAGE_CACHE: "maybe" }, 'PAGE_CACHE: must be on or off (got "maybe")'],
    [{ OUTBOX_PAGE: "yes" }, 'OUTBOX_PAGE: must be off, local or on (got "yes")'],
    [{ ANALYTICS_PAGE: "yes" }, 'ANALYTICS_PAGE: must be off, local or on (got "yes")'],
    [{ ANALYTICS_RETENTION_DAYS: "0" }, "ANALYTICS_RETENTION_DAYS: must be from 1 to 3650 days"],
    [
      { ANALYTICS_RETENTION_DAYS: "ninety" },
      'ANALYTICS_RETENTION_DAYS: must be a whole number of days (got "ninety")',
    ],
    [{ DEV_CLOCK: "1" }, 'DEV_CLOCK: must be on, off or an ISO date-time with an offset (got "1")'],
    [{ DEV_FAULTS: "yes" }, 'DEV_FAULTS: must be on or off (got "yes")'],
    [{ JOBS_EVERY_MS: "2s" }, 'JOBS_EVERY_MS: must be a whole number of milliseconds (got "2s")'],
    [{ JOBS_EVERY_MS: "10" }, "JOBS_EVERY_MS: must be at least 1000 (one second)"],
    [
      { DATABASE_REPLICA_URL: "mysql://x@y/z" },
      "DATABASE_REPLICA_URL: must be a postgres:// or postgresql:// connection URL",
    ],
    [
      { DATABASE_REPLICA_URL: "postgres://safar@replica/safar" },
      "DATABASE_REPLICA_URL: a replica needs DATABASE_URL (its primary); the embedded database (PGlite) has no replicas",
    ],
    [
      { SHUTDOWN_DRAIN_MS: "3s" },
      'SHUTDOWN_DRAIN_MS: must be a whole number of milliseconds (got "3s")',
    ],
    [{ SHUTDOWN_DRAIN_MS: "20000" }, "SHUTDOWN_DRAIN_MS: must be from 0 to 10000 (ten seconds)"],
    [
      { PUBLIC_URL: "safar.example" },
      "PUBLIC_URL: must be an http(s) URL, e.g. https://safar.example",
    ],
    [
      { PUBLIC_URL: "https://safar.example/trains" },
      "PUBLIC_URL: must be an origin only (scheme, host and port), without a path or query",
    ],
    ...["10", "10/", "0/1m", "10/0s", "10/2d", "10/25h", "ten/1m", "10 per 1m"].map(
      (value): [Record<string, string>, string] => [
        { RATE_LIMIT_PNR: value },
        `RATE_LIMIT_PNR: must be <requests>/<window> such as 10/10m (window in s, m or h, at most 24h) (got "${value}")`,
      ],
    ),
    ...["on", "true", "2", "10.0.0.0/33", "proxy.internal", "loopback;10.0.0.1"].map(
      (value): [Record<string, string>, string] => [
        { TRUST_PROXY: value },
        `TRUST_PROXY: must be off, or a comma-separated list of loopback, linklocal, uniquelocal, addresses and CIDR ranges (got "${value}")`,
      ],
    ),
    [
      { NODE_ENV: "staging" },
      'NODE_ENV: must be one of development, production, test (got "staging")',
    ],
  ])("rejects %o with a message naming the variable", (env, message) => {
    expect(problems(env)).toEqual([message]);
  });

  it("reports every bad variable at once, in one readable error", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "x", LOG_LEVEL: "y", SESSION_SECRET: "z" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration:\n/);
    expect(message).toContain("  - PORT: ");
    expect(message).toContain("  - LOG_LEVEL: ");
    expect(message).toContain("  - SESSION_SECRET: ");
  });

  it("never echoes a secret in its messages", () => {
    const secret = "postgres-password-in-a-url";
    const issues = problems({
      DATABASE_URL: `mysql://user:${secret}@host/db`,
      SESSION_SECRET: "tiny-secret",
    });
    expect(issues.join("\n")).not.toContain(secret);
    expect(issues.join("\n")).not.toContain("tiny-secret");
  });

  describe("issue 16 item 2: the outbox is never public in production", () => {
    it("serves it to this machine only by default, in every environment", () => {
      for (const NODE_ENV of ["development", "test", "production"]) {
        expect(loadConfig({ NODE_ENV, SESSION_SECRET: "s".repeat(32) }).outboxPage).toBe("local");
      }
    });

    it("refuses OUTBOX_PAGE=on in production, and allows it elsewhere", () => {
      expect(
        problems({ NODE_ENV: "production", OUTBOX_PAGE: "on", SESSION_SECRET: "s".repeat(32) }),
      ).toEqual([
        "OUTBOX_PAGE: on would let anyone read every sign-in OTP; in production use local (this machine only) or off",
      ]);
      expect(loadConfig({ NODE_ENV: "development", OUTBOX_PAGE: "on" }).outboxPage).toBe("on");
    });
  });

  describe("issue 22 item 8: the analytics page is never anonymous in production", () => {
    it("serves it to this machine only by default, and refuses on in production", () => {
      expect(loadConfig({}).analyticsPage).toBe("local");
      expect(
        problems({ NODE_ENV: "production", ANALYTICS_PAGE: "on", SESSION_SECRET: "s".repeat(32) }),
      ).toEqual([
        "ANALYTICS_PAGE: on would let anyone read the analytics; in production use local (this machine only) or off",
      ]);
      expect(loadConfig({ NODE_ENV: "development", ANALYTICS_PAGE: "on" }).analyticsPage).toBe(
        "on",
      );
    });
  });

  describe("issue 16 item 16: one session secret for every process", () => {
    const dirs: string[] = [];
    const dataDir = () => {
      const dir = mkdtempSync(path.join(tmpdir(), "safar-config-"));
      dirs.push(dir);
      return dir;
    };
    afterEach(() => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });

    it("refuses to start in production on PostgreSQL without SESSION_SECRET", () => {
      const issues = problems({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://safar@db.internal:5432/safar",
        DATA_DIR: dataDir(),
      });
      expect(issues).toEqual([
        "SESSION_SECRET: must be set in production with DATABASE_URL, the same for every process on that database (at least 32 characters, e.g. from `openssl rand -hex 32`)",
      ]);
    });

    it("keeps one secret in DATA_DIR in production on the embedded database: made once, kept, owner-only", () => {
      const DATA_DIR = dataDir();
      const first = loadConfig({ NODE_ENV: "production", DATA_DIR });
      expect(first.sessionSecretSource).toBe("data-dir");
      expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
      const file = path.join(DATA_DIR, "session-secret");
      expect(readFileSync(file, "utf8").trim()).toBe(first.sessionSecret);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // The next start (a restart, or the same directory again) signs with the same secret.
      expect(loadConfig({ NODE_ENV: "production", DATA_DIR }).sessionSecret).toBe(
        first.sessionSecret,
      );
      // SESSION_SECRET, when set, wins.
      const set = loadConfig({ NODE_ENV: "production", DATA_DIR, SESSION_SECRET: "s".repeat(40) });
      expect(set).toMatchObject({
        sessionSecret: "s".repeat(40),
        sessionSecretSource: "environment",
      });
    });

    it("refuses a kept secret that is too short, naming the file but not its content", () => {
      const DATA_DIR = dataDir();
      writeFileSync(path.join(DATA_DIR, "session-secret"), "short-secret\n");
      const issues = problems({ NODE_ENV: "production", DATA_DIR });
      expect(issues).toEqual([
        `SESSION_SECRET: unset, and ${path.join(DATA_DIR, "session-secret")} holds fewer than 32 characters; set SESSION_SECRET or remove that file to make a new one`,
      ]);
      expect(issues.join()).not.toContain("short-secret");
    });
  });
});
