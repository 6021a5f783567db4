import { describe, expect, it } from "vitest";
import { clientKey, createMemoryStore, rateLimitedError, waitWords } from "./rate-limit.ts";

describe("the client key of an address", () => {
  it("keeps an IPv4 address, also when IPv4-mapped", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts IPv6 by its /64, however the address is written", () => {
    expect(clientKey("2001:db8:aa:1::1")).toBe("2001:db8:aa:1::/64");
    expect(clientKey("2001:0DB8:00aa:0001:ffff:0:0:1")).toBe("2001:db8:aa:1::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("2001:db8:aa:2::1")).not.toBe(clientKey("2001:db8:aa:1::1"));
  });
});

describe("the in-memory store", () => {
  it("counts hits in a fixed window and starts a new one when it ends", () => {
    const store = createMemoryStore();
    expect(store.hit("k", 1_000, 0)).toEqual({ count: 1, resetAtMs: 1_000 });
    expect(store.hit("k", 1_000, 999)).toEqual({ count: 2, resetAtMs: 1_000 });
    expect(store.hit("other", 1_000, 999)).toEqual({ count: 1, resetAtMs: 1_999 });
    expect(store.hit("k", 1_000, 1_000)).toEqual({ count: 1, resetAtMs: 2_000 });
  });

  it("forgets the oldest window when full, so memory stays bounded", () => {
    const store = createMemoryStore(2);
    store.hit("a", 60_000, 0);
    store.hit("a", 60_000, 0);
    store.hit("b", 60_000, 1);
    store.hit("c", 60_000, 2);
    expect(store.hit("b", 60_000, 3).count).toBe(2);
    expect(store.hit("a", 60_000, 3).count).toBe(1);
  });
});

describe("the refusal", () => {
  it("says how long to wait in minutes, at least a minute", () => {
    expect(waitWords(1)).toBe("a minute");
    expect(waitWords(60)).toBe("a minute");
    expect(waitWords(61)).toBe("2 minutes");
    expect(waitWords(600)).toBe("10 minutes");
    const error = rateLimitedError(360);
    expect(error.code).toBe("rate_limited");
    expect(error.message).toBe("Too many requests. Please try again in 6 minutes.");
  });
});
