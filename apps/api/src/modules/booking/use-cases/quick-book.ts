import type { BookingJourney } from "@safar/contracts/booking";
import { DomainError, ErrorCode } from "@safar/contracts/errors";
import { type BookingRepository, formOf, type StoredRequest } from "./orders.ts";
import { type VerifyDeps, verify } from "./verify.ts";

export interface QuickBookPreviewDeps {
  repo: Pick<BookingRepository, "latestOrderOf">;
}

/**
 * Quick book (spec §4, §7 `v1/quick_book`): the travellers, contact,
 * preferences and railway user ID of the user's last booking, verified
 * afresh for this journey into a draft order; or a refusal when there is
 * no earlier booking to copy.
 */
export async function quickBookPreview(deps: QuickBookPreviewDeps, userId: string) {
  const { repo } = deps;
  const last = await repo.latestOrderOf(userId);
  if (!last) return { available: false as const };
  const d = (last.request as StoredRequest).details;
  return {
    available: true as const,
    railwayUserId: last.railwayUserId,
    travellers: d.passengers.map((p) => ({ name: p.name, age: p.age, gender: p.gender })),
  };
}

export interface QuickBookDeps extends VerifyDeps {
  repo: VerifyDeps["repo"] & Pick<BookingRepository, "latestOrderOf">;
}

/** Quick book itself: the last booking's details through verify, for this journey. */
export async function quickBook(
  deps: QuickBookDeps,
  userId: string,
  journey: BookingJourney,
  seenStatus: string,
) {
  const { repo } = deps;
  const last = await repo.latestOrderOf(userId);
  if (!last) {
    throw new DomainError(ErrorCode.quick_book_unavailable);
  }
  const d = (last.request as StoredRequest).details;
  return verify(deps, userId, {
    journey,
    railwayUserId: last.railwayUserId,
    seenStatus,
    details: formOf(d),
  });
}
