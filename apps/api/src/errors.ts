import {
  DomainError,
  ERROR_MESSAGES,
  ErrorCode,
  errorMessage,
  httpStatusFor,
  type ProblemBody,
} from "@safar/contracts/errors";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { ZodError } from "zod";

function problem(
  code: ErrorCode,
  requestId: string,
  message?: string,
  fields?: Record<string, string>,
): ProblemBody {
  return {
    error: {
      code,
      message: message ?? ERROR_MESSAGES[code],
      requestId,
      ...(fields ? { fields } : {}),
    },
  };
}

/** A Zod refusal's problems by field: path → the first message for it (`_` for the whole input). */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Zod's own English messages ('Invalid input: …', 'Too big: …') do not say which field; ours do. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid |Too (big|small):|Unrecognized key)/;

/**
 * The top-level message of a validation failure: the first problem in words
 * (a field's own message, or Zod's prefixed with the field's path), never the
 * generic 'Sorry, something went wrong' while the words hide in `fields`.
 */
export function validationMessage(fields: Record<string, string> | undefined): string {
  const first = fields ? Object.entries(fields)[0] : undefined;
  if (!first) return ERROR_MESSAGES.validation_failed;
  const [path, message] = first;
  return path !== "_" && ZOD_DEFAULT_MESSAGE.test(message) ? `${path}: ${message}` : message;
}

/**
 * The one error handler of the API: domain errors keep their code, validation
 * errors become `validation_failed` with field messages and the first of them
 * as the message, anything else is a 500 whose detail stays in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
    const config = request.routeOptions.config;
    if (config?.specEnvelope && (error instanceof DomainError || error instanceof ZodError)) {
      return specEnvelope(error, request.id, reply, config.plainValidationMessage === true);
    }
    if (error instanceof ZodError && config?.plainValidationMessage) {
      const fields = zodFields(error);
      const message = error.issues[0]?.message ?? ERROR_MESSAGES.validation_failed;
      return reply
        .status(400)
        .send(problem(ErrorCode.validation_failed, request.id, message, fields));
    }
    if (error instanceof DomainError) {
      const status = httpStatusFor(error.code);
      if (status >= 500) request.log.error({ err: error }, "domain error");
      const generic =
        error.code === ErrorCode.validation_failed &&
        error.message === ERROR_MESSAGES.validation_failed;
      const message = generic ? validationMessage(error.fields) : error.message;
      if (error.retryAfterSeconds !== undefined) {
        reply.header("retry-after", String(error.retryAfterSeconds));
      }
      return reply.status(status).send(problem(error.code, request.id, message, error.fields));
    }
    if (error instanceof ZodError) {
      const fields = zodFields(error);
      return reply
        .status(400)
        .send(problem(ErrorCode.validation_failed, request.id, validationMessage(fields), fields));
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(
          problem(
            ErrorCode.rate_limited,
            request.id,
            errorMessage(ErrorCode.rate_limited, { wait: "a minute" }),
          ),
        );
    }
    if (status >= 400 && status < 500) {
      const code = status === 404 ? ErrorCode.not_found : ErrorCode.validation_failed;
      return reply.status(status).send(problem(code, request.id, error.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(problem(ErrorCode.internal, request.id));
  });
}

/**
 * Spec §7's envelope (railway IDs' `v2/user`): `{ code, body: null, status }`,
 * with the usual `error` beside it for the generic client.
 */
function specEnvelope(
  error: DomainError | ZodError,
  requestId: string,
  reply: FastifyReply,
  plain: boolean,
) {
  const zod = error instanceof ZodError;
  const code = zod ? ErrorCode.validation_failed : error.code;
  const fields = zod ? zodFields(error) : error.fields;
  const message = zod
    ? plain
      ? (error.issues[0]?.message ?? ERROR_MESSAGES.validation_failed)
      : validationMessage(fields)
    : error.message;
  const status = httpStatusFor(code);
  return reply.status(status).send({
    code: status,
    body: null,
    status: { result: "failure", message: { message, code } },
    error: { code, message, requestId, ...(fields ? { fields } : {}) },
  });
}

export function notFoundBody(requestId: string): ProblemBody {
  return problem(ErrorCode.not_found, requestId, "No such API endpoint");
}

/** The words for an address the router cannot decode (`%ZZ`, a lone surrogate) or whose part is too long. */
export const BAD_URL_MESSAGE =
  "This address has characters that cannot be read, or a part that is too long";

export function badUrlBody(requestId: string): ProblemBody {
  return problem(ErrorCode.validation_failed, requestId, BAD_URL_MESSAGE);
}
