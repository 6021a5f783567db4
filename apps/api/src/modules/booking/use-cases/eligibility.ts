import type { Eligibility } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import type { RailwayGateway } from "@safar/railway/gateway";
import type { RailwayIdsService } from "../../railway-ids/railway-ids.service.ts";

export interface EligibilityDeps {
  railway: Pick<RailwayGateway, "eligibility">;
  now: () => Date;
  railwayIds: Pick<RailwayIdsService, "isLinked">;
}

export interface EligibilityQuery {
  trainNumber: string;
  from: string;
  to: string;
  date: string;
  classCode: Parameters<RailwayGateway["eligibility"]>[0]["classCode"];
  quota: Parameters<RailwayGateway["eligibility"]>[0]["quota"];
  railwayUserId?: string | undefined;
}

/**
 * What stands between the traveller and this booking before the form is
 * filled (issue 20 item 0): Tatkal or the ARP not open yet (and when it
 * opens), Aadhaar, the month's tickets. Only an ID the user has linked is
 * asked about: another's standing is not theirs to read (404).
 */
export async function eligibility(
  deps: EligibilityDeps,
  userId: string,
  query: EligibilityQuery,
): Promise<Eligibility> {
  const { railwayUserId, ...journey } = query;
  if (railwayUserId && !(await deps.railwayIds.isLinked(userId, railwayUserId))) {
    throw new DomainError(ErrorCode.not_found, {
      message: "This railway user ID is not linked to your account",
    });
  }
  const answer = await deps.railway.eligibility(journey, railwayUserId ?? null);
  if (!answer.ok) {
    throw new DomainError(answer.errorCode ?? ErrorCode.booking_refused, {
      message: answer.message,
    });
  }
  return {
    railwayUserId: railwayUserId ?? null,
    checkedAt: deps.now().toISOString(),
    opening: { kind: answer.opening.kind, opensAt: answer.opening.opensAt.toISOString() },
    obstacles: answer.obstacles.map((o) => ({
      kind: o.kind,
      reason: o.reason,
      message: o.message,
      opensAt: o.kind === "opens_later" ? o.opensAt.toISOString() : null,
    })),
  };
}
