import {
  STATION_CODE as CONTRACT_STATION_CODE,
  searchTrainsParamsSchema,
  searchTrainsPath,
} from "@safar/contracts/route-params";
import { SAME_STATION_MESSAGE as API_SAME_STATION } from "@safar/contracts/trains/common";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  recentFromResultsPath,
  resultsPath,
  SAME_STATION_MESSAGE,
  STATION_CODE,
} from "./results-url.ts";

const NDLS = { code: "NDLS", name: "New Delhi" };
const CSMT = { code: "CSMT", name: "Chhatrapati Shivaji Maharaj Terminus Mumbai" };

describe("the results URL without Zod", () => {
  it("keeps the contracts' constants", () => {
    expect(STATION_CODE.source).toBe(CONTRACT_STATION_CODE.source);
    expect(SAME_STATION_MESSAGE).toBe(API_SAME_STATION);
  });

  it("builds the same path as the contracts' builder", () => {
    const query = { quota: "TQ", class: "3A" } as const;
    expect(resultsPath(NDLS, CSMT, "2026-12-10", query)).toBe(
      searchTrainsPath({ source: NDLS, destination: CSMT, date: "2026-12-10", query }),
    );
    expect(resultsPath(NDLS, CSMT, "2026-12-10")).toBe(
      "/trains/searchTrains/NDLS_New%20Delhi/CSMT_Chhatrapati%20Shivaji%20Maharaj%20Terminus%20Mumbai/20261210",
    );
  });

  it("builds nothing for the same station, a bad code or name, or no calendar date (spec §5)", () => {
    expect(resultsPath(NDLS, NDLS, "2026-12-10")).toBeNull();
    expect(resultsPath({ code: "ndls", name: "New Delhi" }, CSMT, "2026-12-10")).toBeNull();
    expect(resultsPath({ code: "NDLS", name: "" }, CSMT, "2026-12-10")).toBeNull();
    expect(resultsPath(NDLS, CSMT, "2026-02-29")).toBeNull();
    expect(resultsPath(NDLS, CSMT, "20261210")).toBeNull();
  });

  it("agrees with the contracts on generated stations and dates", () => {
    const code = fc.stringMatching(/^[A-Z][A-Z0-9]{0,6}$/);
    const name = fc.stringMatching(/^[A-Za-z0-9 .'()&_-]{0,62}$/);
    const date = fc
      .tuple(
        fc.integer({ min: 1899, max: 2100 }),
        fc.integer({ min: 1, max: 13 }),
        fc.integer({ min: 1, max: 32 }),
      )
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
    fc.assert(
      fc.property(code, name, code, name, date, (c1, n1, c2, n2, d) => {
        const a = { code: c1, name: n1 };
        const b = { code: c2, name: n2 };
        const mine = resultsPath(a, b, d);
        expect(mine).toBe(searchTrainsPath({ source: a, destination: b, date: d }));
        if (mine) {
          const back = recentFromResultsPath(mine);
          const [, , , s, t, compact] = mine.split("/");
          const parsed = searchTrainsParamsSchema.parse({
            source: decodeURIComponent(s ?? ""),
            destination: decodeURIComponent(t ?? ""),
            departureDate: compact,
          });
          expect(back).toEqual({
            source: parsed.source,
            destination: parsed.destination,
            departureDate: parsed.departureDate,
          });
        }
      }),
      { numRuns: 500 },
    );
  });

  it("reads a results path back as a recent search, and nothing else", () => {
    const path = resultsPath(NDLS, CSMT, "2026-12-10") ?? "";
    expect(recentFromResultsPath(path)).toEqual({
      source: NDLS,
      destination: CSMT,
      departureDate: "2026-12-10",
    });
    expect(recentFromResultsPath("/trains/check-pnr")).toBeNull();
    expect(
      recentFromResultsPath("/trains/searchTrains/NDLS_New%20Delhi/NDLS_New%20Delhi/20261210"),
    ).toBeNull();
    expect(
      recentFromResultsPath("/trains/searchTrains/NDLS_New%20Delhi/CSMT_X%E0/20261210"),
    ).toBeNull();
  });
});
