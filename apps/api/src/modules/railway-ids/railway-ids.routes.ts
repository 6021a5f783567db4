import { DomainError, ErrorCode, httpStatusFor } from "@safar/contracts/errors";
import {
  ForgotRailwayPasswordRequestSchema,
  ForgotRailwayUserIdRequestSchema,
  LinkRailwayIdRequestSchema,
  RAILWAY_ID_MESSAGES,
  type RailwayIdFailure,
  type RailwayIdListResponse,
  RailwayIdStatusQuerySchema,
  ResendRailwayOtpRequestSchema,
  VerifyRailwayIdRequestSchema,
} from "@safar/contracts/railway-ids";
import { inputText } from "@safar/contracts/text";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
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

/** Parses input; the first problem's words become the message (spec §5 texts). */
function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  const first = parsed.error.issues[0]?.message;
  throw new DomainError(ErrorCode.validation_failed, {
    fields,
    ...(first ? { message: first } : {}),
  });
}

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

/** Spec §7 envelope for `v2/user`: a failure also carries the usual `error` for the generic client. */
async function specShaped(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<RailwayIdListResponse>,
): Promise<RailwayIdListResponse | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const status = httpStatusFor(error.code);
    const body: RailwayIdFailure & { error: Record<string, unknown> } = {
      code: status,
      body: null,
      status: { result: "failure", message: { message: error.message, code: error.code } },
      error: {
        code: error.code,
        message: error.message,
        requestId: request.id,
        ...(error.fields ? { fields: error.fields } : {}),
      },
    };
    return reply.status(status).send(body);
  }
}

const RegisterUrlQuerySchema = z.object({ return: inputText().max(1_000).optional() });

export function railwayIdsRoutes(service: RailwayIdsService) {
  return async (app: FastifyInstance): Promise<void> => {
    // Per-user answers: never stored by a shared cache.
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
    });

    // Per client address too (R6): what sends a message, and OTP checks.
    const sends = { onRequest: app.rateLimit("otpSend") };
    const checks = { onRequest: app.rateLimit("otpVerify") };

    app.get("/api/trains/v2/user", async (request, reply) =>
      specShaped(request, reply, async () => {
        const user = await request.requireUser();
        return listBody(await service.list(user.id));
      }),
    );

    app.post("/api/trains/v2/user", async (request, reply) =>
      specShaped(request, reply, async () => {
        const user = await request.requireUser();
        const { userId } = parse(LinkRailwayIdRequestSchema, request.body);
        const linked = await service.link(user.id, userId);
        // Not yet proved: the OTPs of v1/user/resendOtp, then v1/user/verify, link it.
        if (!linked.proven) {
          throw new DomainError(ErrorCode.railway_id_unverified, {
            fields: { userId: RAILWAY_ID_MESSAGES.unverified },
          });
        }
        return listBody(linked);
      }),
    );

    app.get("/api/trains/v1/user/status", async (request) => {
      const user = await request.requireUser();
      const { userId } = parse(RailwayIdStatusQuerySchema, request.query);
      return service.status(user.id, userId);
    });

    app.post("/api/trains/v1/user/resendOtp", sends, async (request) => {
      const user = await request.requireUser();
      const body = parse(ResendRailwayOtpRequestSchema, request.body);
      return service.resendOtp(user.id, body.userId, body.channel);
    });

    app.post("/api/trains/v1/user/verify", checks, async (request) => {
      const user = await request.requireUser();
      const body = parse(VerifyRailwayIdRequestSchema, request.body);
      return service.verify(user.id, body.userId, body);
    });

    app.post("/api/trains/v1/user/forgotPassword", sends, async (request) => {
      await request.requireUser();
      const body = parse(ForgotRailwayPasswordRequestSchema, request.body);
      return service.forgotPassword(body.userIdOrEmail);
    });

    app.post("/api/trains/v1/user/forgotUserId", sends, async (request) => {
      await request.requireUser();
      const body = parse(ForgotRailwayUserIdRequestSchema, request.body);
      return service.forgotUserId(body.emailOrMobile);
    });

    app.get("/api/trains/v1/user/registerUrl", async (request) => {
      await request.requireUser();
      const query = parse(RegisterUrlQuerySchema, request.query);
      return { url: service.registerUrl(query.return) };
    });
  };
}
