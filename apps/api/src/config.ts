import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import os from "node:os";
import path from "node:path";
import { DEFAULT_WAITING_ROOM } from "@safar/domain/waiting-room";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
/** Who may read the development outbox (ADR 014). */
const OUTBOX_MODES = ["off", "local", "on"] as const;
export type OutboxMode = (typeof OUTBOX_MODES)[number];
const NODE_ENVS = ["development", "production", "test"] as const;

/** Echoes a short, non-secret input back in a message. */
const shown = (input: unknown): string =>
  (typeof input === "string" && input.length <= 40) || typeof input === "number"
    ? ` (got "${input}")`
    : "";

const portMessage = (issue: { input?: unknown }): string =>
  `must be a whole number from 0 to 65535${shown(issue.input)}`;

/** The per-client rate limits of the partner API (targets R6), by what they protect. */
export type RateLimitName = "otpSend" | "otpVerify" | "pnrLookup" | "analytics";

/** At most `max` requests from one client address in a fixed window of `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export type RateLimits = Record<RateLimitName, RateLimit>;

const MINUTE_MS = 60_000;

/** Days analytics events are kept unless ANALYTICS_RETENTION_DAYS says otherwise. */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 90;

/**
 * The default per-client limits (R6), each overridable with its variable in
 * `RATE_LIMIT_VARIABLES`. Every request to a limited endpoint counts, refused
 * or not. The per-recipient OTP policy (@safar/domain/otp-policy: one per
 * 30 s, 5 an hour, 5 wrong tries) stays as it is; these stop one client
 * spreading a flood over many mobiles, emails or PNRs.
 *
 * - `otpSend`, 10 per 10 minutes: sign-in OTPs (`auth/v1/otp/send`) and the
 *   railway account's messages (`v1/user/resendOtp`, `forgotPassword`,
 *   `forgotUserId`). A traveller needs one or two; a family or an office
 *   behind one address a handful; an SMS flood across many numbers is cut to
 *   one a minute.
 * - `otpVerify`, 20 per 10 minutes: OTP checks (`auth/v1/otp/verify`,
 *   `v1/user/verify`), and the password check of the railway's Aadhaar page
 *   (step 1, the only railway page that checks a password without a try
 *   limit of its own). Twice the sends: room for typos; with 5 wrong tries
 *   per OTP, guessing across many identifiers stays hopeless.
 * - `pnrLookup`, 30 per minute: PNR status and the live-status nudge
 *   (`v1/status`, `v1/pnr/nudge`). Checking a PNR from the form costs about 3
 *   (the form's lookup, then the status page's lookup and nudge), so a
 *   traveller can check ten PNRs a minute; enumerating the 10-digit space is
 *   slowed to 30 guesses a minute per address.
 * - `analytics`, 60 per minute: analytics beacons (`/api/analytics/events`).
 *   A page view sends one (a second only past 20 events), so quick browsing
 *   stays far under; a flood of made-up events is cut to one a second.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  otpSend: { max: 10, windowMs: 10 * MINUTE_MS },
  otpVerify: { max: 20, windowMs: 10 * MINUTE_MS },
  pnrLookup: { max: 30, windowMs: MINUTE_MS },
  analytics: { max: 60, windowMs: MINUTE_MS },
};

/** The variable that overrides each limit, as `<max>/<window>` (`10/10m`, `30/1m`, `5/30s`, `100/1h`). */
export const RATE_LIMIT_VARIABLES = {
  otpSend: "RATE_LIMIT_OTP_SEND",
  otpVerify: "RATE_LIMIT_OTP_VERIFY",
  pnrLookup: "RATE_LIMIT_PNR",
  analytics: "RATE_LIMIT_ANALYTICS",
} as const satisfies Record<RateLimitName, string>;

const WINDOW_UNITS_MS = { s: 1_000, m: MINUTE_MS, h: 60 * MINUTE_MS } as const;

const rateLimitMessage = (issue: { input?: unknown }): string =>
  `must be <requests>/<window> such as 10/10m (window in s, m or h, at most 24h)${shown(issue.input)}`;

function parseRateLimit(value: string): RateLimit {
  const [max = "", window = ""] = value.split("/");
  const unit = window.slice(-1) as keyof typeof WINDOW_UNITS_MS;
  return { max: Number(max), windowMs: Number(window.slice(0, -1)) * WINDOW_UNITS_MS[unit] };
}

const RATE_LIMIT_PATTERN = /^\d{1,6}\/\d{1,5}[smh]$/;

const rateLimitSetting = z
  .string()
  .regex(RATE_LIMIT_PATTERN, { error: rateLimitMessage })
  .refine(
    (value) => {
      // A malformed value has its issue already.
      if (!RATE_LIMIT_PATTERN.test(value)) return true;
      const limit = parseRateLimit(value);
      return limit.max >= 1 && limit.windowMs >= 1_000 && limit.windowMs <= 86_400_000;
    },
    { error: rateLimitMessage },
  )
  .transform(parseRateLimit)
  .optional();

/** Names `@fastify/proxy-addr` knows for address ranges. */
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

const trustProxyMessage = (issue: { input?: unknown }): string =>
  `must be off, or a comma-separated list of loopback, linklocal, uniquelocal, addresses and CIDR ranges${shown(issue.input)}`;

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Whose `X-Forwarded-For` (and `-Proto`, `-Host`) the server believes: off,
 * or the proxies' addresses. Loopback by default: a reverse
 * proxy on this host; a client can never spoof its address from outside.
 */
const trustProxySetting = z
  .string()
  .transform((value) => value.trim())
  .refine(
    (value) => value === "off" || value.split(",").every((entry) => isProxyAddress(entry.trim())),
    { error: trustProxyMessage },
  )
  .transform((value): false | string => {
    if (value === "off") return false;
    return value
      .split(",")
      .map((entry) => entry.trim())
      .join(",");
  })
  .default("loopback");

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
  DATABASE_REPLICA_URL: z
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
  APP_TOKEN_SECRET: z
    .string()
    .min(32, {
      error: (i) => `must be at least 32 characters long (it has ${String(i.input).length})`,
    })
    .optional(),
  DEV_HOST_APP: z
    .enum(["on", "off"], { error: (i) => `must be on or off${shown(i.input)}` })
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
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. https://safar.example" })
    .refine(
      (url) =>
        !URL.canParse(url) || (["", "/"].includes(new URL(url).pathname) && !new URL(url).search),
      { error: "must be an origin only (scheme, host and port), without a path or query" },
    )
    .optional(),
  OUTBOX_PAGE: z
    .enum(OUTBOX_MODES, { error: (i) => `must be off, local or on${shown(i.input)}` })
    .default("local"),
  DEV_CLOCK: z
    .string()
    .refine(
      (v) => v === "on" || v === "off" || z.iso.datetime({ offset: true }).safeParse(v).success,
      { error: (i) => `must be on, off or an ISO date-time with an offset${shown(i.input)}` },
    )
    .default("off"),
  DEV_FAULTS: z
    .enum(["on", "off"], { error: (i) => `must be on or off${shown(i.input)}` })
    .default("off"),
  OTHER_TRAVELLERS: z
    .enum(["on", "off"], { error: (i) => `must be on or off${shown(i.input)}` })
    .optional(),
  WAITING_ROOM_RATE: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, {
      error: (i) => `must be admissions a second, 1 to 99999${shown(i.input)}`,
    })
    .transform(Number)
    .optional(),
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL template" })
    .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), {
      error: "must contain {z}, {x} and {y} (a Leaflet tile URL template)",
    })
    .optional(),
  TRUST_PROXY: trustProxySetting,
  RATE_LIMIT_OTP_SEND: rateLimitSetting,
  RATE_LIMIT_OTP_VERIFY: rateLimitSetting,
  RATE_LIMIT_PNR: rateLimitSetting,
  RATE_LIMIT_ANALYTICS: rateLimitSetting,
  ANALYTICS_RETENTION_DAYS: z
    .string()
    .regex(/^\d{1,4}$/, { error: (i) => `must be a whole number of days${shown(i.input)}` })
    .transform(Number)
    .refine((days) => days >= 1 && days <= 3650, { error: "must be from 1 to 3650 days" })
    .optional(),
  ANALYTICS_PAGE: z
    .enum(OUTBOX_MODES, { error: (i) => `must be off, local or on${shown(i.input)}` })
    .default("local"),
  WEB_CONCURRENCY: z
    .string()
    .regex(/^\d{1,3}$/, { error: (i) => `must be a whole number of processes${shown(i.input)}` })
    .transform(Number)
    .refine((n) => n >= 1 && n <= 64, { error: "must be from 1 to 64 processes" })
    .optional(),
  SHUTDOWN_DRAIN_MS: z
    .string()
    .regex(/^\d{1,5}$/, {
      error: (i) => `must be a whole number of milliseconds${shown(i.input)}`,
    })
    .transform(Number)
    .refine((ms) => ms <= 10_000, { error: "must be from 0 to 10000 (ten seconds)" })
    .default(0),
  JOBS_EVERY_MS: z
    .string()
    .regex(/^\d{1,8}$/, {
      error: (i) => `must be a whole number of milliseconds${shown(i.input)}`,
    })
    .transform(Number)
    .refine((ms) => ms >= 1_000, { error: "must be at least 1000 (one second)" })
    .optional(),
});

export type ConfigInput = z.input<typeof ConfigSchema>;

export interface Config {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /**
   * DATABASE_REPLICA_URL: a streaming replica of DATABASE_URL's database.
   * The reads that tolerate lag go to it (ADR 032); everything else to the
   * primary. Needs DATABASE_URL.
   */
  databaseReplicaUrl: string | undefined;
  /**
   * SHUTDOWN_DRAIN_MS: after SIGTERM, how long the process keeps serving
   * while `/readyz` answers 503, so a balancer's health checks take it out
   * before it stops accepting connections (ADR 032). Default 0: it stops at once.
   */
  shutdownDrainMs: number;
  dataDir: string;
  /** Where PGlite keeps its files when no DATABASE_URL is given. */
  pgliteDir: string;
  railwayDataDir: string | undefined;
  sessionSecret: string;
  /**
   * Where the secret came from: SESSION_SECRET; `DATA_DIR/session-secret`
   * (production on the embedded database, made once: one process by
   * construction); or made for this process (development and tests only).
   */
  sessionSecretSource: "environment" | "data-dir" | "per-process";
  /**
   * WEB_CONCURRENCY: how many server processes `npm start` runs on this
   * machine (ADR 031). Default: one per core (`os.availableParallelism()`)
   * in production on PostgreSQL (unless DEV_FAULTS is on, which is kept per
   * process), else 1. PGlite belongs to one process, so more than one
   * without DATABASE_URL is refused.
   */
  processes: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** How many (train, class) pairs get their confirmation predictions prepared after start. */
  predictionWarmup: number;
  /** Whether the web host shares renderings of pages that allow it (ADR 008). */
  pageCache: boolean;
  /**
   * Who may read `/dev/outbox` (and its API), the messages Safar sent: the
   * only place a tester reads an OTP while messages go to the simulated
   * provider (ADR 014). `local` (default): requests from this machine that
   * came through no proxy and name a loopback host; `off`: nobody; `on`:
   * anyone, refused in production. Turn it off once a real provider is
   * plugged in.
   */
  outboxPage: OutboxMode;
  /**
   * Where travellers reach this site (scheme, host, port; no trailing slash):
   * the links in messages (the PNR status link of an e-ticket, the railway's
   * password-reset link) are absolute under it. Default: http://localhost:PORT.
   */
  publicUrl: string;
  /**
   * Whether the server's clock can be set through `/api/dev/clock` (browser
   * tests of time-dependent screens: live status, Tatkal hours). Off by
   * default; never on for real travellers. An ISO instant turns it on with
   * the clock starting there (the browser tests pin their day: ADR 013).
   */
  devClock: false | { startAt: Date | null };
  /**
   * Whether `/api/dev/railway-faults` can make the partner API's railway
   * calls fail (browser tests of 'PNR status currently unavailable' and
   * 'Live status currently unavailable'). Off by default.
   */
  devFaults: boolean;
  /**
   * The secret the host app signs its in-app sign-in tokens with (ADR 026):
   * APP_TOKEN_SECRET; unset, the published development secret outside
   * production, a secret made for this process in production with
   * DEV_HOST_APP on, and otherwise none (in-app sign-in refuses every token).
   */
  appTokenSecret: string | null;
  /**
   * The host-app simulator (`/dev/host-app`) and its token minting
   * (`/api/dev/app-token`, this machine only): DEV_HOST_APP, on by default
   * outside production, off in production.
   */
  devHostApp: boolean;
  /**
   * A tile layer for the live-status map (a Leaflet URL template with {z},
   * {x}, {y}, and {key} for the map key). None by default: the map draws its
   * packaged outline of India (ADR 012). The page's CSP must then allow the
   * tile host.
   */
  mapTileUrl: string | undefined;
  /**
   * Which proxies' forwarded headers the host believes, for the client's
   * address (`request.ip`, the key of the rate limits) and protocol: false,
   * or their addresses (Fastify's `trustProxy`). Loopback by
   * default; behind a load balancer elsewhere, name it, or every traveller
   * counts as the balancer's one address.
   */
  trustProxy: false | string;
  /** The per-client rate limits of the partner API (R6): `DEFAULT_RATE_LIMITS`, overridden. */
  rateLimits: RateLimits;
  /**
   * How often the railway's jobs round (charts, lapsed holds, TDR decisions)
   * and the booking reconciler (payments, cancellations, TDR refunds, with the
   * Tatkal reminders due) run, in milliseconds; null: their own intervals (30 s and 60 s). For tests that
   * move the clock and wait for those rounds (a TDR decided 45 days on).
   */
  jobsEveryMs: number | null;
  /**
   * OTHER_TRAVELLERS: the simulated railway's other travellers book and
   * cancel on every run (ADR 019). On by default; off by default under
   * NODE_ENV=test, where tests book on empty trains.
   */
  otherTravellers: boolean;
  /**
   * WAITING_ROOM_RATE: admissions a second from an opening's waiting room
   * (ADR 021); default 5 (bench/overload.ts: what one server process keeps
   * within B1's p99). Two are admitted at the opening instant itself.
   */
  waitingRoomRate: number;
  /**
   * ANALYTICS_RETENTION_DAYS: analytics events older than this are deleted
   * (as new ones arrive, at most once a minute per process). Default 90.
   */
  analyticsRetentionDays: number;
  /**
   * ANALYTICS_PAGE: who may read `/dev/analytics` (the daily funnel), as
   * OUTBOX_PAGE: `local` (default) this machine only, `off` nobody, `on`
   * anyone — refused in production (ADR 027).
   */
  analyticsPage: OutboxMode;
}

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
    this.issues = issues;
  }
}

const SESSION_SECRET_FILE = "session-secret";

/**
 * The secret kept in `file`, made there (owner-only) when missing; a
 * ConfigError issue when what is there is too short.
 */
function keptSecret(file: string): string | { issue: string } {
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
    return {
      issue: `SESSION_SECRET: unset, and ${file} holds fewer than 32 characters; set SESSION_SECRET or remove that file to make a new one`,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(32).toString("hex");
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    // Another start made it a moment ago: use that one.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return keptSecret(file);
    throw error;
  }
}

/**
 * Reads the configuration from an environment-shaped record. Throws a
 * ConfigError naming every bad variable.
 *
 * SESSION_SECRET signs sessions, share links and the payment callback, so
 * every process on one database must have the same (issue 16 item 16). In
 * production it is required with DATABASE_URL (several processes may share
 * that database); on the embedded database (one process by construction) an
 * unset secret is made once and kept in `DATA_DIR/session-secret`. In
 * development and tests a random one is made for the process.
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
  const production = c.NODE_ENV === "production";
  const issues: string[] = [];
  if (production && c.OUTBOX_PAGE === "on") {
    issues.push(
      "OUTBOX_PAGE: on would let anyone read every sign-in OTP; in production use local (this machine only) or off",
    );
  }
  if (production && c.ANALYTICS_PAGE === "on") {
    issues.push(
      "ANALYTICS_PAGE: on would let anyone read the analytics; in production use local (this machine only) or off",
    );
  }
  // DEV_FAULTS is kept per process: a server with it on runs one unless told otherwise.
  const processes =
    c.WEB_CONCURRENCY ??
    (production && c.DATABASE_URL && c.DEV_FAULTS !== "on" ? os.availableParallelism() : 1);
  if (processes > 1 && !c.DATABASE_URL) {
    issues.push(
      `WEB_CONCURRENCY: ${processes} processes need DATABASE_URL (PostgreSQL); the embedded database (PGlite) belongs to one process, so leave WEB_CONCURRENCY unset or 1 without it`,
    );
  }
  if (processes > 1 && c.DEV_FAULTS === "on") {
    issues.push(
      "DEV_FAULTS: on is set per process, so it needs WEB_CONCURRENCY=1 (a fault set through one process would not reach the others)",
    );
  }
  if (c.DATABASE_REPLICA_URL && !c.DATABASE_URL) {
    issues.push(
      "DATABASE_REPLICA_URL: a replica needs DATABASE_URL (its primary); the embedded database (PGlite) has no replicas",
    );
  }
  let sessionSecret = c.SESSION_SECRET ?? "";
  let sessionSecretSource: Config["sessionSecretSource"] = "environment";
  if (!c.SESSION_SECRET && production && c.DATABASE_URL) {
    issues.push(
      "SESSION_SECRET: must be set in production with DATABASE_URL, the same for every process on that database (at least 32 characters, e.g. from `openssl rand -hex 32`)",
    );
  } else if (!c.SESSION_SECRET && production && issues.length === 0) {
    const kept = keptSecret(path.join(dataDir, SESSION_SECRET_FILE));
    if (typeof kept === "string") {
      sessionSecret = kept;
      sessionSecretSource = "data-dir";
    } else {
      issues.push(kept.issue);
    }
  } else if (!c.SESSION_SECRET) {
    sessionSecret = randomBytes(32).toString("hex");
    sessionSecretSource = "per-process";
  }
  if (issues.length > 0) throw new ConfigError(issues);
  return {
    nodeEnv: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    databaseUrl: c.DATABASE_URL,
    databaseReplicaUrl: c.DATABASE_REPLICA_URL,
    shutdownDrainMs: c.SHUTDOWN_DRAIN_MS,
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    railwayDataDir: c.RAILWAY_DATA_DIR ? path.resolve(c.RAILWAY_DATA_DIR) : undefined,
    sessionSecret,
    sessionSecretSource,
    processes,
    logLevel: c.LOG_LEVEL,
    predictionWarmup: c.PREDICTION_WARMUP,
    pageCache: c.PAGE_CACHE === "on",
    outboxPage: c.OUTBOX_PAGE,
    publicUrl: new URL(c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).origin,
    devClock:
      c.DEV_CLOCK === "off"
        ? false
        : { startAt: c.DEV_CLOCK === "on" ? null : new Date(c.DEV_CLOCK) },
    devFaults: c.DEV_FAULTS === "on",
    ...appTokenSettings(c.APP_TOKEN_SECRET, c.DEV_HOST_APP, production),
    mapTileUrl: c.MAP_TILE_URL,
    trustProxy: c.TRUST_PROXY,
    rateLimits: {
      otpSend: c.RATE_LIMIT_OTP_SEND ?? DEFAULT_RATE_LIMITS.otpSend,
      otpVerify: c.RATE_LIMIT_OTP_VERIFY ?? DEFAULT_RATE_LIMITS.otpVerify,
      pnrLookup: c.RATE_LIMIT_PNR ?? DEFAULT_RATE_LIMITS.pnrLookup,
      analytics: c.RATE_LIMIT_ANALYTICS ?? DEFAULT_RATE_LIMITS.analytics,
    },
    jobsEveryMs: c.JOBS_EVERY_MS ?? null,
    otherTravellers: (c.OTHER_TRAVELLERS ?? (c.NODE_ENV === "test" ? "off" : "on")) === "on",
    waitingRoomRate: c.WAITING_ROOM_RATE ?? DEFAULT_WAITING_ROOM.ratePerSecond,
    analyticsRetentionDays: c.ANALYTICS_RETENTION_DAYS ?? DEFAULT_ANALYTICS_RETENTION_DAYS,
    analyticsPage: c.ANALYTICS_PAGE,
  };
}

/**
 * The development secret host-app builds sign with on a developer's machine
 * (ADR 026). Public on purpose: never used in production.
 */
export const DEV_APP_TOKEN_SECRET = "safar-development-app-token-secret-not-for-production";

function appTokenSettings(
  secret: string | undefined,
  hostApp: "on" | "off" | undefined,
  production: boolean,
): { appTokenSecret: string | null; devHostApp: boolean } {
  const devHostApp = (hostApp ?? (production ? "off" : "on")) === "on";
  if (secret) return { appTokenSecret: secret, devHostApp };
  if (!production) return { appTokenSecret: DEV_APP_TOKEN_SECRET, devHostApp };
  return { appTokenSecret: devHostApp ? randomBytes(32).toString("hex") : null, devHostApp };
}
