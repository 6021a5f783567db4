import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "vite";

const WEB = import.meta.dirname;
const ENTRY = path.join(WEB, "service-worker/sw.ts");
/** Public files the worker precaches: the offline page and what it needs, the install icons. */
export const PRECACHED = [
  "trains/offline.html",
  "trains/offline.css",
  "trains/offline.js",
  "trains/offline-age.css",
  "favicon.svg",
  "manifest.webmanifest",
  "icons/safar-192.png",
];

/** Workbox's precache list, each file with a revision from its bytes. */
function precacheManifest(): string {
  return JSON.stringify(
    PRECACHED.map((file) => ({
      url: `/${file}`,
      revision: createHash("sha256")
        .update(readFileSync(path.join(WEB, "public", file)))
        .digest("hex")
        .slice(0, 16),
    })),
  );
}

/**
 * Bundles service-worker/sw.ts (Workbox modules and our rules) into one
 * classic script, `/trains/sw.js`, so its default scope is the trains path.
 */
async function bundleWorker(write: string | false): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    mode: "production",
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      "self.__WB_MANIFEST": precacheManifest(),
    },
    build: {
      write: write !== false,
      outDir: write || undefined,
      emptyOutDir: false,
      copyPublicDir: false,
      target: "es2022",
      minify: true,
      lib: { entry: ENTRY, formats: ["iife"], name: "safarServiceWorker", fileName: () => "sw.js" },
    },
  });
  const result = Array.isArray(output) ? output[0] : output;
  if (!result || !("output" in result)) return "";
  const chunk = result.output.find((file) => file.type === "chunk");
  return chunk?.type === "chunk" ? chunk.code : "";
}

/**
 * The service worker (ADR 029): written to the client build as
 * `trains/sw.js`; the development server bundles it on request.
 */
export function serviceWorker(): Plugin {
  let outDir = "";
  return {
    name: "safar:service-worker",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      outDir = config.environments.client?.build.outDir ?? config.build.outDir;
    },
    async closeBundle() {
      if (this.environment.config.command !== "build") return;
      await bundleWorker(path.resolve(WEB, outDir, "trains"));
    },
    configureServer(server) {
      server.middlewares.use("/trains/sw.js", (_req, res, next) => {
        bundleWorker(false).then((code) => {
          res.setHeader("content-type", "text/javascript; charset=utf-8");
          res.setHeader("cache-control", "no-cache");
          res.end(code);
        }, next);
      });
    },
  };
}
