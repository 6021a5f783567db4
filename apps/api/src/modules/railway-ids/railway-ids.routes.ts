import { DomainError, ErrorCode } from "@safar/contracts/errors";
import {
  RAILWAY_ID_MESSAGES,
  RAILWAY_IDS_ENDPOINTS,
  type RailwayIdListResponse,
} from "@safar/contracts/railway-ids";
import type { FastifyInstance } from "fastify";
import { route } from "../../endpoints.ts";
import type { RailwayIdList, RailwayIdsService } from "./railway-ids.service.ts";

/**
 * Railway user IDs (spec §4, §5, §7 `v2/user`, `v1/user/status`,
 * `v1/user/verify`, `v1/user/resendOtp`, `v1/user/forgotPassword`): every
 * route needs a signed-in user (401 `logged_out`), and state-changing calls
 * the anti-forgery token (the auth module's hook). An ID is linked once its
 * holder proved it (`resendOtp` to its mobile and email, then `verify` with
 * both OTPs); `v2/user` with an ID not proved answers 400
 * `railway_id_unverified`. Input problems answer 400
 * with the spec's words as the message. `v2/user` answers in the spec's
 * envelope, `{ code, body, status }`, failures included.
 */

function listBody(list: RailwayIdList): RailwayIdListResponse {
  return {
    code: 200,
    body: {
      is_new_user: list.isNewUser,
      irctc_user_ids: list.ids,
      register_url: list.registerUrl,
    },
    status: { result: "success" },
  };
}

export function railwayIdsRoutes(service: RailwayIdsService) {
  return async (app: FastifyInstance): Promise<void> => {
    // Per-user answers: never stored by a shared cache.
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
    });

    // Per client address too (R6): what sends a message, and OTP checks.
    const sends = { onRequest: app.rateLimit("otpSend") };
    const checks = { onRequest: app.rateLimit("otpVerify") };

    const e = RAILWAY_IDS_ENDPOINTS;
    // Input problems answer the spec's words (§5) as the message.
    const user = { auth: "user", config: { plainValidationMessage: true } } as const;
    // `v2/user` answers in the spec's envelope, failures included (the error handler).
    const envelope = { ...user, config: { ...user.config, specEnvelope: true } } as const;

    route(app, e.list, envelope, async ({ user }) => listBody(await service.list(user.id)));

    route(app, e.link, envelope, async ({ user, body }) => {
      const linked = await service.link(user.id, body.userId);
      // Not yet proved: the OTPs of v1/user/resendOtp, then v1/user/verify, link it.
      if (!linked.proven) {
        throw new DomainError(ErrorCode.railway_id_unverified, {
          fields: { userId: RAILWAY_ID_MESSAGES.unverified },
        });
      }
      return listBody(linked);
    });

    route(app, e.status, user, async ({ user, query }) =>
      service.status(user.id, query.userId, query.return),
    );

    route(app, e.resendOtp, { ...user, ...sends }, async ({ user, body }) =>
      service.resendOtp(user.id, body.userId, body.channel),
    );

    route(app, e.verify, { ...user, ...checks }, async ({ user, body }) =>
      service.verify(user.id, body.userId, body),
    );

    route(app, e.forgotPassword, { ...user, ...sends }, async ({ body }) =>
      service.forgotPassword(body.userIdOrEmail),
    );

    route(app, e.forgotUserId, { ...user, ...sends }, async ({ body }) =>
      service.forgotUserId(body.emailOrMobile),
    );

    route(app, e.registerUrl, user, async ({ query }) => ({
      url: service.registerUrl(query.return),
    }));
  };
}
