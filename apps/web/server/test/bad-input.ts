import { ERROR_MESSAGES } from "@safar/contracts/errors";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";

/**
 * The generators and the judge of the bad-input run (targets R4,
 * `../bad-input.integration-test.ts`): hostile values for any field, wrong
 * types, broken encodings, and what every answer must be (no 5xx; a 4xx says
 * what was wrong in words).
 */

// ── Hostile values ──────────────────────────────────────────────────────────

const CONTROL = [
  "\u0000",
  "\t",
  "\n",
  "\r",
  "\r\n",
  "\u0008",
  "\u000b",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009f",
  "\u2028",
  "\u2029",
] as const;
const LONE_SURROGATES = ["\uD800", "\uDFFF", "a\uDBFFb", "\uDC00\uD800", "9876\uD83D"] as const;
const ODD = [
  "",
  " ",
  "   ",
  "\uFEFF",
  "\u202E1234",
  "\u200B",
  "Ａｓｈａ",
  "١٢٣٤٥٦٧٨٩٠",
  "𝟗𝟖𝟕𝟔𝟓𝟒𝟑𝟐𝟏𝟎",
  "e\u0301",
  "İ",
  "ß",
  "😀👨‍👩‍👧",
  "' OR '1'='1",
  '"; drop table partner.orders; --',
  "<script>alert(1)</script>",
  "$" + "{7*7}{{7*7}}",
  "../../../etc/passwd",
  "%00",
  "%2e%2e%2f",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "-1",
  "0x1F",
  "00000000000000000001",
  "99999999999999999999999",
  "2026-02-30",
  "9999-12-31",
  "0000-00-00",
] as const;
const LONG_LENGTHS = [61, 121, 201, 321, 1_001, 5_000, 20_000, 70_000] as const;

/** A string with a control character somewhere in otherwise plain text. */
const withControl = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 12 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/** Strings no field should accept as they are, or should take without harm. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: withControl },
  { weight: 2, arbitrary: fc.constantFrom(...CONTROL) },
  { weight: 2, arbitrary: fc.constantFrom(...LONE_SURROGATES) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...LONG_LENGTHS), fc.constantFrom("9", "x", "é", "😀", "\u0000"))
      .map(([n, unit]) => unit.repeat(n)),
  },
  { weight: 3, arbitrary: fc.constantFrom(...ODD) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 24 }) },
);

const deepArray = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** Values of the wrong type for a string, a number, a flag or an object. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
  fc.constantFrom(1, 40, 2_000).map(deepArray),
  fc.constant({ __proto__: { admin: true } }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: wrongType },
);

// ── Paths in JSON values ────────────────────────────────────────────────────

export type Path = (string | number)[];

/** Every path to a leaf (or an empty object or array) of a JSON value. */
export function leafPaths(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [at];
    return value.flatMap((v, i) => leafPaths(v, [...at, i]));
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return [at];
    return entries.flatMap(([k, v]) => leafPaths(v, [...at, k]));
  }
  return [at];
}

/** Property paths a JSON Schema describes (array items as index 0), so optional fields are reached too. */
export function schemaPaths(schema: unknown, at: Path = [], depth = 0): Path[] {
  if (!schema || typeof schema !== "object" || depth > 8) return [];
  const s = schema as Record<string, unknown>;
  const out: Path[] = [];
  if (s.properties && typeof s.properties === "object") {
    for (const [key, child] of Object.entries(s.properties)) {
      out.push([...at, key], ...schemaPaths(child, [...at, key], depth + 1));
    }
  }
  if (s.items) out.push(...schemaPaths(s.items, [...at, 0], depth + 1));
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    if (Array.isArray(s[key])) {
      for (const option of s[key] as unknown[]) out.push(...schemaPaths(option, at, depth + 1));
    }
  }
  return out;
}

/** A copy of `value` with `path` set (or removed, for `undefined`), creating containers on the way. */
export function withValueAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...Path];
  const base = (
    Array.isArray(value) ? [...value] : value && typeof value === "object" ? { ...value } : {}
  ) as Record<string | number, unknown>;
  const child = withValueAt((base as Record<string, unknown>)[head], rest, next);
  if (child === undefined && rest.length === 0) delete base[head];
  else base[head] = child;
  return base;
}

const uniquePaths = (paths: Path[]): Path[] => {
  const seen = new Map<string, Path>();
  for (const p of paths) seen.set(JSON.stringify(p), p);
  return [...seen.values()];
};

export function fieldPaths(seed: unknown, schema?: unknown): Path[] {
  return uniquePaths([...leafPaths(seed), ...(schema ? schemaPaths(schema) : [])]).filter(
    (p) => p.length > 0,
  );
}

// ── Mutations of a request ──────────────────────────────────────────────────

/** One change to a field: a hostile value, or the field removed. `pick` chooses the field. */
export interface FieldEdit {
  pick: number;
  value: unknown;
  remove: boolean;
}

const fieldEdit: fc.Arbitrary<FieldEdit> = fc.record({
  pick: fc.nat(),
  value: hostileValue,
  remove: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
});

/** What happens to a JSON body. */
export type BodyPlan =
  | { kind: "seed" }
  | { kind: "fields"; edits: FieldEdit[] }
  | { kind: "extra"; key: string; value: unknown }
  | { kind: "whole"; value: unknown }
  | { kind: "raw"; encoding: RawEncoding };

export type RawEncoding =
  | "truncated-json"
  | "single-quoted"
  | "nul-byte"
  | "invalid-utf8"
  | "overlong-nul"
  | "utf16le"
  | "bom"
  | "text-plain"
  | "form-urlencoded"
  | "multipart-garbage"
  | "latin1-charset"
  | "empty-json"
  | "duplicate-keys"
  | "proto"
  | "xml";

const RAW_ENCODINGS: readonly RawEncoding[] = [
  "truncated-json",
  "single-quoted",
  "nul-byte",
  "invalid-utf8",
  "overlong-nul",
  "utf16le",
  "bom",
  "text-plain",
  "form-urlencoded",
  "multipart-garbage",
  "latin1-charset",
  "empty-json",
  "duplicate-keys",
  "proto",
  "xml",
];

export const bodyPlan: fc.Arbitrary<BodyPlan> = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .array(fieldEdit, { minLength: 1, maxLength: 3 })
      .map((edits) => ({ kind: "fields" as const, edits })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({
        key: fc.oneof(hostileString, fc.constantFrom("__proto__", "constructor")),
        value: hostileValue,
      })
      .map(({ key, value }) => ({ kind: "extra" as const, key, value })),
  },
  { weight: 2, arbitrary: hostileValue.map((value) => ({ kind: "whole" as const, value })) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...RAW_ENCODINGS)
      .map((encoding) => ({ kind: "raw" as const, encoding })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "seed" as const }) },
);

/** What happens to the query string. */
export type QueryPlan =
  | { kind: "seed" }
  | { kind: "fields"; edits: FieldEdit[] }
  | { kind: "raw"; text: string }
  | { kind: "repeat"; pick: number }
  | { kind: "bracket"; pick: number };

const RAW_QUERY = [
  "%",
  "%Z",
  "%ZZ",
  "%C0%80",
  "%ED%A0%80",
  "%FF%FE",
  "%00",
  "%E2%80%A8",
  "%0D%0ASet-Cookie:%20x=1",
  "a=%",
  "=%00",
  "&&&",
  "?",
  "#",
  "x".repeat(9_000),
] as const;

export const queryPlan: fc.Arbitrary<QueryPlan> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .array(fieldEdit, { minLength: 1, maxLength: 3 })
      .map((edits) => ({ kind: "fields" as const, edits })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...RAW_QUERY).map((text) => ({ kind: "raw" as const, text })),
  },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: "repeat" as const, pick })) },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: "bracket" as const, pick })) },
  { weight: 2, arbitrary: fc.constant({ kind: "seed" as const }) },
);

/** Who sends it. */
export type Caller = "signed-in" | "signed-out" | "no-csrf" | "sso-header" | "garbage-cookie";
export const caller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 5, arbitrary: fc.constant("signed-in" as const) },
  { weight: 4, arbitrary: fc.constant("signed-out" as const) },
  { weight: 1, arbitrary: fc.constant("no-csrf" as const) },
  { weight: 1, arbitrary: fc.constant("sso-header" as const) },
  { weight: 1, arbitrary: fc.constant("garbage-cookie" as const) },
);

/** A path segment to put in place of a route parameter. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.map(percentEncode),
  fc.constantFrom(
    "%",
    "%ZZ",
    "%00",
    "%C0%80",
    "%ED%A0%80",
    "..",
    "%2F",
    "-1",
    "0",
    "1".repeat(300),
  ),
);

// ── Encoding ────────────────────────────────────────────────────────────────

/**
 * Percent-encodes any string, lone surrogates included (as the WTF-8 bytes
 * `encodeURIComponent` refuses to write), so that they reach the server.
 */
export function percentEncode(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const next = value.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(value[i] as string);
    }
  }
  return out;
}

/** A query value as text: strings as they are, anything else as JSON (what a client might send). */
export function queryText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

export function queryString(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(queryText(v))}`)
    .join("&");
}

export interface EncodedBody {
  contentType: string | null;
  payload: string | Buffer;
}

/** The JSON text with raw bytes put just before its last quote (inside a string, when it has one). */
function insideLastString(json: string, bytes: number[]): Buffer {
  const at = json.lastIndexOf('"');
  if (at < 0) return Buffer.concat([Buffer.from(json), Buffer.from(bytes)]);
  return Buffer.concat([
    Buffer.from(json.slice(0, at)),
    Buffer.from(bytes),
    Buffer.from(json.slice(at)),
  ]);
}

/** The seed body sent in a broken or unexpected encoding. */
export function rawBody(seed: unknown, encoding: RawEncoding): EncodedBody {
  const json = JSON.stringify(seed ?? {});
  const JSON_TYPE = "application/json";
  switch (encoding) {
    case "truncated-json":
      return { contentType: JSON_TYPE, payload: json.slice(0, Math.max(1, json.length - 3)) };
    case "single-quoted":
      return { contentType: JSON_TYPE, payload: json.replaceAll('"', "'") };
    case "nul-byte":
      return {
        contentType: JSON_TYPE,
        payload: Buffer.concat([Buffer.from(json), Buffer.from([0])]),
      };
    case "invalid-utf8":
      return {
        contentType: JSON_TYPE,
        payload: insideLastString(json, [0xff, 0xfe, 0xed, 0xa0, 0x80]),
      };
    case "overlong-nul":
      return { contentType: JSON_TYPE, payload: insideLastString(json, [0xc0, 0x80]) };
    case "utf16le":
      return {
        contentType: `${JSON_TYPE}; charset=utf-16le`,
        payload: Buffer.from(json, "utf16le"),
      };
    case "bom":
      return { contentType: JSON_TYPE, payload: `\uFEFF${json}` };
    case "text-plain":
      return { contentType: "text/plain", payload: json };
    case "form-urlencoded":
      return {
        contentType: "application/x-www-form-urlencoded",
        payload: queryString(
          Object.fromEntries(
            Object.entries((seed && typeof seed === "object" ? seed : {}) as object).map(
              ([k, v]) => [k, queryText(v)],
            ),
          ),
        ),
      };
    case "multipart-garbage":
      return {
        contentType: "multipart/form-data; boundary=----x",
        payload: `------x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n------`,
      };
    case "latin1-charset":
      return { contentType: `${JSON_TYPE}; charset=latin1`, payload: Buffer.from(json, "latin1") };
    case "empty-json":
      return { contentType: JSON_TYPE, payload: "" };
    case "duplicate-keys":
      return {
        contentType: JSON_TYPE,
        payload:
          json.startsWith("{") && json.length > 2 ? `${json.slice(0, -1)},${json.slice(1)}` : json,
      };
    case "proto":
      return {
        contentType: JSON_TYPE,
        payload:
          json.startsWith("{") && json.length > 2
            ? `{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},${json.slice(1)}`
            : '{"__proto__":{"admin":true}}',
      };
    case "xml":
      return { contentType: "application/xml", payload: "<a>&#0;</a>" };
  }
}

// ── The judge ───────────────────────────────────────────────────────────────

/** The page's visible words, without markup (React splits text with comments). */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of an HTML page's first heading or of an alert, whichever has some. */
function pageMessage(html: string): string {
  const candidates = [
    ...html.matchAll(/role="alert"[^>]*>([\s\S]*?)<\/(?:div|p|section)>/g),
    ...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g),
  ].map((m) => visibleText(m[1] ?? ""));
  return candidates.find((text) => text.length > 0) ?? "";
}

/**
 * What is wrong with an answer, or null: never a 5xx; a 4xx in JSON carries
 * `error.message` in words (for a validation failure, the problem, not the
 * generic 'Sorry, something went wrong'); a 4xx page shows a heading or an
 * alert.
 */
export function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 160)}`;
  if (res.statusCode < 400) return null;
  const type = String(res.headers["content-type"] ?? "");
  if (type.includes("json")) {
    let error: { code?: unknown; message?: unknown } | undefined;
    try {
      error = (res.json() as { error?: typeof error }).error;
    } catch {
      return `${res.statusCode} with a body that is not JSON`;
    }
    const message = error?.message;
    if (typeof message !== "string" || message.trim().length === 0) {
      return `${res.statusCode} without a message`;
    }
    if (error?.code === "validation_failed" && message === ERROR_MESSAGES.validation_failed) {
      return `${res.statusCode} validation_failed with the generic message`;
    }
    return null;
  }
  if (type.includes("html")) {
    return pageMessage(res.body).length > 0
      ? null
      : `${res.statusCode} page without a heading or alert`;
  }
  // React Router's single-fetch answers (turbo-stream): the client shows its own error screen.
  if (type.includes("text/x-script")) return null;
  return `${res.statusCode} ${type || "without a content type"} without a message`;
}

// ── The sweep: every field, each kind of breakage ───────────────────────────

/** The value at a path of a JSON value, or undefined. */
export function valueAt(value: unknown, path: Path): unknown {
  let at: unknown = value;
  for (const key of path) {
    if (!at || typeof at !== "object") return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

const asText = (v: unknown): string =>
  typeof v === "string" ? v : v === undefined ? "x" : (JSON.stringify(v) ?? "x");

/** One breakage of a field's valid value `v`, named for the report. */
export interface Breakage {
  name: string;
  /** Whether the value is text (what a form or a query can carry). */
  text: boolean;
  apply(v: unknown): unknown;
}

/**
 * Every field of every request gets each of these, applied to its valid
 * value so that the rest of the request stays valid and the breakage reaches
 * whatever is behind the field. `DATABASE_BREAKAGES` are the ones a database
 * can trip on (PostgreSQL stores no NUL), for the smaller PostgreSQL run.
 */
export const BREAKAGES: readonly Breakage[] = [
  { name: "NUL", text: true, apply: (v) => `${asText(v)}\u0000` },
  { name: "NUL inside", text: true, apply: (v) => `\u0000${asText(v)}` },
  { name: "line feed", text: true, apply: (v) => `${asText(v)}\n` },
  { name: "tab", text: true, apply: (v) => `\t${asText(v)}` },
  { name: "escape", text: true, apply: (v) => `${asText(v)}\u001b[0m` },
  { name: "lone surrogate", text: true, apply: (v) => `${asText(v)}\uD800` },
  { name: "over-long", text: true, apply: (v) => asText(v).padEnd(10_000, "9") },
  { name: "empty", text: true, apply: () => "" },
  { name: "number", text: false, apply: () => 12_345 },
  { name: "null", text: false, apply: () => null },
  { name: "array", text: false, apply: (v) => [v] },
  { name: "object", text: false, apply: (v) => ({ v }) },
];

export const DATABASE_BREAKAGES: readonly Breakage[] = BREAKAGES.filter((b) =>
  ["NUL", "NUL inside", "lone surrogate", "over-long", "number"].includes(b.name),
);
