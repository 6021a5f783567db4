import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { serializeError } from "./error-log.ts";

/** A PostgreSQL error as node-postgres raises it, with the fields that can quote a row. */
function pgError(message: string, fields: Record<string, string>): Error {
  return Object.assign(new Error(message), { code: "23514", severity: "ERROR", ...fields });
}

const PASSENGERS = JSON.stringify([{ name: "Asha Verma", age: 34 }]);

describe("the log's error serializer", () => {
  it("keeps the query and the database's reason but none of the parameters", () => {
    const failed = new DrizzleQueryError(
      'insert into "partner"."orders" ("user_id", "email", "mobile", "passengers") values ($1, $2, $3, $4)',
      ["u-1", "asha@example.com", "9876543210", PASSENGERS],
      pgError('invalid byte sequence for encoding "UTF8": 0x00', {
        detail: "Failing row contains (u-1, asha@example.com, 9876543210).",
        where: "unnamed portal parameter $2 = 'asha@example.com'",
      }),
    );
    const line = JSON.stringify(serializeError(failed));
    for (const secret of ["asha@example.com", "9876543210", "Asha Verma"]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('insert into \\"partner\\".\\"orders\\"');
    expect(line).toContain("invalid byte sequence");
    expect(line).toContain("params: [redacted]");
  });

  it("scrubs a failed query wrapped as the cause of a domain error (a 5xx)", () => {
    const failed = new DrizzleQueryError(
      'select * from "railway"."users" where lower("email") = lower($1)',
      ["asha@example.com"],
      pgError('invalid input syntax for type uuid: "asha@example.com"', {}),
    );
    const wrapped = new DomainError(ErrorCode.try_again_later, { cause: failed });
    const serialized = serializeError(wrapped) as { message: string; stack: string };
    expect(JSON.stringify(serialized)).not.toContain("asha@example.com");
    expect(serialized.message).toContain("invalid input syntax for type uuid");
  });

  it("drops detail and where of a database error that did not come through Drizzle", () => {
    const serialized = serializeError(
      pgError("new row violates check constraint", {
        detail: "Failing row contains (Asha Verma, 9876543210).",
        where: "SQL function",
        constraint: "orders_amount_check",
      }),
    ) as Record<string, unknown>;
    expect(serialized.detail).toBe("[redacted]");
    expect(serialized.where).toBe("[redacted]");
    expect(serialized.constraint).toBe("orders_amount_check");
  });

  it("leaves any other error as pino shows it", () => {
    const serialized = serializeError(new TypeError("boom")) as Record<string, unknown>;
    expect(serialized.type).toBe("TypeError");
    expect(serialized.message).toBe("boom");
    expect(String(serialized.stack)).toContain("TypeError: boom");
  });
});
