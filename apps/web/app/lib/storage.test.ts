import { MemoryStorage } from "@safar/test-kit/memory-storage";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  parseJsonArray,
  readJson,
  readString,
  remove,
  STORAGE_KEYS,
  writeJson,
  writeString,
} from "./storage.ts";

let local: MemoryStorage;
let session: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal("window", { localStorage: local, sessionStorage: session });
});
afterEach(() => vi.unstubAllGlobals());

const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === "string");

describe("storage", () => {
  it("reads and writes strings in local or session storage", () => {
    expect(writeString(STORAGE_KEYS.flowType, "direct")).toBe(true);
    expect(writeString(STORAGE_KEYS.flowType, "tatkal", "session")).toBe(true);
    expect(readString(STORAGE_KEYS.flowType)).toBe("direct");
    expect(readString(STORAGE_KEYS.flowType, "session")).toBe("tatkal");
    remove(STORAGE_KEYS.flowType);
    expect(readString(STORAGE_KEYS.flowType)).toBeNull();
  });

  it("round-trips JSON and falls back on missing, corrupt or wrongly shaped values", () => {
    expect(readJson(STORAGE_KEYS.pnrSearches, [], isStringList)).toEqual([]);
    writeJson(STORAGE_KEYS.pnrSearches, ["1234567890"]);
    expect(readJson(STORAGE_KEYS.pnrSearches, [], isStringList)).toEqual(["1234567890"]);
    local.setItem(STORAGE_KEYS.pnrSearches, "{not json");
    expect(readJson(STORAGE_KEYS.pnrSearches, [], isStringList)).toEqual([]);
    writeJson(STORAGE_KEYS.pnrSearches, { pnr: 1 });
    expect(readJson(STORAGE_KEYS.pnrSearches, ["x"], isStringList)).toEqual(["x"]);
  });

  it("reports a full storage as a failed write instead of throwing", () => {
    local.quota = 3;
    expect(writeString(STORAGE_KEYS.contactInfo, "too long")).toBe(false);
    expect(writeJson(STORAGE_KEYS.contactInfo, { a: 1 })).toBe(false);
  });

  it("never throws when storage is blocked or absent (server render)", () => {
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
      get sessionStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(writeString(STORAGE_KEYS.utmData, "x")).toBe(false);
    expect(readString(STORAGE_KEYS.utmData)).toBeNull();
    expect(() => remove(STORAGE_KEYS.utmData)).not.toThrow();
    vi.unstubAllGlobals();
    expect(readString(STORAGE_KEYS.utmData)).toBeNull();
  });

  it("writes a value that is not serialisable as a failed write", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson(STORAGE_KEYS.detailPayload, cyclic)).toBe(false);
  });
});

describe("parseJsonArray", () => {
  it("gives the stored array, and an empty one for anything else", () => {
    expect(parseJsonArray('[1,{"a":2}]')).toEqual([1, { a: 2 }]);
    for (const raw of [null, "", "not json", '{"a":1}', "42"]) {
      expect(parseJsonArray(raw), String(raw)).toEqual([]);
    }
  });
});
