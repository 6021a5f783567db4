import { loadConfig } from "@safar/api/config";
import { createServer } from "./index.ts";

/** Production entry: serve until SIGTERM or SIGINT, then close gracefully. */
const config = loadConfig({ NODE_ENV: "production", ...process.env });
const app = await createServer(undefined, { config });
let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      app.log.error("shutdown took longer than 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}
await app.listen({ port: config.port, host: config.host });
