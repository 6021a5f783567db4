import {
  type AnalyticsBatch,
  FUNNEL_STEPS,
  type FunnelDay,
  type FunnelResponse,
  type FunnelStep,
  funnelStepOf,
} from "@safar/contracts/analytics";
import type { Db } from "@safar/db/client";
import type { Clock } from "@safar/domain/clock";
import { addDays, istDate, istStartOfDay } from "@safar/domain/ist";
import { analyticsRepository } from "./analytics.repository.ts";

const DAY_MS = 86_400_000;
/** Old events are deleted at most this often per process, as new ones arrive. */
export const PRUNE_EVERY_MS = 60_000;

export interface AnalyticsServiceDeps {
  db: Db;
  now: Clock;
  /** Events older than this many days are deleted (ANALYTICS_RETENTION_DAYS). */
  retentionDays: number;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/**
 * Analytics events (spec §7; ADR 027): a beacon's batch is stored with the
 * funnel step each event marks; events past the retention are deleted as new
 * ones arrive; the operator page reads the daily funnel.
 */
export function createAnalyticsService(deps: AnalyticsServiceDeps) {
  const repo = analyticsRepository(deps.db);
  let lastPruneMs = Number.NEGATIVE_INFINITY;

  async function prune(): Promise<number> {
    const now = deps.now();
    lastPruneMs = now.getTime();
    return repo.deleteReceivedBefore(new Date(now.getTime() - deps.retentionDays * DAY_MS));
  }

  return {
    prune,

    async record(batch: AnalyticsBatch): Promise<void> {
      const receivedAt = deps.now();
      await repo.insert(
        batch.events.map((event) => ({
          receivedAt,
          eventId: event.eventId,
          screenName: event.screenName,
          category: event.category,
          action: event.action,
          labels: event.labels,
          pageCode: event.pageCode ?? null,
          step: funnelStepOf(event),
          visitId: batch.visit.id,
          visitSource: batch.visit.d1,
          visitD2: batch.visit.d2,
          visitD3: batch.visit.d3,
          client: batch.client,
          profile: batch.profile,
          device: batch.device,
        })),
      );
      if (receivedAt.getTime() - lastPruneMs >= PRUNE_EVERY_MS) await prune();
    },

    /** The last `days` IST days, oldest first: visits that reached each step. */
    async funnel(days: number): Promise<FunnelResponse> {
      const today = istDate(deps.now());
      const first = addDays(today, -(days - 1));
      const counts = await repo.funnelCounts(
        istStartOfDay(first),
        istStartOfDay(addDays(today, 1)),
      );
      const byDay = new Map<string, FunnelDay>();
      for (let i = 0; i < days; i++) {
        const date = addDays(first, i);
        const steps = Object.fromEntries(FUNNEL_STEPS.map((s) => [s, 0])) as Record<
          FunnelStep,
          number
        >;
        byDay.set(date, { date, steps });
      }
      for (const row of counts) {
        const day = byDay.get(row.day);
        if (day && (FUNNEL_STEPS as readonly string[]).includes(row.step)) {
          day.steps[row.step as FunnelStep] = row.visits;
        }
      }
      return {
        days: [...byDay.values()],
        retentionDays: deps.retentionDays,
        storedEvents: await repo.countAll(),
      };
    },
  };
}
