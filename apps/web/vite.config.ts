import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { serviceWorker } from "./vite-service-worker.ts";

const APP = `${import.meta.dirname}/app/`;
/**
 * What every page loads: the client entry, the root route, the error
 * boundary every route module imports and the screen frame.
 */
const SHELL_SEEDS = [
  `${APP}entry.client.tsx`,
  `${APP}root.tsx`,
  `${APP}routes/shared/route-error.tsx`,
  // The frame of nearly every screen (the not-found screen that used to bring it is deferred).
  `${APP}routes/shared/screen.tsx`,
];

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

/** Every module the seeds import statically, directly or not. */
function staticClosure(moduleInfo: ModuleInfoOf, seeds: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...seeds];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

let shellModules: Set<string> | undefined;

/**
 * W2 (ADR 009): V8's explicit compile hint on the entry chunk. Chromium then
 * compiles all its functions while the file streams in, on a background
 * thread, instead of compiling each one on the main thread the first time
 * hydration calls it (≈ 120–200 ms of main-thread compile on the results page
 * of a CPU-throttled Chromium before, ≈ 20 ms after). Nearly every function of
 * the entry (React, React Router, the shell) runs on the first load anyway.
 */
function compileHints(): Plugin {
  return {
    name: "safar:compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    // After Vite's own changes to the chunk (its preload helper goes first).
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !chunk.facadeModuleId?.endsWith("/entry.client.tsx")) {
            continue;
          }
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          // One line more at the top: an empty line of mappings keeps a source map true
          // (the map may already be an asset of the bundle, or still on the chunk).
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === "asset" && typeof map.source === "string") {
            const json = JSON.parse(map.source) as { mappings: string };
            json.mappings = `;${json.mappings}`;
            map.source = JSON.stringify(json);
          }
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [
    reactRouter(),
    compileHints(),
    serviceWorker(),
    fastifyReactRouterDev({
      entry: "./server/index.ts",
      externalizeServerEntryImports: ["#server-context"],
    }),
  ],
  build: {
    target: "es2022",
    sourcemap: process.env.SOURCEMAP === "1",
    // Vite reads terser's options from here for every environment; only the
    // client build minifies.
    terserOptions: {
      ecma: 2020,
      compress: { passes: 3, pure_getters: true, unsafe_arrows: true },
    },
  },
  environments: {
    client: {
      build: {
        // W3: terser's compression leaves about 1 KiB (brotli) less of the first
        // load than the default minifier (oxc), measured on the entry chunk.
        minify: "terser",
        // Every browser we serve has `modulepreload`: no polyfill in the entry.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // W3 (bench/first-load-js.ts): the shell (React, React Router and our
            // shell code) as one chunk instead of a dozen; brotli compresses one
            // file better than many small ones (≈ 5 KiB less on every page).
            codeSplitting: {
              groups: [
                {
                  debugName: "shell",
                  name(id, ctx) {
                    shellModules ??= staticClosure((m) => ctx.getModuleInfo(m), SHELL_SEEDS);
                    return shellModules.has(id) ? "shell" : null;
                  },
                },
              ],
            },
          },
        },
      },
    },
  },
});
