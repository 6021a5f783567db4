import { stdSerializers } from "pino";

/**
 * The `err` serializer of the server's log (targets R4, issue 16): pino's
 * own, minus the values a failed database query carried. Drizzle puts a
 * query's parameters into its error (`params`, and `params: …` in the
 * message and stack), and PostgreSQL's `detail` and `where` can quote a row
 * ('Failing row contains (…)', 'portal parameter $1 = …'): travellers' names,
 * emails and mobiles. The query text, the error's code, constraint, table
 * and column stay, which is what finding the fault needs.
 */

const REDACTED = "[redacted]";
/** Properties of a database error that can hold a row's or a parameter's value. */
const VALUE_FIELDS = new Set(["params", "parameters", "detail", "where"]);
/** Parameters shorter than this are not searched for in the text (digits of line numbers). */
const MIN_SCRUBBED_LENGTH = 3;
const MAX_CAUSES = 10;

/** The parameters of every failed query in an error's cause chain. */
function queryParameters(err: unknown): unknown[][] {
  const found: unknown[][] = [];
  let current: unknown = err;
  for (let depth = 0; depth < MAX_CAUSES && current && typeof current === "object"; depth++) {
    const candidate = current as { query?: unknown; params?: unknown; cause?: unknown };
    if (typeof candidate.query === "string" && Array.isArray(candidate.params)) {
      found.push(candidate.params);
    }
    current = candidate.cause;
  }
  return found;
}

function scrubber(parameterLists: unknown[][]): (text: string) => string {
  // The message of Drizzle's error is `Failed query: <sql>\nparams: <params joined by ,>`.
  const joined = parameterLists.map((params) => `\nparams: ${String(params)}`);
  // A value can also be quoted by the database ('invalid input syntax for type uuid: "…"').
  const values = parameterLists
    .flat()
    .filter((value): value is string => typeof value === "string")
    .filter((value) => value.length >= MIN_SCRUBBED_LENGTH)
    .sort((a, b) => b.length - a.length);
  return (text) => {
    let out = text;
    for (const whole of joined) out = out.split(whole).join(`\nparams: ${REDACTED}`);
    for (const value of values) out = out.split(value).join(REDACTED);
    return out;
  };
}

function scrubbed(value: unknown, scrub: (text: string) => string, depth: number): unknown {
  if (typeof value === "string") return scrub(value);
  if (depth > 4 || !value || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => scrubbed(v, scrub, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = VALUE_FIELDS.has(key) ? REDACTED : scrubbed(v, scrub, depth + 1);
  }
  return out;
}

/** pino's error serializer without the values of failed database queries. */
export function serializeError(err: Error): SerializedError {
  const serialized: unknown = stdSerializers.err(err);
  if (!serialized || typeof serialized !== "object") {
    return { type: "unknown", message: String(serialized), stack: "" };
  }
  return scrubbed(serialized, scrubber(queryParameters(err)), 0) as SerializedError;
}

/** What the log holds of an error (pino's shape). */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}
