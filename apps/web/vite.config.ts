import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    reactRouter(),
    fastifyReactRouterDev({
      entry: "./server/index.ts",
      externalizeServerEntryImports: ["#server-context"],
    }),
  ],
  build: { target: "es2022" },
});
