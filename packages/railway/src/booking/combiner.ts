/**
 * Runs the jobs queued for one key (a train run and class) in batches: while
 * one batch is in its transaction, new jobs queue; when it commits the queue
 * becomes the next batch. One locked transaction then serves many bookings,
 * which is what lets a single hot train and class take thousands of bookings
 * a second (ADR 006). Keys are independent and run concurrently.
 *
 * The row lock in the database still guards every batch: several processes
 * each run their own combiner and take turns on the row.
 */
export interface Combiner<J, R> {
  submit(key: string, job: J): Promise<R>;
  /** Jobs waiting or running, over all keys. */
  pending(): number;
  /** Resolves once nothing is queued or running. */
  idle(): Promise<void>;
}

interface Entry<J, R> {
  job: J;
  resolve: (r: R) => void;
  reject: (e: unknown) => void;
}

export function createCombiner<J, R>(
  runBatch: (key: string, jobs: J[]) => Promise<R[]>,
  options: { maxBatch: number },
): Combiner<J, R> {
  const queues = new Map<string, Entry<J, R>[]>();
  const running = new Set<string>();
  let count = 0;
  let idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (count === 0) {
      const w = idleWaiters;
      idleWaiters = [];
      for (const f of w) f();
    }
  };

  async function drain(key: string): Promise<void> {
    running.add(key);
    try {
      for (;;) {
        const queue = queues.get(key);
        if (!queue || queue.length === 0) break;
        const batch = queue.splice(0, options.maxBatch);
        try {
          const results = await runBatch(
            key,
            batch.map((e) => e.job),
          );
          batch.forEach((e, i) => {
            e.resolve(results[i] as R);
          });
        } catch (error) {
          for (const e of batch) e.reject(error);
        } finally {
          count -= batch.length;
        }
      }
    } finally {
      queues.delete(key);
      running.delete(key);
      settle();
    }
  }

  return {
    submit(key, job) {
      return new Promise<R>((resolve, reject) => {
        let queue = queues.get(key);
        if (!queue) {
          queue = [];
          queues.set(key, queue);
        }
        queue.push({ job, resolve, reject });
        count++;
        if (!running.has(key)) void drain(key);
      });
    },
    pending: () => count,
    idle: () => (count === 0 ? Promise.resolve() : new Promise<void>((r) => idleWaiters.push(r))),
  };
}
