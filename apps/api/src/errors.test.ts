import { CheckoutRequestSchema } from "@safar/contracts/booking";
import { DomainError, ERROR_MESSAGES, ErrorCode } from "@safar/contracts/errors";
import { fastify } from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { installErrorHandler } from "./errors.ts";

/**
 * Issue 16 item 15: a validation failure said 'Sorry, something went wrong'
 * at the top level while its words hid in `fields`. The message now names
 * the first problem.
 */
async function answer(throwing: () => unknown) {
  const app = fastify({ logger: false });
  installErrorHandler(app);
  app.post("/x", async () => throwing());
  const res = await app.inject({ method: "POST", url: "/x" });
  await app.close();
  return { status: res.statusCode, error: res.json().error as Record<string, unknown> };
}

describe("the error handler's validation messages", () => {
  it("gives a schema's own words for the first problem as the message", async () => {
    const { status, error } = await answer(() => CheckoutRequestSchema.parse({ orderId: "x" }));
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "validation_failed",
      message: "Not an order id",
      fields: { orderId: "Not an order id" },
    });
  });

  it("names the field when the words are Zod's own, which do not say which field", async () => {
    const Schema = z.object({ seenStatus: z.string().max(3), other: z.string() });
    const { error } = await answer(() => Schema.parse({ seenStatus: "AVAILABLE", other: 1 }));
    expect(error.message).toBe("seenStatus: Too big: expected string to have <=3 characters");
    expect(error.fields).toEqual({
      seenStatus: "Too big: expected string to have <=3 characters",
      other: "Invalid input: expected string, received number",
    });
  });

  it("gives the first field's words for a domain validation error thrown with fields only", async () => {
    const { error } = await answer(() => {
      throw new DomainError(ErrorCode.validation_failed, {
        fields: { to: "Source and destination cannot be the same" },
      });
    });
    expect(error.message).toBe("Source and destination cannot be the same");
  });

  it("keeps a message the thrower chose, and the generic one when there is nothing more", async () => {
    const chosen = await answer(() => {
      throw new DomainError(ErrorCode.validation_failed, {
        message: "The map key is invalid or has expired",
        fields: { token: "Not a token" },
      });
    });
    expect(chosen.error.message).toBe("The map key is invalid or has expired");
    const bare = await answer(() => {
      throw new DomainError(ErrorCode.validation_failed);
    });
    expect(bare.error.message).toBe(ERROR_MESSAGES.validation_failed);
  });
});
