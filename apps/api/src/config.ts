import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Every setting the server reads from the environment, validated once at start. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// URL" })
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  RAILWAY_DATA_DIR: z.string().min(1).optional(),
  SESSION_SECRET: z
    .string()
    .min(32, { error: "SESSION_SECRET must be at least 32 characters" })
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
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
  };
}
