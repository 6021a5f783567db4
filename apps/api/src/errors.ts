import {
  DomainError,
  ERROR_MESSAGES,
  ErrorCode,
  errorMessage,
  httpStatusFor,
  type ProblemBody,
} from "@safar/contracts/errors";
import type { FastifyError, FastifyInstance } from "fastify";
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

function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The one error handler of the API: domain errors keep their code, validation
 * errors become `validation_failed` with field messages, anything else is a 500
 * whose detail stays in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
    if (error instanceof DomainError) {
      const status = httpStatusFor(error.code);
      if (status >= 500) request.log.error({ err: error }, "domain error");
      return reply
        .status(status)
        .send(problem(error.code, request.id, error.message, error.fields));
    }
    if (error instanceof ZodError) {
      return reply
        .status(400)
        .send(problem(ErrorCode.validation_failed, request.id, undefined, zodFields(error)));
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

export function notFoundBody(requestId: string): ProblemBody {
  return problem(ErrorCode.not_found, requestId, "No such API endpoint");
}
