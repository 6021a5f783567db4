import { isLocalRequest } from "@safar/api/local-request";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import type { FastifyRequest } from "fastify";

/** The test seams answer this machine only, as the outbox does (ADR 014). */
export async function localOnly(request: FastifyRequest): Promise<void> {
  if (!isLocalRequest(request)) throw new DomainError(ErrorCode.dev_seam_local_only);
}
