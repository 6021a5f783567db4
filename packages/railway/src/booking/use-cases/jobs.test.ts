import { describe, expect, it } from "vitest";
import { fakeSql } from "../test-support.ts";
import { chartDue } from "./chart-due.ts";
import { expireHolds } from "./expire-holds.ts";

const NOW = new Date("2026-12-01T04:30:00Z");
const run = (classCode: string) => ({ trainNumber: "12301", runDate: "2026-12-10", classCode });

describe("chartDue and expireHolds", () => {
  it("charts each run that is due in its batch and counts those charted", async () => {
    const jobs: unknown[] = [];
    let inits = 0;
    const n = await chartDue(
      {
        sql: fakeSql({ runs_due_for_chart: [run("SL"), run("2A")] }),
        clock: () => NOW,
        init: async () => {
          inits++;
        },
        submit: async (k, job) => {
          jobs.push([k.classCode, job.kind]);
          return { ok: true, charted: k.classCode === "SL" } as never;
        },
      },
      10,
    );
    expect(n).toBe(1);
    expect(inits).toBe(1);
    expect(jobs).toEqual([
      ["SL", "chart"],
      ["2A", "chart"],
    ]);
  });

  it("gives back lapsed holds run by run and counts the runs", async () => {
    const sql = fakeSql({ runs_with_lapsed_holds: [run("SL"), run("2A"), run("3A")] });
    const kinds: string[] = [];
    const n = await expireHolds({
      sql,
      clock: () => NOW,
      init: async () => undefined,
      submit: async (_k, job) => {
        kinds.push(job.kind);
        return { ok: true } as never;
      },
    });
    expect(n).toBe(3);
    expect(kinds).toEqual(["expire", "expire", "expire"]);
    expect(sql.calls[0]?.params).toEqual([NOW, 100]);
  });
});
