import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import { registerApi } from "@safar/api/app";
import { type Config, loadConfig } from "@safar/api/config";
import { serializeError } from "@safar/api/error-log";
import { createMessages, railwayMessengerFor } from "@safar/api/modules/messages/messages.service";
import { CSRF_COOKIE, CSRF_HEADER } from "@safar/contracts/auth";
import { readCookie } from "@safar/contracts/cookies";
import { LOCALE_COOKIE } from "@safar/contracts/locale";
import { AFFILIATE_COOKIE } from "@safar/contracts/partner-profiles";
import { createDatabase, type Database } from "@safar/db/client";
import { type Coordination, postgresCoordination, soleProcess } from "@safar/db/coordination";
import { type PreparedNetwork, prepareRailwayNetwork } from "@safar/railway/network/startup";
import { buildNetworkReadModel } from "@safar/railway/network-gateway";
import { registerRailwayPortal } from "@safar/railway/portal/portal.routes";
import { createRailway } from "@safar/railway/railway";
import { type FastifyInstance, type FastifyRequest, fastify } from "fastify";
import type { DestinationStream } from "pino";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { type ApiClient, apiContext, clockContext, requestInfoContext } from "#server-context";
import { shareDevClock } from "./cluster-messages.ts";
import { createDevClock, registerDevClock } from "./dev-clock.ts";
import { registerDevFaults, withRailwayFaults } from "./dev-faults.ts";
import { registerDevHostApp } from "./dev-host-app.ts";
import { requestForLog } from "./log-redaction.ts";
import { registerPageCache } from "./page-cache.ts";
import { pagePostOptions } from "./page-posts.ts";
import { answerFrameworkError, registerPageFormGuard } from "./refusals.ts";
import { VIEWER_HEADER, viewerTag } from "./viewer-tag.ts";

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What an incoming `x-request-id` may look like to be adopted; anything else is replaced. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;
/** Responses smaller than this many bytes are sent uncompressed. */
export const COMPRESSION_THRESHOLD = 1024;
/** Brotli quality for responses compressed as they are sent (0–11). */
export const BROTLI_QUALITY = 4;
/** Sent over HTTPS only: over plain HTTP a browser ignores it, and it would pin a host that has no TLS. */
export const HSTS = "max-age=31536000; includeSubDomains";
/** The largest API body (JSON); routes may set less. Pages' form posts: PAGE_BODY_LIMIT. */
export const API_BODY_LIMIT = 1024 * 1024;

export interface ServerOptions {
  config?: Config;
  /** An already-open database; the server then leaves closing it to the caller. */
  database?: Database;
  now?: () => Date;
  /** Where log lines go (default: stdout). Tests pass a stream to read them. */
  logStream?: DestinationStream;
  /** The production build to serve (default: `apps/web/$WEB_BUILD_DIR`, else `apps/web/build`). */
  buildDir?: string;
  /** The shared page cache of ADR 008 (default: the config's PAGE_CACHE, on). */
  pageCache?: boolean;
}

/** Headers a page's in-process API calls carry as the browser (or its proxy) sent them. */
const PASSED_ON_HEADERS = [
  "host",
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
] as const;

/** The request id of an incoming request: the caller's when well-formed, else a new UUID. */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === "string" && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

/**
 * An API client that calls the API inside this process, without a socket
 * (ADR 001). It forwards the page request's id, so the API's log lines carry
 * the same `reqId` as the page that caused them.
 */
function inProcessApi(app: FastifyInstance, request: FastifyRequest): ApiClient {
  // The API sees the browser's address as the socket's (no X-Forwarded-*
  // header is passed on). The browser's session travels with the page's own
  // API calls: its cookie, and the anti-forgery token read from its cookie.
  // That is safe here because a page's loaders only read, and its actions run
  // only for same-origin form posts (React Router refuses others) with
  // SameSite=Lax cookies (ADR 011).
  // The browser's Host and any proxy's forwarding headers go along as they
  // came: the API judges "a request from this machine" (the outbox, ADR 014)
  // as the host would, and believing them again from the browser's address
  // (as remoteAddress) resolves the same client (TRUST_PROXY).
  const cookie = request.headers.cookie;
  const csrf = readCookie(cookie, CSRF_COOKIE);
  const userAgent = request.headers["user-agent"];
  const forwarded: Record<string, string> = {
    "x-request-id": request.id,
    ...(cookie ? { cookie } : {}),
    ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
    ...(userAgent ? { "user-agent": userAgent } : {}),
  };
  for (const name of PASSED_ON_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string") forwarded[name] = value;
    else if (Array.isArray(value)) forwarded[name] = value.join(", ");
  }
  return {
    async fetch(url, init = {}) {
      const res = await app.inject({
        method: (init.method ?? "GET") as "GET",
        url,
        // The browser's address (as the host's TRUST_PROXY resolved it), so the
        // API's per-client rate limits count the traveller, not this server.
        remoteAddress: request.ip,
        headers: { ...forwarded, ...init.headers },
        ...(init.body === undefined ? {} : { payload: init.body }),
      });
      const headers = new Headers();
      for (const [key, value] of Object.entries(res.headers)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [String(value)]) headers.append(key, v);
      }
      const empty = res.statusCode === 204 || res.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers,
      });
    },
  };
}

/**
 * Builds the one Fastify instance that serves the API and the server-rendered
 * web app (ADR 001). `vite` is passed by the development plugin; without it
 * the production build is served. Migrations are applied before it answers.
 */
export async function createServer(
  vite?: ViteDevServer,
  options: ServerOptions = {},
): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const isDev = Boolean(vite);
  const buildDir = path.resolve(WEB_ROOT, options.buildDir ?? process.env.WEB_BUILD_DIR ?? "build");
  const app = fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie", "req.headers.sso_token"],
      // Request lines carry the URL with credential query values redacted (issue 16 item 12);
      // a failed query's parameters (travellers' names, emails, mobiles) never reach the log.
      serializers: { req: requestForLog, err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Fastify would adopt any `x-request-id` as is; requestIdFor() vets it first.
    requestIdHeader: false,
    genReqId: (req) => requestIdFor(req.headers["x-request-id"]),
    // Forwarded headers are believed only from the proxies TRUST_PROXY names
    // (loopback by default): the client's address keys the rate limits (R6).
    trustProxy: config.trustProxy,
    requestTimeout: 60_000,
    bodyLimit: API_BODY_LIMIT,
    // An address the router cannot decode answers 400 in words, not Fastify's bare JSON.
    frameworkErrors: answerFrameworkError,
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerPageFormGuard(app);
  // Once closing, answer in-flight requests with `connection: close`, so that
  // keep-alive sockets end with their last response instead of holding the
  // shutdown until they time out.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await createDatabase({
      url: config.databaseUrl,
      replicaUrl: config.databaseReplicaUrl,
      // Lag-tolerant reads leave a replica that is down, not a standby or too far behind (ADR 032).
      onReplicaChange: (inUse, why) =>
        inUse
          ? app.log.info({ why }, "read replica in use for lag-tolerant reads")
          : app.log.warn({ why }, "read replica bypassed: lag-tolerant reads go to the primary"),
      pgliteDir: config.pgliteDir,
      onIdleConnectionError: (error) =>
        app.log.warn({ err: error }, "an idle database connection failed; the pool replaces it"),
    }));
  try {
    await database.migrate();
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }
  if (ownsDatabase) app.addHook("onClose", () => database.close());
  app.log.info(
    { database: database.kind, replica: database.replica ? database.replica.inUse() : "none" },
    "database ready, migrations applied",
  );
  let prepared: PreparedNetwork;
  try {
    // RAILWAY_DATA_DIR, else the demo network; a no-op when the database already holds it.
    prepared = await prepareRailwayNetwork({
      db: database.db,
      railwayDataDir: config.railwayDataDir,
      log: app.log,
    });
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }
  if (config.sessionSecretSource === "data-dir") {
    app.log.info(
      "SESSION_SECRET is not set: signing with the secret kept in DATA_DIR/session-secret",
    );
  }

  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ["br", "gzip"],
    // Pages and API answers are compressed per response: quality 4 (the
    // plugin's default) and a 256 KiB window instead of brotli's 4 MiB, which
    // is allocated for every response and is far larger than any page.
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  await app.register(helmet, {
    // Production: per-response nonces. Development: no nonces, because a nonce
    // in a directive makes browsers ignore its 'unsafe-inline', which Vite's
    // and React Router's development scripts need.
    enableCSPNonces: !isDev,
    crossOriginEmbedderPolicy: false,
    // The login frame and partner embeds frame this app; frame-ancestors decides who may.
    frameguard: false,
    // Over HTTPS only (the onSend hook below; issue 16 item 15).
    strictTransportSecurity: false,
    // Same-origin requests keep their referrer: with `no-referrer` browsers send
    // `Origin: null` on a plain form post, and React Router refuses such an
    // action as cross-site, so no form would work before JavaScript loads.
    referrerPolicy: { policy: "same-origin" },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Production: scripts from this origin or carrying this response's nonce, nothing inline.
        scriptSrc: isDev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'"],
        styleSrc: isDev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: isDev ? ["'self'", "ws:", "wss:"] : ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  if (options.pageCache ?? config.pageCache) {
    // After helmet: a cached page's policy replaces the nonce one helmet made (ADR 008).
    registerPageCache(app, {
      keyCookies: [AFFILIATE_COOKIE, LOCALE_COOKIE],
      include: (url) => !url.startsWith("/api/") && !url.startsWith("/assets/"),
    });
  }
  app.addHook("onSend", async (request, reply, payload) => {
    // HTTPS as the socket or a trusted proxy (TRUST_PROXY) says.
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    // Precompressed static files come in the encoding the client asked for: caches must know.
    if (reply.getHeader("content-encoding") && !reply.getHeader("vary")) {
      reply.header("vary", "Accept-Encoding");
    }
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(self), payment=()");
    // Whose page this is, for the service worker's offline copies (ADR 029).
    if (request.url.startsWith("/trains/")) {
      reply.header(VIEWER_HEADER, viewerTag(request.headers.cookie));
    }
    return payload;
  });

  // The railway's read side (timetable, station index, journey engine) lives in
  // memory; its write side (inventory, PNRs, accounts) in the database (ADR 006).
  const readModel = buildNetworkReadModel(prepared.network);
  app.log.info(
    { trains: readModel.timetable.length, ms: readModel.buildMs },
    "railway read model built",
  );
  // DEV_CLOCK=on: a clock the browser tests set through /api/dev/clock.
  const devClock =
    !options.now && config.devClock ? createDevClock(undefined, config.devClock.startAt) : null;
  // Several processes of one deployment (ADR 031): the dev clock moves in all of them.
  if (devClock) shareDevClock(devClock);
  // On PostgreSQL the processes on the database elect one to run the jobs and
  // outdate each other's cached availability (ADR 031); PGlite has one process.
  let coordination: Coordination = soleProcess();
  if (ownsDatabase && database.kind === "postgres" && config.databaseUrl) {
    try {
      coordination = await postgresCoordination({
        url: config.databaseUrl,
        sql: database.sql,
        log: app.log,
      });
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  const now = options.now ?? devClock?.now ?? (() => new Date());
  // One outbox for Safar's messages and the simulated railway's (ADR 011).
  const messages = createMessages({
    db: database.db,
    now,
    onError: (error) => app.log.error({ err: error }, "a message could not be sent"),
  });
  const railway = await createRailway({
    warmPredictions: config.predictionWarmup,
    database,
    model: readModel,
    clock: now,
    log: app.log,
    messenger: railwayMessengerFor(messages),
    // The railway's mails (a password-reset link) point at its pages on this site.
    portalBaseUrl: config.publicUrl,
    // JOBS_EVERY_MS (tests): the jobs round and the reconciler more often than their defaults.
    ...(config.jobsEveryMs ? { jobsIntervalMs: config.jobsEveryMs } : {}),
    reservations: { otherTravellers: config.otherTravellers },
    coordination,
  });
  // Registered before the database's close hook runs (hooks run in order): jobs stop first,
  // then the jobs lock goes (another process takes them over).
  app.addHook("preClose", async () => {
    await railway.close();
    await coordination.close();
  });
  // DEV_FAULTS=on: the partner API's railway calls can be made to fail (browser tests).
  const failing = new Set<string>();
  const gateway = config.devFaults ? withRailwayFaults(railway.gateway, failing) : railway.gateway;
  await registerApi(app, {
    config,
    database,
    now,
    railway: gateway,
    messages,
    jobs: coordination,
    ...(config.jobsEveryMs ? { reconcileEveryMs: config.jobsEveryMs } : {}),
  });
  // After the API: its error handler answers the seams' refusals too.
  if (devClock) {
    registerDevClock(app, devClock);
    app.log.warn("DEV_CLOCK is on: /api/dev/clock sets this server's time (this machine only)");
  }
  if (config.devHostApp && config.appTokenSecret) {
    registerDevHostApp(app, config.appTokenSecret, now);
    if (config.nodeEnv === "production") {
      app.log.warn("DEV_HOST_APP is on: /dev/host-app signs in-app tokens (this machine only)");
    }
  }
  if (config.devFaults) {
    registerDevFaults(app, railway.gateway, failing);
    app.log.warn(
      "DEV_FAULTS is on: /api/dev/railway-faults can make railway calls fail (this machine only)",
    );
  }
  // The railway's own pages (password entry, new IDs, password reset), never the partner's.
  // Its Aadhaar page checks a password: paced per client like the API's OTP checks (R6).
  await registerRailwayPortal(app, railway, { pacePasswordChecks: app.rateLimit("otpVerify") });

  await app.register(fastifyReactRouter, {
    devServer: vite,
    serverBuildPath: path.join(buildDir, "server/index.js"),
    clientBuildDirectory: path.join(buildDir, "client"),
    assetCacheControl: "public, max-age=31536000, immutable",
    fileCacheControl: "public, max-age=600",
    // scripts/web-build.ts writes `.br` and `.gz` beside each text file at build time.
    staticOptions: { preCompressed: true },
    // Form posts to pages: from this site only, and small (issue 16 items 9, 15).
    routeOptions: pagePostOptions(),
    getLoadContext(request, reply) {
      const context = new RouterContextProvider();
      context.set(apiContext, inProcessApi(app, request));
      context.set(clockContext, now);
      context.set(requestInfoContext, {
        requestId: request.id,
        log: request.log,
        nonce: reply.cspNonce?.script ?? "",
        styleNonce: reply.cspNonce?.style ?? "",
      });
      return context;
    },
  });
  return app;
}
