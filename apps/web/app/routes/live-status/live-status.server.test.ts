import { describe, expect, it } from "vitest";
import type { ApiClient } from "#server-context";
import { loadLiveStatus, resolveTrainText } from "./live-status.server.ts";

const answering =
  (status: number, body: unknown): ApiClient["fetch"] =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const api = (fetch: ApiClient["fetch"]): ApiClient => ({ fetch });

describe("the live-status page's API calls", () => {
  it("says 'Live status currently unavailable' when the API answers 5xx", async () => {
    const outcome = await loadLiveStatus(
      api(answering(503, { error: { code: "live_status_unavailable", message: "x" } })),
      "12952",
      undefined,
    );
    expect(outcome).toEqual({
      ok: false,
      kind: "unavailable",
      message: "Live status currently unavailable",
    });
  });

  it("says the same when the API does not answer in time", async () => {
    const never: ApiClient["fetch"] = () => new Promise<Response>(() => undefined);
    const outcome = await loadLiveStatus(api(never), "12952", undefined, 20);
    expect(outcome).toMatchObject({ ok: false, kind: "unavailable" });
  });

  it("names an unknown train, and passes on the refusal of a date it does not run", async () => {
    const unknown = await loadLiveStatus(
      api(answering(404, { error: { code: "not_found", message: "Train not found" } })),
      "99999",
      undefined,
    );
    expect(unknown).toMatchObject({ ok: false, kind: "refused", httpStatus: 404 });
    expect(unknown.ok ? "" : unknown.message).toContain("could not find train 99999");
    const notRunning = await loadLiveStatus(
      api(
        answering(400, {
          error: {
            code: "validation_failed",
            message: "Train 11085 does not leave LTT on this date",
          },
        }),
      ),
      "11085",
      "2026-11-25",
    );
    expect(notRunning).toMatchObject({
      ok: false,
      kind: "refused",
      message: "Train 11085 does not leave LTT on this date",
    });
  });

  it("resolves typed text: a number at once, a name through the trains search", async () => {
    const calls: string[] = [];
    const search = (trains: { trainNumber: string; trainName: string }[]): ApiClient =>
      api(async (path) => {
        calls.push(path);
        return answering(200, {
          locale: "en-IN",
          updatedAt: "",
          query: "",
          trains: trains.map((t) => ({
            ...t,
            source: { code: "NDLS", name: "New Delhi" },
            destination: { code: "MMCT", name: "Mumbai Central" },
          })),
        })(path);
      });
    expect(await resolveTrainText(search([]), "12952 Mumbai Rajdhani")).toEqual({
      kind: "number",
      trainNumber: "12952",
    });
    expect(calls).toEqual([]);
    expect(await resolveTrainText(search([]), "129")).toEqual({
      kind: "none",
      message: "Please enter a valid train",
    });
    const one = search([{ trainNumber: "12952", trainName: "Mumbai Rajdhani" }]);
    expect(await resolveTrainText(one, "rajdhani")).toEqual({
      kind: "number",
      trainNumber: "12952",
    });
    expect(calls[0]).toContain("/api/trains-search/v1/train?q=rajdhani");
    const two = search([
      { trainNumber: "12951", trainName: "Mumbai Rajdhani" },
      { trainNumber: "12952", trainName: "Mumbai Rajdhani" },
    ]);
    const many = await resolveTrainText(two, "Mumbai Rajdhani");
    expect(many.kind).toBe("many");
    expect(await resolveTrainText(search([]), "Nowhere Mail")).toEqual({
      kind: "none",
      message: 'No train matches "Nowhere Mail"',
    });
  });
});
