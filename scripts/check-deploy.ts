/**
 * `npm run deploy:check` (part of `npm run check`): the container files of
 * ADR 032 stay in step with the repository when no container tool is there to
 * build them. Checks that:
 *
 * - deploy/compose.yaml parses, has the topology's services (primary,
 *   replica, app1, app2, balancer), every `depends_on` names a service, every
 *   bind-mounted file and every build's Dockerfile exists, and every app
 *   service points DATABASE_URL at the primary and DATABASE_REPLICA_URL at
 *   the replica;
 * - the balancer's backend file names exactly the app services, and the
 *   shared HAProxy file checks /readyz;
 * - deploy/Dockerfile has a FROM and a CMD, and every COPY source (outside
 *   `--from` stages) exists;
 * - every workspace's package.json is copied before `npm ci`;
 * - `haproxy -c` accepts the HAProxy pair, when HAProxy is installed.
 *
 * Prints each problem and exits 1 on any. When `docker` or `podman` answers
 * (a daemon is running), it says so: `docker build -f deploy/Dockerfile .`
 * is then the stronger check.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DEPLOY = path.join(ROOT, "deploy");

type Service = {
  build?: { context?: string; dockerfile?: string } | string;
  image?: string;
  environment?: Record<string, string> | string[];
  volumes?: (string | { type?: string; source?: string })[];
  depends_on?: string[] | Record<string, unknown>;
};

export function checkCompose(composeText: string, deployDir: string): string[] {
  const problems: string[] = [];
  let compose: { services?: Record<string, Service> };
  try {
    compose = parse(composeText, { merge: true }) as typeof compose;
  } catch (error) {
    return [`compose.yaml does not parse: ${(error as Error).message}`];
  }
  const services = compose.services ?? {};
  for (const name of ["primary", "replica", "app1", "app2", "balancer"]) {
    if (!services[name]) problems.push(`compose.yaml: no service "${name}"`);
  }
  for (const [name, service] of Object.entries(services)) {
    const deps = Array.isArray(service.depends_on)
      ? service.depends_on
      : Object.keys(service.depends_on ?? {});
    for (const dep of deps) {
      if (!services[dep])
        problems.push(`compose.yaml: ${name} depends on unknown service "${dep}"`);
    }
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === "string" ? volume.split(":")[0] : volume.source;
      if (source?.startsWith(".") && !existsSync(path.resolve(deployDir, source))) {
        problems.push(`compose.yaml: ${name} mounts ${source}, which does not exist`);
      }
    }
    if (service.build !== undefined) {
      const build = typeof service.build === "string" ? { context: service.build } : service.build;
      const context = path.resolve(deployDir, build.context ?? ".");
      const dockerfile = path.resolve(context, build.dockerfile ?? "Dockerfile");
      if (!existsSync(dockerfile)) {
        problems.push(`compose.yaml: ${name} builds from ${dockerfile}, which does not exist`);
      }
      const env = Array.isArray(service.environment)
        ? Object.fromEntries(service.environment.map((e) => e.split("=", 2)))
        : (service.environment ?? {});
      if (!String(env.DATABASE_URL ?? "").includes("@primary:")) {
        problems.push(`compose.yaml: ${name}'s DATABASE_URL does not name the primary`);
      }
      if (!String(env.DATABASE_REPLICA_URL ?? "").includes("@replica:")) {
        problems.push(`compose.yaml: ${name}'s DATABASE_REPLICA_URL does not name the replica`);
      }
    }
  }
  return problems;
}

export function checkBalancer(shared: string, backend: string, appServices: string[]): string[] {
  const problems: string[] = [];
  if (!/http-check send meth GET uri \/readyz/.test(shared)) {
    problems.push("haproxy.cfg: the health check does not ask /readyz");
  }
  const servers = [...backend.matchAll(/^\s*server\s+\S+\s+([\w.-]+):\d+/gm)].map((m) => m[1]);
  if (servers.sort().join(",") !== [...appServices].sort().join(",")) {
    problems.push(
      `haproxy-compose.cfg: servers ${servers.join(", ")} are not the app services ${appServices.join(", ")}`,
    );
  }
  return problems;
}

export function checkDockerfile(text: string, root: string): string[] {
  const problems: string[] = [];
  const lines = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  if (!lines.some((l) => /^FROM\s/i.test(l))) problems.push("Dockerfile: no FROM");
  if (!lines.some((l) => /^CMD\s/i.test(l))) problems.push("Dockerfile: no CMD");
  const copied = new Set<string>();
  let npmCi = -1;
  lines.forEach((line, index) => {
    if (/^RUN\s.*\bnpm ci\b/.test(line) && npmCi < 0) npmCi = index;
    const copy = /^(COPY|ADD)\s+(.*)$/i.exec(line);
    if (!copy) return;
    const words = (copy[2] as string).split(/\s+/);
    if (words.some((w) => w.startsWith("--from="))) return;
    const sources = words.filter((w) => !w.startsWith("--")).slice(0, -1);
    for (const source of sources) {
      if (!existsSync(path.join(root, source)))
        problems.push(`Dockerfile: COPY ${source}: no such path`);
      if (npmCi < 0) copied.add(source);
    }
  });
  const manifests = ["apps", "packages"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(path.join(root, dir, e.name, "package.json")))
      .map((e) => `${dir}/${e.name}/package.json`),
  );
  for (const manifest of manifests) {
    if (!copied.has(manifest)) problems.push(`Dockerfile: ${manifest} is not copied before npm ci`);
  }
  return problems;
}

/** `haproxy -c` on the compose pair, when HAProxy is installed here: null when it is not. */
function haproxyCheck(): string[] | null {
  const answer = spawnSync(
    "haproxy",
    ["-c", "-f", path.join(DEPLOY, "haproxy.cfg"), "-f", path.join(DEPLOY, "haproxy-compose.cfg")],
    { encoding: "utf8", env: { ...process.env, SAFAR_BIND: "127.0.0.1:8080" }, timeout: 10_000 },
  );
  if (answer.error) return null;
  return answer.status === 0 ? [] : [`haproxy -c: ${answer.stderr || answer.stdout}`.trim()];
}

function containerTool(): string | null {
  for (const tool of ["docker", "podman"]) {
    const answer = spawnSync(tool, ["info"], { stdio: "ignore", timeout: 5_000 });
    if (answer.status === 0) return tool;
  }
  return null;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const read = (file: string) => readFileSync(path.join(DEPLOY, file), "utf8");
  const problems = [
    ...checkCompose(read("compose.yaml"), DEPLOY),
    ...checkBalancer(read("haproxy.cfg"), read("haproxy-compose.cfg"), ["app1", "app2"]),
    ...checkDockerfile(read("Dockerfile"), ROOT),
  ];
  const haproxy = haproxyCheck();
  problems.push(...(haproxy ?? []));
  for (const p of problems) console.error(`deploy/${p}`);
  if (problems.length > 0) process.exit(1);
  const tool = containerTool();
  console.log(
    `✔ deploy/: compose.yaml, Dockerfile and the HAProxy files agree with the repository${
      haproxy ? "; haproxy -c accepts its configuration" : ""
    }${
      tool
        ? ` (${tool} answers: \`${tool} build -f deploy/Dockerfile .\` builds the image)`
        : " (no container tool answers here: checked by reading, not built)"
    }`,
  );
}
