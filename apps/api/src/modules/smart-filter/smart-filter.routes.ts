import { PLUGIN_ENDPOINTS } from "@safar/contracts/trains/endpoints";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import { checkedSmartFilter } from "./smart-filter.service.ts";

/** Largest accepted body: a 500-character prompt and up to 100 stations. */
export const SMART_FILTER_BODY_LIMIT = 32 * 1024;

/**
 * `POST /plugins/smart-filter` (spec §7): the body is the prompt plus the
 * search fields (`SmartFilterRequestSchema`); the answer is
 * `{ data: { filters, chips, understood }, fallback_message }`, 200 even when
 * nothing was understood (then `fallback_message` says what to try). An
 * invalid body — no prompt, a prompt over 500 characters, a malformed
 * station — is a ZodError, answered 400 `validation_failed` by the API's
 * error handler; so is the same station twice. Registered in the whole API
 * (`app.deps` decorated), an unknown station, a past date or one beyond the
 * booking window is refused as on the journey endpoints. Mount it under the `/api` prefix:
 * `app.register(smartFilterRoutes, { prefix: "/api" })`.
 *
 * The spec sends the `sso_token` header; the parser needs no account, so the
 * route reads no session (nothing here is personal).
 */
export async function smartFilterRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.hasDecorator("deps") ? app.deps : undefined;
  route(
    app,
    PLUGIN_ENDPOINTS.smartFilter,
    { bodyLimit: SMART_FILTER_BODY_LIMIT, bodyAsSent: true, mountedAt: "/api" },
    async ({ body }) => checkedSmartFilter(deps, body),
  );
}
