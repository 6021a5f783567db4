import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { LogLine } from "./helper.ts";

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "main.ts");

/** The production entry in its own process, with its JSON log lines collected. */
export class ServerProcess {
  readonly child: ChildProcess;
  readonly logs: LogLine[] = [];
  /** Lines on stdout that were not JSON log lines (there should be none). */
  readonly otherLines: string[] = [];
  stderr = "";
  readonly exited: Promise<number | null>;
  private waiters: { test: (l: LogLine) => boolean; resolve: (l: LogLine) => void }[] = [];

  constructor(env: Record<string, string>) {
    this.child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH ?? "",
        WEB_BUILD_DIR: process.env.WEB_BUILD_DIR ?? "build",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let buffer = "";
    this.child.stdout?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      for (let nl = buffer.indexOf("\n"); nl >= 0; nl = buffer.indexOf("\n")) {
        const text = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        let line: LogLine;
        try {
          line = JSON.parse(text) as LogLine;
        } catch {
          this.otherLines.push(text);
          continue;
        }
        this.logs.push(line);
        for (const waiter of this.waiters.filter((w) => w.test(line))) waiter.resolve(line);
        this.waiters = this.waiters.filter((w) => !w.test(line));
      }
    });
    this.child.stderr?.on("data", (chunk: Buffer) => {
      this.stderr += chunk.toString("utf8");
    });
    this.exited = new Promise((resolve) => this.child.once("exit", (code) => resolve(code)));
  }

  /** Resolves with the first log line (already seen or still to come) that passes `test`. */
  waitForLog(test: (l: LogLine) => boolean, timeoutMs = 120_000): Promise<LogLine> {
    const seen = this.logs.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no such log line within ${timeoutMs} ms; stderr: ${this.stderr}`)),
        timeoutMs,
      );
      this.waiters.push({
        test,
        resolve: (l) => {
          clearTimeout(timer);
          resolve(l);
        },
      });
    });
  }

  stop(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill("SIGKILL");
  }
}
