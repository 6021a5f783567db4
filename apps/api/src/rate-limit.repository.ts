import type { SqlRunner } from "@safar/db/client";
import type { RateLimitHit, RateLimitStore } from "./rate-limit.ts";

/**
 * The rate-limit windows in PostgreSQL (`partner.rate_limit_windows`), for
 * several server processes sharing one database (`DATABASE_URL`): one
 * statement per counted request, atomic under concurrency (the row's lock
 * orders the increments), the same fixed-window rule as the in-memory store.
 */
export function createDatabaseStore(sql: SqlRunner): RateLimitStore & {
  /** Deletes the windows that ended before `nowMs`; answers how many. */
  prune(nowMs: number): Promise<number>;
} {
  return {
    async hit(key: string, windowMs: number, nowMs: number): Promise<RateLimitHit> {
      const [row] = await sql.query<{ count: number; reset_at_ms: string }>(
        `insert into partner.rate_limit_windows as w (key, count, reset_at_ms)
         values ($1, 1, $2::bigint + $3::bigint)
         on conflict (key) do update set
           count = case when w.reset_at_ms <= $2::bigint then 1 else w.count + 1 end,
           reset_at_ms = case when w.reset_at_ms <= $2::bigint
             then $2::bigint + $3::bigint else w.reset_at_ms end
         returning count, reset_at_ms::text as reset_at_ms`,
        [key, nowMs, windowMs],
        "rate_limit_hit",
      );
      if (!row) throw new Error("rate limit window not written");
      return { count: Number(row.count), resetAtMs: Number(row.reset_at_ms) };
    },
    async prune(nowMs: number): Promise<number> {
      const rows = await sql.query<{ key: string }>(
        `delete from partner.rate_limit_windows where reset_at_ms <= $1::bigint returning key`,
        [nowMs],
      );
      return rows.length;
    },
  };
}
