import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // WEB_BUILD_DIR lets parallel work trees of one checkout build side by side.
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
} satisfies Config;
