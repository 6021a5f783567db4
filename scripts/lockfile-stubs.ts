import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm run lock:stubs` — makes `npm ci` accept the lockfile on this
 * workplace's registry.
 *
 * The registry these machines reach lacks some platform builds of native
 * packages (e.g. `@biomejs/cli-win32-x64@2.6.8`). `npm install` then leaves
 * them out of package-lock.json, while `npm ci` still expects an entry for
 * every optional dependency and stops with "Missing: <name>@ from lock file".
 * This script adds an entry for each such optional dependency, with the
 * version its parent asks for and the os/cpu/libc its name spells
 * (`<os>-<cpu>[-gnu|-musl|-msvc…]`), so npm skips it on other platforms and
 * never fetches it here. `npm install` keeps these entries.
 *
 * Run it after `npm install` whenever `npm ci` reports such a "Missing" line.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LOCK = path.join(ROOT, "package-lock.json");

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const OS = new Set([
  "android",
  "darwin",
  "freebsd",
  "linux",
  "netbsd",
  "openbsd",
  "sunos",
  "win32",
  "aix",
]);
const CPU = new Set([
  "arm",
  "arm64",
  "ia32",
  "x64",
  "ppc64",
  "s390x",
  "riscv64",
  "loong64",
  "mips64el",
  "wasm32",
]);

/** `@biomejs/cli-linux-x64-musl` → { os: linux, cpu: x64, libc: musl }; undefined if the name says no platform. */
export function platformOf(name: string): Pick<LockEntry, "os" | "cpu" | "libc"> | undefined {
  const parts = (name.split("/").at(-1) ?? "").split("-");
  for (let i = 0; i < parts.length - 1; i++) {
    const os = parts[i] ?? "";
    const cpu = parts[i + 1] ?? "";
    if (!OS.has(os) || !CPU.has(cpu)) continue;
    const abi = parts.slice(i + 2).join("-");
    const libc = abi.includes("musl") ? ["musl"] : os === "linux" ? ["glibc"] : undefined;
    return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
  }
  return undefined;
}

function main(): void {
  const lock = JSON.parse(readFileSync(LOCK, "utf8")) as { packages: Record<string, LockEntry> };
  const packages = lock.packages;
  const added: string[] = [];
  for (const [key, entry] of Object.entries(packages)) {
    for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
      // npm hoists these to the top level, or nests them beside their parent.
      const nested = `${key ? `${key}/` : ""}node_modules/${dep}`;
      if (packages[`node_modules/${dep}`] || packages[nested]) continue;
      const platform = platformOf(dep);
      if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
      packages[`node_modules/${dep}`] = {
        version: range,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${dep}@${range}`);
    }
  }
  if (added.length === 0) {
    console.log("package-lock.json: nothing to add");
    return;
  }
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) =>
      a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
    ),
  );
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `package-lock.json: added ${added.length} platform entries:\n  ${added.join("\n  ")}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
