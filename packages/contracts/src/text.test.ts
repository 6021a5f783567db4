import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  hasHiddenCharacters,
  inputText,
  isInputText,
  multilineInputText,
  TEXT_MESSAGES,
} from "./text.ts";

describe("inputText: the one building block of a string from a client", () => {
  const field = inputText().trim().max(20);

  it.each([
    ["NUL", "98\u0000"],
    ["a line feed", "Asha\nVerma"],
    ["a carriage return", "Asha\rVerma"],
    ["a tab", "Asha\tVerma"],
    ["escape", "\u001b[31m"],
    ["delete", "a\u007f"],
    ["a C1 control", "a\u0085b"],
    ["the line separator", "a\u2028b"],
    ["a lone high surrogate", "a\uD800b"],
    ["a lone low surrogate", "\uDC00"],
  ])("refuses %s with one clear message", (_, value) => {
    const result = field.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([TEXT_MESSAGES.singleLine]);
  });

  it("checks before the field's own rules, so its message is the field's first", () => {
    const result = field.safeParse(`${"x".repeat(50)}\u0000`);
    expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.singleLine);
  });

  it("names the problem inside a union with another type, as form fields are", () => {
    const typed = z.union([inputText().max(200), z.number()]);
    expect(typed.safeParse("a\u0000").error?.issues[0]?.message).toBe(TEXT_MESSAGES.singleLine);
  });

  it.each(["Asha Verma", "आशा वर्मा", "asha.v+1@example.com", "😀 family", "O'Brien-Smith"])(
    "accepts ordinary text: %s",
    (value) => {
      expect(field.safeParse(value).success).toBe(true);
    },
  );

  it("keeps the field's own rules and transforms", () => {
    expect(field.parse("  Asha  ")).toBe("Asha");
    expect(field.safeParse("x".repeat(21)).success).toBe(false);
  });

  it("agrees with hasHiddenCharacters on any string", () => {
    const plain = inputText();
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 12 }), (value) => {
        expect(plain.safeParse(value).success).toBe(!hasHiddenCharacters(value));
      }),
      { numRuns: 300 },
    );
  });

  it("allows line breaks and tabs in a multi-line field, nothing else hidden", () => {
    const stack = multilineInputText().max(100);
    expect(stack.safeParse("Error: x\n    at y (z.js:1:2)\r\n\tat w").success).toBe(true);
    expect(stack.safeParse("a\u0000").error?.issues[0]?.message).toBe(TEXT_MESSAGES.multiLine);
    expect(stack.safeParse("a\uD800").success).toBe(false);
  });

  it("is recognisable through chaining, and a plain z.string() is not", () => {
    expect(isInputText(inputText().trim().min(1).max(3).regex(/x/))).toBe(true);
    expect(isInputText(multilineInputText().max(3))).toBe(true);
    expect(isInputText(z.string().max(3))).toBe(false);
  });
});

// ── Every input schema of the contracts uses it ─────────────────────────────

/** Paths of string schemas not built from `inputText()`, and of unchecked `unknown`/`any` values. */
function unguarded(schema: z.ZodType, at: string, out: string[], seen: Set<z.ZodType>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (child: unknown, where: string) => unguarded(child as z.ZodType, where, out, seen);
  switch (def.type) {
    case "string":
      if (!isInputText(schema as z.ZodString)) out.push(at || "(root)");
      return;
    case "unknown":
    case "any":
      out.push(`${at || "(root)"} (${def.type})`);
      return;
    case "object": {
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
        walk(child, at ? `${at}.${key}` : key);
      }
      if (def.catchall) walk(def.catchall, `${at}.*`);
      return;
    }
    case "array":
      walk(def.element, `${at}[]`);
      return;
    case "tuple":
      (def.items as unknown[]).forEach((item, i) => {
        walk(item, `${at}[${i}]`);
      });
      if (def.rest) walk(def.rest, `${at}[…]`);
      return;
    case "record":
      walk(def.keyType, `${at}{key}`);
      walk(def.valueType, `${at}{value}`);
      return;
    case "union":
      (def.options as unknown[]).forEach((option, i) => {
        walk(option, `${at}|${i}`);
      });
      return;
    case "intersection":
      walk(def.left, at);
      walk(def.right, at);
      return;
    case "pipe":
      // What a client sends is the pipe's input; its output is ours.
      walk(def.in, at);
      return;
    case "lazy":
      walk((def.getter as () => unknown)(), at);
      return;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      walk(def.innerType, at);
      return;
    default:
      // number, boolean, enum, literal, transform, null…: nothing a client types as text.
      return;
  }
}

/** Exports of the contracts that describe input: endpoint registries' queries and bodies, and schemas named for it. */
async function inputSchemas(): Promise<Map<string, z.ZodType>> {
  const root = path.dirname(fileURLToPath(import.meta.url));
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"),
  );
  const found = new Map<string, z.ZodType>();
  const INPUT_NAME = /(Request|Query|Params?|Body|Input|Form|Report)Schema$|^[a-z]\w*Schema$/;
  for (const file of files) {
    const module = (await import(path.join(root, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType && INPUT_NAME.test(name)) found.set(`${file} ${name}`, value);
      if (name.endsWith("_ENDPOINTS") && value && typeof value === "object") {
        for (const [id, e] of Object.entries(value as Record<string, Record<string, unknown>>)) {
          if (e.query instanceof z.ZodType) found.set(`${file} ${name}.${id} query`, e.query);
          if (e.body instanceof z.ZodType) found.set(`${file} ${name}.${id} body`, e.body);
        }
      }
    }
  }
  return found;
}

/**
 * Values typed `unknown` on purpose, each parsed again by a schema that is walked here:
 * the traveller-details submission (`TravellerDetailsFormSchema`).
 */
const RE_PARSED = new Set([
  "booking.ts VerifyRequestSchema details{value} (unknown)",
  "booking.ts BOOKING_ENDPOINTS.verify body details{value} (unknown)",
  // A two-train trip's one form (ADR 023): the same submission, parsed the same way.
  "trips.ts TripVerifyRequestSchema details{value} (unknown)",
  "trips.ts TRIP_ENDPOINTS.verify body details{value} (unknown)",
]);

describe("every input schema of the contracts", () => {
  it("builds each string a client sends from inputText()", async () => {
    const schemas = await inputSchemas();
    expect(schemas.size).toBeGreaterThan(60);
    const problems: string[] = [];
    for (const [name, schema] of schemas) {
      const out: string[] = [];
      unguarded(schema, "", out, new Set());
      for (const p of out) {
        const line = `${name} ${p}`;
        if (!RE_PARSED.has(line)) problems.push(line);
      }
    }
    expect(problems).toEqual([]);
  });
});
