import { z } from "zod";
import type { Endpoint } from "./endpoint.ts";
import { inputText, multilineInputText } from "./text.ts";

/**
 * A browser-side error report (spec §8: render errors are reported, chunk
 * loading failures carry a type, hydration mismatches are never sent).
 * Every string is capped so a report stays small in the log.
 */
export const ClientErrorReportSchema = z.strictObject({
  kind: z.enum(["render", "uncaught", "recoverable", "chunk", "unhandled"]),
  message: multilineInputText().trim().min(1).max(1000),
  name: inputText().max(100).optional(),
  stack: multilineInputText().max(4000).optional(),
  componentStack: multilineInputText().max(4000).optional(),
  /** For chunk failures: timeout, missing or error. */
  chunkType: z.enum(["timeout", "missing", "error"]).optional(),
  /** The page path (no origin), e.g. `/trains/confirm?x=1`. */
  url: inputText().max(2000).regex(/^\//, { error: "url must be a path" }),
  pageCode: z.number().int().min(0).max(99).optional(),
  profileId: inputText().max(40).optional(),
  userAgent: inputText().max(400).optional(),
  /** Spec §7: error reporting is given the client type H5 (and the user id, from the session). */
  client: z.literal("H5").default("H5"),
});

export type ClientErrorReport = z.input<typeof ClientErrorReportSchema>;
export type ClientErrorKind = ClientErrorReport["kind"];
export type ChunkFailureType = NonNullable<ClientErrorReport["chunkType"]>;

export const CLIENT_ERRORS_ENDPOINTS = {
  report: {
    operationId: "clientErrorReport",
    method: "POST",
    path: "/api/client-errors",
    summary: "A browser-side error report, logged with the request id; answered 204",
    query: z.object({}),
    body: ClientErrorReportSchema,
    response: z.null(),
    noContent: true,
    errors: ["rate_limited"],
  },
} as const satisfies Record<string, Endpoint>;
