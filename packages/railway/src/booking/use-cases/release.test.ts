import { describe, expect, it } from "vitest";
import { fakeSql } from "../test-support.ts";
import { release } from "./release.ts";

const HOLD = "0b6f8d1e-3c2a-4f7e-9a1b-2c3d4e5f6a7b";
const record = (state: string) => ({
  holdId: HOLD,
  state,
  trainNumber: "12301",
  runDate: "2026-12-10",
  classCode: "SL",
});

describe("release", () => {
  it("answers not found for an id that is no hold's, without a query for a malformed one", async () => {
    const sql = fakeSql();
    const submit = async () => ({ ok: true }) as never;
    expect(await release({ sql, submit }, "nope")).toMatchObject({ reason: "hold_not_found" });
    expect(sql.calls).toEqual([]);
    expect(await release({ sql, submit }, HOLD)).toMatchObject({ reason: "hold_not_found" });
  });

  it("releases nothing for a hold no longer held", async () => {
    const sql = fakeSql({ pnr_by_hold: [record("booked")] });
    const submit = async () => {
      throw new Error("no job expected");
    };
    expect(await release({ sql, submit }, HOLD)).toEqual({ ok: true, released: false });
  });

  it("sends a held hold's release to its run's batch", async () => {
    const sql = fakeSql({ pnr_by_hold: [record("held")] });
    const jobs: unknown[] = [];
    const submit = async (k: unknown, job: unknown) => {
      jobs.push([k, job]);
      return { ok: true, released: true } as never;
    };
    expect(await release({ sql, submit }, HOLD)).toEqual({ ok: true, released: true });
    expect(jobs).toEqual([
      [
        { trainNumber: "12301", runDate: "2026-12-10", classCode: "SL" },
        { kind: "release", holdId: HOLD },
      ],
    ]);
  });
});
