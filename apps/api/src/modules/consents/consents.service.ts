import {
  CONSENT_KINDS,
  CONSENT_LABELS,
  CONSENT_MESSAGES,
  type Consents,
  type ConsentUpdate,
} from "@safar/contracts/consents";
import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import { type ConsentEventRow, consentsRepository } from "./consents.repository.ts";

/**
 * Consents (issue 25 item 4): each change appended, never overwritten; the
 * newest entry of a kind is the consent now, and a kind never changed is not
 * given.
 */
export type ConsentsService = ReturnType<typeof createConsentsService>;

export function createConsentsService(deps: { db: Db; now: Clock }) {
  const repo = consentsRepository(deps.db);

  function shape(rows: ConsentEventRow[]): Consents {
    return {
      consents: CONSENT_KINDS.map((kind) => {
        const latest = rows.find((r) => r.kind === kind);
        return {
          kind,
          label: CONSENT_LABELS[kind],
          granted: latest?.granted ?? false,
          at: latest ? latest.at.toISOString() : null,
          source: latest?.source ?? null,
        };
      }),
      history: rows.map((r) => ({
        kind: r.kind,
        granted: r.granted,
        at: r.at.toISOString(),
        source: r.source,
      })),
    };
  }

  return {
    async list(userId: string): Promise<Consents> {
      return shape(await repo.historyOf(userId));
    },

    async update(userId: string, change: ConsentUpdate): Promise<Consents & { message: string }> {
      await repo.append({ userId, ...change, source: "account", at: deps.now() });
      return {
        ...shape(await repo.historyOf(userId)),
        message: change.granted ? CONSENT_MESSAGES.given : CONSENT_MESSAGES.withdrawn,
      };
    },

    /**
     * The booking flow's record: a booking that takes free cancellation
     * agrees to its terms, now (issue 25 item 4).
     */
    async agreedToCancellationProtection(userId: string): Promise<void> {
      await repo.append({
        userId,
        kind: "cancellation_protection_terms",
        granted: true,
        source: "booking",
        at: deps.now(),
      });
    },
  };
}
