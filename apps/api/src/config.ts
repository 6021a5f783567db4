import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const NODE_ENVS = ["development", "production", "test"] as const;

/** Echoes a short, non-secret input back in a message. */
const shown = (input: unknown): string =>
  (typeof input === "string" && input.length <= 40) || typeof input === "number"
    ? ` (got "${input}")`
    : "";

const portMessage = (issue: { input?: unknown }): string =>
  `must be a whole number from 0 to 65535${shown(issue.input)}`;

/**
 * Every setting the server reads from the environment, validated once at
 * start. Messages say what is wrong; `loadConfig` prefixes the variable's name.
 * Secrets (DATABASE_URL, SESSION_SECRET) are never echoed.
 */
export const ConfigSchema = z.object({
  NODE_ENV: z
    .enum(NODE_ENVS, { error: (i) => `must be one of ${NODE_ENVS.join(", ")}${shown(i.input)}` })
    .default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, { error: portMessage })
    .transform(Number)
    .refine((port) => port <= 65535, { error: portMessage })
    .default(3000),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: "must be a postgres:// or postgresql:// connection URL",
    })
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  RAILWAY_DATA_DIR: z.string().min(1).optional(),
  SESSION_SECRET: z
    .string()
    .min(32, {
      error: (i) => `must be at least 32 characters long (it has ${String(i.input).length})`,
    })
    .optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: (i) => `must be one of ${LOG_LEVELS.join(", ")}${shown(i.input)}` })
    .default("info"),
  PREDICTION_WARMUP: z
    .string()
    .regex(/^\d{1,5}$/, {
      error: (i) => `must be a whole number of (train, class) pairs${shown(i.input)}`,
    })
    .transform(Number)
    .default(160),
  PAGE_CACHE: z
    .enum(["on", "off"], { error: (i) => `must be on or off${shown(i.input)}` })
    .default("on"),
  OUTBOX_PAGE: z
    .enum(["on", "off"], { error: (i) => `must be on or off${shown(i.input)}` })
    .default("on"),
  DEV_CLOCK: z
    .enum(["on", "off"], { error: (i) => `must be on or off${shown(i.input)}` })
    .default("off"),
  DEV_FAULTS: z
    .enum(["on", "off"], { error: (i) => `must be on or off${shown(i.input)}` })
    .default("off"),
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL template" })
    .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), {
      error: "must contain {z}, {x} and {y} (a Leaflet tile URL template)",
    })
    .optional(),
});

export type ConfigInput = z.input<typeof ConfigSchema>;

export interface Config {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where PGlite keeps its files when no DATABASE_URL is given. */
  pgliteDir: string;
  railwayDataDir: string | undefined;
  sessionSecret: string;
  /** True when SESSION_SECRET was not set and one was generated for this process. */
  sessionSecretGenerated: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /** How many (train, class) pairs get their confirmation predictions prepared after start. */
  predictionWarmup: number;
  /** Whether the web host shares renderings of pages that allow it (ADR 008). */
  pageCache: boolean;
  /**
   * Whether `/dev/outbox` (and its API) lists the messages Safar sent. On by
   * default: messages go to the simulated provider, so the outbox is the only
   * place a tester reads an OTP. Turn it off once a real provider is plugged in.
   */
  outboxPage: boolean;
  /**
   * Whether the server's clock can be set through `/api/dev/clock` (browser
   * tests of time-dependent screens: live status, Tatkal hours). Off by
   * default; never on for real travellers.
   */
  devClock: boolean;
  /**
   * Whether `/api/dev/railway-faults` can make the partner API's railway
   * calls fail (browser tests of 'PNR status currently unavailable' and
   * 'Live status currently unavailable'). Off by default.
   */
  devFaults: boolean;
  /**
   * A tile layer for the live-status map (a Leaflet URL template with {z},
   * {x}, {y}, and {key} for the map key). None by default: the map draws its
   * packaged outline of India (ADR 012). The page's CSP must then allow the
   * tile host.
   */
  mapTileUrl: string | undefined;
}

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
    this.issues = issues;
  }
}

/**
 * Reads the configuration from an environment-shaped record. Throws a
 * ConfigError naming every bad variable. Without SESSION_SECRET a random one
 * is generated for this process (sessions then end with the process; the
 * server logs a warning in production).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    nodeEnv: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    databaseUrl: c.DATABASE_URL,
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    railwayDataDir: c.RAILWAY_DATA_DIR ? path.resolve(c.RAILWAY_DATA_DIR) : undefined,
    sessionSecret: c.SESSION_SECRET ?? randomBytes(32).toString("hex"),
    sessionSecretGenerated: !c.SESSION_SECRET,
    logLevel: c.LOG_LEVEL,
    predictionWarmup: c.PREDICTION_WARMUP,
    pageCache: c.PAGE_CACHE === "on",
    outboxPage: c.OUTBOX_PAGE === "on",
    devClock: c.DEV_CLOCK === "on",
    devFaults: c.DEV_FAULTS === "on",
    mapTileUrl: c.MAP_TILE_URL,
  };
}
