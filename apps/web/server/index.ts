import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import { registerApi } from "@safar/api/app";
import { type Config, loadConfig } from "@safar/api/config";
import { createDatabase, type Database } from "@safar/db/client";
import { type FastifyInstance, fastify } from "fastify";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";
import { type ApiClient, apiContext, requestInfoContext } from "#server-context";

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_DIR = path.resolve(WEB_ROOT, process.env.WEB_BUILD_DIR ?? "build");
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface ServerOptions {
  config?: Config;
  /** An already-open database; the server then leaves closing it to the caller. */
  database?: Database;
  now?: () => Date;
}

/** An API client that calls the API inside this process, without a socket. */
function inProcessApi(app: FastifyInstance): ApiClient {
  return {
    async fetch(url, init = {}) {
      const res = await app.inject({
        method: (init.method ?? "GET") as "GET",
        url,
        headers: init.headers ?? {},
        ...(init.body === undefined ? {} : { payload: init.body }),
      });
      const headers = new Headers();
      for (const [key, value] of Object.entries(res.headers)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [String(value)]) headers.append(key, v);
      }
      return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.rawPayload, {
        status: res.statusCode,
        headers,
      });
    },
  };
}

/**
 * Builds the one Fastify instance that serves the API and the server-rendered
 * web app (ADR 001). `vite` is passed by the development plugin; without it
 * the production build under `build/` is served.
 */
export async function createServer(
  vite?: ViteDevServer,
  options: ServerOptions = {},
): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const isDev = Boolean(vite);
  const app = fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie", "req.headers.sso_token"],
    },
    requestIdHeader: "x-request-id",
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: true,
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await createDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir }));
  await database.migrate();
  if (ownsDatabase) app.addHook("onClose", () => database.close());
  if (config.sessionSecretGenerated && config.nodeEnv === "production") {
    app.log.warn("SESSION_SECRET is not set: a random one is used, so sessions end at restart");
  }

  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(helmet, {
    enableCSPNonces: true,
    crossOriginEmbedderPolicy: false,
    // The login frame and partner embeds frame this app; frame-ancestors decides who may.
    frameguard: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
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

  await registerApi(app, { config, database, now: options.now ?? (() => new Date()) });

  const api = inProcessApi(app);
  await app.register(fastifyReactRouter, {
    devServer: vite,
    serverBuildPath: path.join(BUILD_DIR, "server/index.js"),
    clientBuildDirectory: path.join(BUILD_DIR, "client"),
    assetCacheControl: "public, max-age=31536000, immutable",
    fileCacheControl: "public, max-age=600",
    getLoadContext(request, reply) {
      const context = new RouterContextProvider();
      context.set(apiContext, api);
      context.set(requestInfoContext, {
        requestId: request.id,
        nonce: reply.cspNonce?.script ?? "",
      });
      return context;
    },
  });
  return app;
}
