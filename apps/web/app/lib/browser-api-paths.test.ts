import { AUTH_ENDPOINTS } from "@safar/contracts/auth";
import { CLIENT_ERRORS_ENDPOINTS } from "@safar/contracts/client-errors";
import { describe, expect, it } from "vitest";
import { CLIENT_ERRORS_ENDPOINT } from "./client-errors.ts";
import { SESSION_ENDPOINT } from "./session.ts";

/**
 * The browser's few direct API calls name their paths as literals, so the
 * declarations (and zod) stay out of their chunks (W3); these are the
 * declared paths (ADR 016).
 */
describe("the browser's API paths", () => {
  it("are the declared ones", () => {
    expect(SESSION_ENDPOINT).toBe(AUTH_ENDPOINTS.session.path);
    expect(CLIENT_ERRORS_ENDPOINT).toBe(CLIENT_ERRORS_ENDPOINTS.report.path);
  });
});
