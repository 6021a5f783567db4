/**
 * Device storage (spec §3 "Device-storage keys"). Every access is guarded:
 * storage may be missing (server render), blocked (privacy modes) or full,
 * and a failure never breaks a page.
 */
export const STORAGE_KEYS = {
  recentSearches: "safar.recentSearches",
  pnrSearches: "safar.pnrSearches",
  liveStatusSearches: "safar.liveStatusSearches",
  filters: "safar.filters",
  /** The last search-results URL, for back navigation. */
  searchUrl: "safar.searchUrl",
  /** The last traveller-details (confirm) URL, for back navigation. */
  confirmUrl: "safar.confirmUrl",
  reviewUrl: "safar.reviewUrl",
  detailPayload: "safar.detailPayload",
  contactInfo: "safar.contactInfo",
  /** Mirrors the affiliate cookie: "1" when the travel-app profile is active. */
  travelAppFlag: "safar.isTravelApp",
  utmData: "safar.utmData",
  journeyTypes: "safar.journeyTypes",
  flowType: "safar.flowType",
  userCityState: "safar.userCityState",
  session: "safar.session",
  /** Set before the one automatic reload after a first-load render failure. */
  renderFailureReload: "safar.renderFailureReload",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
export type StorageArea = "local" | "session";

function area(kind: StorageArea): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    // Accessing storage throws when the browser blocks it.
    return null;
  }
}

export function readString(key: StorageKey, kind: StorageArea = "local"): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a value; returns false when storage is unavailable or full. */
export function writeString(key: StorageKey, value: string, kind: StorageArea = "local"): boolean {
  const store = area(kind);
  if (!store) return false;
  try {
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function remove(key: StorageKey, kind: StorageArea = "local"): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to undo when storage is unavailable.
  }
}

/**
 * Reads JSON; a missing, unparsable or rejected value gives `fallback`.
 * `guard` checks the parsed shape (e.g. a Zod schema's `safeParse(...).success`).
 */
export function readJson<T>(
  key: StorageKey,
  fallback: T,
  guard: (value: unknown) => value is T,
  kind: StorageArea = "local",
): T {
  const raw = readString(key, kind);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/**
 * A stored list read leniently: the parsed array, or `[]` when the value is
 * missing, not JSON or not an array. Callers keep the entries that fit.
 */
export function parseJsonArray(raw: string | null): unknown[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export function writeJson(key: StorageKey, value: unknown, kind: StorageArea = "local"): boolean {
  let raw: string;
  try {
    raw = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeString(key, raw, kind);
}
