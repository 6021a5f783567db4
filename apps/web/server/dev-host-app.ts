import { route } from "@safar/api/endpoints";
import { signAppToken } from "@safar/api/modules/auth/app-token";
import { APP_TOKEN_MAX_LIFETIME_S, DEV_HOST_APP_ENDPOINTS } from "@safar/contracts/app-auth";
import type { FastifyInstance } from "fastify";
import { localOnly } from "./dev-seam-access.ts";

/**
 * The host-app simulator's server side (DEV_HOST_APP=on, this machine only):
 * `/dev/host-app` asks whether it is on, and signs a token for a mobile as the
 * real host app would with the secret it shares with Safar (ADR 026). Not
 * registered otherwise, so both answer 404 in production.
 */
export function registerDevHostApp(app: FastifyInstance, secret: string, now: () => Date): void {
  const options = { preValidation: localOnly };
  route(app, DEV_HOST_APP_ENDPOINTS.status, options, async ({ reply }) => {
    reply.header("cache-control", "no-store");
    return { on: true as const };
  });
  route(app, DEV_HOST_APP_ENDPOINTS.appToken, options, async ({ body, reply }) => {
    reply.header("cache-control", "no-store");
    const iat = Math.floor(now().getTime() / 1000);
    const token = signAppToken(secret, {
      sub: `sim-${body.mobile}`,
      mobile: body.mobile,
      ...(body.name ? { name: body.name } : {}),
      iat,
      exp: iat + APP_TOKEN_MAX_LIFETIME_S,
    });
    return { token };
  });
}
