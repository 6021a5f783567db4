import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkRoutes, checkSource } from "../../../scripts/check-routes.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

describe("scripts/check-routes.ts", () => {
  it("finds nothing in the API's route files", () => {
    expect(checkRoutes(root)).toEqual([]);
  });

  it("refuses a handler that parses, registers by hand or names a path", () => {
    const source = [
      'app.post("/api/trains/v1/verify", async (request) => {',
      "  const body = VerifyRequestSchema.parse(request.body ?? {});",
      "  const q = Query.safeParse(request.query);",
      '  // A comment may say .parse( and "/api/…".',
      "});",
    ].join("\n");
    expect(checkSource("x.routes.ts", source).map((f) => f.line)).toEqual([1, 1, 2, 3]);
  });
});
