import { LIVE_STATUS_ENDPOINTS, type LiveStatusResponse } from "@safar/contracts/live-status";
import { TRAINS_ENDPOINTS } from "@safar/contracts/trains/endpoints";
import type { ApiClient } from "#server-context";
import { type TrainOption, UNAVAILABLE_MESSAGE } from "../../features/live-status/view.ts";
import { call } from "../../lib/api.server.ts";

/**
 * The live-status pages' calls to the partner API (in process): trains by
 * name or number, a train's stops, and the running status with a time limit
 * (a slow answer is 'Live status currently unavailable', like a 5xx).
 */

const STATUS_TIMEOUT_MS = 8_000;

export async function findTrains(api: ApiClient, query: string, limit = 8): Promise<TrainOption[]> {
  const q = query.trim().slice(0, 60);
  if (!q) return [];
  const res = await call(api, TRAINS_ENDPOINTS.trainByName, { query: { q, limit: String(limit) } });
  if (!res.ok) return [];
  return res.data.trains.map((t) => ({
    trainNumber: t.trainNumber,
    trainName: t.trainName,
    from: t.source.code,
    to: t.destination.code,
  }));
}

export interface StopOption {
  code: string;
  name: string;
}

export async function trainStops(
  api: ApiClient,
  trainNumber: string,
): Promise<{ trainName: string; stops: StopOption[] } | null> {
  if (!/^\d{5}$/.test(trainNumber)) return null;
  const res = await call(api, TRAINS_ENDPOINTS.schedule, { query: { trainNumber } });
  if (!res.ok) return null;
  return {
    trainName: res.data.trainName,
    stops: res.data.stops.map((s) => ({ code: s.code, name: s.name })),
  };
}

export type StatusOutcome =
  | { ok: true; status: LiveStatusResponse }
  | { ok: false; kind: "unavailable"; message: string }
  | { ok: false; kind: "refused"; httpStatus: number; message: string };

export async function loadLiveStatus(
  api: ApiClient,
  trainNumber: string,
  date: string | undefined,
  timeoutMs = STATUS_TIMEOUT_MS,
): Promise<StatusOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const res = await Promise.race([
      call(api, LIVE_STATUS_ENDPOINTS.v2, { query: { trainNumber, ...(date ? { date } : {}) } }),
      timeout,
    ]);
    if (res === "timeout" || (!res.ok && res.status >= 500)) {
      return { ok: false, kind: "unavailable", message: UNAVAILABLE_MESSAGE };
    }
    if (!res.ok) {
      const message =
        res.status === 404
          ? `We could not find train ${trainNumber}. Check the number or search by name.`
          : (res.fields?.trainNumber ?? res.fields?.date ?? res.message);
      return { ok: false, kind: "refused", httpStatus: res.status, message };
    }
    return { ok: true, status: res.data };
  } finally {
    clearTimeout(timer);
  }
}

export type TrainResolution =
  | { kind: "number"; trainNumber: string }
  | { kind: "many"; trains: TrainOption[] }
  | { kind: "none"; message: string };

/** What the plain form's typed text names: a 5-digit number, or one or several trains by name. */
export async function resolveTrainText(api: ApiClient, text: string): Promise<TrainResolution> {
  const typed = text.trim();
  if (!typed) return { kind: "none", message: "Please enter a train number or name" };
  const number = /^(\d{5})\b/.exec(typed)?.[1];
  if (number) return { kind: "number", trainNumber: number };
  if (/^\d+$/.test(typed)) return { kind: "none", message: "Please enter a valid train" };
  const trains = await findTrains(api, typed, 10);
  if (trains.length === 0) {
    return { kind: "none", message: `No train matches "${typed.slice(0, 60)}"` };
  }
  const [first] = trains;
  if (trains.length === 1 && first) return { kind: "number", trainNumber: first.trainNumber };
  return { kind: "many", trains };
}
