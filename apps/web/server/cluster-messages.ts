import cluster from "node:cluster";
import type { DevClock } from "./dev-clock.ts";

/**
 * What the server processes of `npm start` tell each other through the
 * cluster's primary (ADR 031). Only the development clock travels this way:
 * a browser test or a bench sets it through one process, and every process
 * must then read the same time. The primary keeps the latest offset, so a
 * process started later (one that replaces a process that died) starts there.
 */
export interface DevClockMessage {
  kind: "dev-clock";
  offsetMs: number;
}

export function isDevClockMessage(message: unknown): message is DevClockMessage {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { kind?: unknown }).kind === "dev-clock" &&
    typeof (message as { offsetMs?: unknown }).offsetMs === "number"
  );
}

/** In a cluster worker: sends this process's clock changes to the primary and takes the others'. */
export function shareDevClock(clock: DevClock): void {
  if (!cluster.isWorker || !process.send) return;
  clock.onChange((offsetMs) => {
    const message: DevClockMessage = { kind: "dev-clock", offsetMs };
    process.send?.(message);
  });
  process.on("message", (message) => {
    if (isDevClockMessage(message)) clock.adopt(message.offsetMs);
  });
}
