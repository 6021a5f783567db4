import { describe, expect, it } from "vitest";
import {
  cancellationPolicyPath,
  compactDateSchema,
  currentStatusParamsSchema,
  currentStatusPath,
  decodeBase64,
  irctcLoginPath,
  isCalendarDate,
  legacyRedirectTarget,
  loginQuerySchema,
  myBookingsQuerySchema,
  orderDetailsPath,
  orderIdSchema,
  parseTrainsSlug,
  pnrEnquiryPath,
  pnrNumberSchema,
  pnrStatusParamsSchema,
  queryObject,
  reviewInfoSchema,
  routePagePath,
  routePageSlugSchema,
  searchAlternateTrainsPath,
  searchQuerySchema,
  searchTrainsParamsSchema,
  searchTrainsPath,
  sitemapListPath,
  sitemapListSchema,
  sitemapPageSegmentSchema,
  slugify,
  stationCodeSchema,
  stationPagePath,
  stationPageSlugSchema,
  stationParamSchema,
  trainNumberSchema,
  trainPagePath,
  trainPageSlugSchema,
  trainsSlugSchema,
  unslugify,
} from "./route-params.ts";

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

const NDLS = { code: "NDLS", name: "New Delhi" };
const MMCT = { code: "MMCT", name: "Mumbai Central" };

describe("station codes (spec §5: codes in capitals)", () => {
  it.each(["NDLS", "MMCT", "A", "BCT", "KOTA", "CSMT", "ABCDE1"])("accepts %s", (code) => {
    expect(ok(stationCodeSchema, code)).toBe(true);
  });
  it.each(["ndls", "Ndls", "", "1ABC", "ABCDEFG", "ND LS", "ND-LS", "ND_LS"])(
    "rejects %j",
    (code) => {
      expect(ok(stationCodeSchema, code)).toBe(false);
    },
  );
});

describe("the {code}_{name} station parameter", () => {
  it("splits on the first underscore into code and name", () => {
    expect(stationParamSchema.parse("NDLS_New Delhi")).toEqual(NDLS);
    expect(stationParamSchema.parse("NZM_H. Nizamuddin")).toEqual({
      code: "NZM",
      name: "H. Nizamuddin",
    });
  });
  it("normalises runs of spaces in the name", () => {
    expect(stationParamSchema.parse("NDLS_New   Delhi ")).toEqual(NDLS);
  });
  it.each([
    ["no underscore", "NDLS"],
    ["lower-case code", "ndls_New Delhi"],
    ["empty name", "NDLS_"],
    ["one-letter name", "NDLS_N"],
    ["name with an underscore", "NDLS_New_Delhi"],
    ["name with a slash", "NDLS_New/Delhi"],
    ["empty code", "_New Delhi"],
    ["name too long", `NDLS_${"a".repeat(61)}`],
  ])("rejects %s", (_, value) => {
    expect(ok(stationParamSchema, value)).toBe(false);
  });
});

describe("journey dates: exactly 8 digits and a real calendar date", () => {
  it("parses YYYYMMDD to ISO", () => {
    expect(compactDateSchema.parse("20260815")).toBe("2026-08-15");
    expect(compactDateSchema.parse("20280229")).toBe("2028-02-29");
    expect(compactDateSchema.parse("20000229")).toBe("2000-02-29");
  });
  it.each([
    ["7 digits", "2026081"],
    ["9 digits", "202608151"],
    ["ISO with dashes", "2026-08-15"],
    ["month 13", "20261301"],
    ["month 00", "20260001"],
    ["day 00", "20260800"],
    ["31 April", "20260431"],
    ["29 Feb in a common year", "20270229"],
    ["29 Feb 1900 (not a leap year)", "19000229"],
    ["year before 1900", "18991231"],
    ["letters", "2026O815"],
  ])("rejects %s", (_, value) => {
    expect(ok(compactDateSchema, value)).toBe(false);
  });
  it("knows the calendar", () => {
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2100, 2, 29)).toBe(false);
    expect(isCalendarDate(2026, 12, 31)).toBe(true);
    expect(isCalendarDate(2026, 11, 31)).toBe(false);
  });
});

describe("search route parameters", () => {
  const params = {
    source: "NDLS_New Delhi",
    destination: "MMCT_Mumbai Central",
    departureDate: "20260815",
  };
  it("parses stations and date", () => {
    expect(searchTrainsParamsSchema.parse(params)).toEqual({
      source: NDLS,
      destination: MMCT,
      departureDate: "2026-08-15",
    });
  });
  it("rejects the same station at both ends", () => {
    expect(ok(searchTrainsParamsSchema, { ...params, destination: "NDLS_New Delhi" })).toBe(false);
  });
  it("rejects a lower-case code or a short date", () => {
    expect(ok(searchTrainsParamsSchema, { ...params, source: "ndls_New Delhi" })).toBe(false);
    expect(ok(searchTrainsParamsSchema, { ...params, departureDate: "2026815" })).toBe(false);
  });
  it("keeps known quota and class codes and drops others", () => {
    expect(searchQuerySchema.parse({ quota: "TQ", class: "3A" })).toEqual({
      quota: "TQ",
      class: "3A",
    });
    expect(searchQuerySchema.parse({ quota: "XX", class: "4A", other: "1" })).toEqual({
      quota: undefined,
      class: undefined,
    });
  });
});

describe("searchTrainsPath (spec §5: built only when both stations have code and name and a date exists)", () => {
  it("builds the URL with {code}_{name} stations and an 8-digit date", () => {
    expect(searchTrainsPath({ source: NDLS, destination: MMCT, date: "2026-08-15" })).toBe(
      "/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20260815",
    );
    expect(searchTrainsPath({ source: NDLS, destination: MMCT, date: "20260815" })).toBe(
      "/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20260815",
    );
  });
  it("adds the optional query", () => {
    expect(
      searchTrainsPath({
        source: NDLS,
        destination: MMCT,
        date: "2026-08-15",
        query: { quota: "TQ", class: "SL" },
      }),
    ).toBe(
      "/trains/searchTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20260815?quota=TQ&class=SL",
    );
  });
  it("builds the alternate-trains URL", () => {
    expect(searchAlternateTrainsPath({ source: NDLS, destination: MMCT, date: "2026-08-15" })).toBe(
      "/trains/searchAlternateTrains/NDLS_New%20Delhi/MMCT_Mumbai%20Central/20260815",
    );
  });
  it.each([
    ["no source", { source: null, destination: MMCT, date: "2026-08-15" }],
    ["source without a name", { source: { code: "NDLS" }, destination: MMCT, date: "2026-08-15" }],
    [
      "destination without a code",
      { source: NDLS, destination: { name: "Mumbai Central" }, date: "2026-08-15" },
    ],
    ["no date", { source: NDLS, destination: MMCT, date: "" }],
    ["undefined date", { source: NDLS, destination: MMCT, date: undefined }],
    ["a date that does not exist", { source: NDLS, destination: MMCT, date: "2026-02-30" }],
    [
      "a lower-case code",
      { source: { code: "ndls", name: "New Delhi" }, destination: MMCT, date: "2026-08-15" },
    ],
    ["the same station twice", { source: NDLS, destination: NDLS, date: "2026-08-15" }],
  ])("gives null for %s", (_, input) => {
    expect(searchTrainsPath(input)).toBeNull();
  });
  it("round-trips through the route schema", () => {
    const path = searchTrainsPath({ source: NDLS, destination: MMCT, date: "2026-08-15" }) ?? "";
    const [, , , source, destination, departureDate] = path.split("/").map(decodeURIComponent);
    expect(searchTrainsParamsSchema.parse({ source, destination, departureDate })).toEqual({
      source: NDLS,
      destination: MMCT,
      departureDate: "2026-08-15",
    });
  });
});

describe("PNR, train number, order id and token", () => {
  it("PNR is exactly 10 digits", () => {
    expect(ok(pnrNumberSchema, "2345678901")).toBe(true);
    for (const bad of ["234567890", "23456789012", "23456789O1", "", "2345 67890"]) {
      expect(ok(pnrNumberSchema, bad)).toBe(false);
    }
  });
  it("train number is exactly 5 digits", () => {
    expect(ok(trainNumberSchema, "12951")).toBe(true);
    expect(ok(trainNumberSchema, "02951")).toBe(true);
    for (const bad of ["1295", "129512", "1295a", ""])
      expect(ok(trainNumberSchema, bad)).toBe(false);
  });
  it("order id is 8 to 20 digits without a leading zero", () => {
    expect(ok(orderIdSchema, "10000001")).toBe(true);
    expect(ok(orderIdSchema, "12345678901234567890")).toBe(true);
    for (const bad of ["1234567", "123456789012345678901", "01234567", "ORD12345678", ""]) {
      expect(ok(orderIdSchema, bad)).toBe(false);
    }
  });
  it("PNR enquiry needs a PNR and a URL-safe token", () => {
    expect(ok(pnrStatusParamsSchema, { pnrNumber: "2345678901", token: "abc-DEF_123" })).toBe(true);
    expect(ok(pnrStatusParamsSchema, { pnrNumber: "2345678901", token: "abc" })).toBe(false);
    expect(ok(pnrStatusParamsSchema, { pnrNumber: "2345678901", token: "abc def ghi" })).toBe(
      false,
    );
    expect(ok(pnrStatusParamsSchema, { pnrNumber: "234567890", token: "abc-DEF_123" })).toBe(false);
  });
  it("PNR details need an order id and a token", () => {
    expect(ok(currentStatusParamsSchema, { id: "26081500001", token: "t0k3n-value" })).toBe(true);
    expect(ok(currentStatusParamsSchema, { id: "x", token: "t0k3n-value" })).toBe(false);
  });
});

describe("review info (spec §5: a deep-link value must be valid base64)", () => {
  const encoded = btoa(JSON.stringify({ orderId: 1 }));
  it("accepts base64 and base64url, padded or not", () => {
    expect(decodeBase64(encoded)).toBe('{"orderId":1}');
    expect(ok(reviewInfoSchema, encoded)).toBe(true);
    expect(ok(reviewInfoSchema, encoded.replace(/=+$/, ""))).toBe(true);
    expect(decodeBase64("-_-_")).toBe(atob("+/+/"));
  });
  it.each([
    ["a character outside the alphabet", "abc$"],
    ["a length that cannot be base64", "abcde"],
    ["mixed alphabets", "ab+-"],
    ["padding in the middle", "ab=c"],
    ["wrong padding", "abc=="],
    ["too long", "A".repeat(4100)],
  ])("rejects %s", (_, value) => {
    expect(ok(reviewInfoSchema, value)).toBe(false);
  });
  it("builds the policy URL only for base64", () => {
    expect(cancellationPolicyPath("eyJhIjoxfQ")).toBe("/trains/cancellationPolicy/eyJhIjoxfQ");
    expect(cancellationPolicyPath("ab+/")).toBe("/trains/cancellationPolicy/ab%2B%2F");
    expect(() => cancellationPolicyPath("not base64!")).toThrow(RangeError);
  });
});

describe("sitemap lists", () => {
  it("parses page{n} with n a positive integer", () => {
    expect(sitemapPageSegmentSchema.parse("page1")).toBe(1);
    expect(sitemapPageSegmentSchema.parse("page42")).toBe(42);
    expect(sitemapPageSegmentSchema.parse("Page3")).toBe(3);
  });
  it.each(["page0", "page01", "page", "page-1", "page1.5", "1", "pages1", "page1a", "page1234567"])(
    "rejects %j",
    (value) => {
      expect(ok(sitemapPageSegmentSchema, value)).toBe(false);
    },
  );
  it("knows the four lists", () => {
    expect(sitemapListSchema.options).toEqual([
      "trains-sitemap-trains-list",
      "trains-sitemap-routes-city-list",
      "trains-sitemap-routes-station-list",
      "trains-sitemap-stations-list",
    ]);
  });
  it("builds list URLs and refuses page 0", () => {
    expect(sitemapListPath("trains-sitemap-stations-list", 2)).toBe(
      "/trains/trains-sitemap-stations-list/page2",
    );
    expect(() => sitemapListPath("trains-sitemap-trains-list", 0)).toThrow(RangeError);
    expect(() => sitemapListPath("trains-sitemap-trains-list", 1.5)).toThrow(RangeError);
  });
});

describe("SEO slugs under /trains/:slug", () => {
  it("reads a train page", () => {
    expect(trainPageSlugSchema.parse("12951-mumbai-rajdhani")).toEqual({
      kind: "train",
      trainNumber: "12951",
      nameSlug: "mumbai-rajdhani",
      trainName: "Mumbai Rajdhani",
    });
  });
  it("reads a station page, upper-casing the code", () => {
    expect(stationPageSlugSchema.parse("ndls-new-delhi-railway-station")).toEqual({
      kind: "station",
      stationCode: "NDLS",
      nameSlug: "new-delhi",
      stationName: "New Delhi",
    });
    expect(stationPageSlugSchema.parse("NDLS-New-Delhi-railway-station").stationCode).toBe("NDLS");
  });
  it("reads a route page", () => {
    expect(routePageSlugSchema.parse("new-delhi-to-mumbai-trains")).toEqual({
      kind: "route",
      originSlug: "new-delhi",
      destinationSlug: "mumbai",
      originName: "New Delhi",
      destinationName: "Mumbai",
    });
  });
  it("dispatches on the slug's shape", () => {
    expect(parseTrainsSlug("12951-mumbai-rajdhani")?.kind).toBe("train");
    expect(parseTrainsSlug("ndls-new-delhi-railway-station")?.kind).toBe("station");
    expect(parseTrainsSlug("ndls-to-mmct-trains")?.kind).toBe("route");
    expect(trainsSlugSchema.parse("kota-to-delhi-trains").kind).toBe("route");
  });
  it.each([
    "searchTrains",
    "1295-mumbai-rajdhani",
    "12951",
    "12951-",
    "ndls-railway-station",
    "delhi-to-delhi-trains",
    "a-to-b-to-c-trains",
    "-to-mumbai-trains",
    "new--delhi-to-mumbai-trains",
    "new_delhi-to-mumbai-trains",
    "delhi-to-mumbai",
    "hello-world",
  ])("gives the fallback for %j", (slug) => {
    expect(parseTrainsSlug(slug)).toBeNull();
    expect(ok(trainsSlugSchema, slug)).toBe(false);
  });
  it("slugifies and unslugifies names", () => {
    expect(slugify("H. Nizamuddin")).toBe("h-nizamuddin");
    expect(slugify("  Mumbai Central (MMCT) ")).toBe("mumbai-central-mmct");
    expect(unslugify("new-delhi")).toBe("New Delhi");
  });
  it("builds train, station and route URLs that parse back", () => {
    const train = trainPagePath("12951", "Mumbai Rajdhani");
    expect(train).toBe("/trains/12951-mumbai-rajdhani");
    expect(parseTrainsSlug(train.slice(8))?.kind).toBe("train");
    const station = stationPagePath(NDLS);
    expect(station).toBe("/trains/ndls-new-delhi-railway-station");
    expect(parseTrainsSlug(station.slice(8))?.kind).toBe("station");
    const route = routePagePath("New Delhi", "Mumbai");
    expect(route).toBe("/trains/new-delhi-to-mumbai-trains");
    expect(parseTrainsSlug(route.slice(8))?.kind).toBe("route");
  });
  it("refuses to build URLs that would not parse", () => {
    expect(() => trainPagePath("1295", "Mumbai Rajdhani")).toThrow(RangeError);
    expect(() => trainPagePath("12951", "***")).toThrow(RangeError);
    expect(() => stationPagePath({ code: "ndls", name: "New Delhi" })).toThrow(RangeError);
    expect(() => routePagePath("Delhi", "Delhi")).toThrow(RangeError);
  });
});

describe("other URL builders", () => {
  it("PNR enquiry", () => {
    expect(pnrEnquiryPath("2345678901", "abc-DEF_123")).toBe(
      "/trains/pnr-enquiry/2345678901/abc-DEF_123",
    );
    expect(() => pnrEnquiryPath("23456", "abc-DEF_123")).toThrow(RangeError);
  });
  it("PNR details with and without a booking", () => {
    expect(currentStatusPath()).toBe("/trains/current-status");
    expect(currentStatusPath("26081500001", "t0k3n-value")).toBe(
      "/trains/current-status/26081500001/t0k3n-value",
    );
    expect(() => currentStatusPath("26081500001")).toThrow(RangeError);
  });
  it("order pages", () => {
    expect(orderDetailsPath("summary", "26081500001")).toBe("/trains/summary/26081500001");
    expect(orderDetailsPath("history", "26081500001")).toBe("/trains/history/26081500001");
    expect(irctcLoginPath("26081500001")).toBe("/trains/irctc-login/26081500001");
    expect(() => orderDetailsPath("summary", "abc")).toThrow(RangeError);
    expect(() => irctcLoginPath("0")).toThrow(RangeError);
  });
});

describe("query schemas of simple pages", () => {
  it("my bookings tab falls back to travel bookings, the page to the first", () => {
    expect(myBookingsQuerySchema.parse({ tab: "unclaimed-refunds" })).toEqual({
      tab: "unclaimed-refunds",
      page: 1,
    });
    expect(myBookingsQuerySchema.parse({ tab: "nope" })).toEqual({ tab: "travel", page: 1 });
    expect(myBookingsQuerySchema.parse({})).toEqual({ tab: "travel", page: 1 });
    expect(myBookingsQuerySchema.parse({ tab: "all", page: "3" })).toEqual({ tab: "all", page: 3 });
    expect(myBookingsQuerySchema.parse({ tab: "all", page: "0" })).toEqual({ tab: "all", page: 1 });
    expect(myBookingsQuerySchema.parse({ tab: "all", page: "x" })).toEqual({ tab: "all", page: 1 });
  });
  it("login reads isIframe and the theme flag", () => {
    expect(loginQuerySchema.parse({ isIframe: "true", theme: "travel" })).toEqual({
      isIframe: true,
      theme: "travel",
    });
    expect(loginQuerySchema.parse({ isIframe: "yes", theme: "purple" })).toEqual({
      isIframe: false,
      theme: undefined,
    });
    expect(loginQuerySchema.parse({})).toEqual({ isIframe: false, theme: undefined });
  });
  it("queryObject keeps the first value of each key", () => {
    expect(queryObject(new URLSearchParams("a=1&b=2&a=3"))).toEqual({ a: "1", b: "2" });
  });
});

describe("legacy prefixes (spec §2)", () => {
  it.each([
    ["/train-tickets", "", "/trains"],
    ["/train-tickets/", "", "/trains/"],
    ["/train-tickets/check-pnr", "?utm_source=x&a=1", "/trains/check-pnr?utm_source=x&a=1"],
    ["/Train-Tickets/pnr-status", "a=1", "/trains/pnr-status?a=1"],
    ["/bus-tickets", "", "/bus"],
    ["/bus-tickets/", "?", "/bus/"],
    ["/bus-tickets/delhi-to-agra", "?d=1", "/bus/delhi-to-agra?d=1"],
  ])("%s%s → %s", (path, search, target) => {
    expect(legacyRedirectTarget(path, search)).toBe(target);
  });
  it.each(["/trains", "/train-ticketsx", "/bus", "/x/train-tickets"])("leaves %s alone", (path) => {
    expect(legacyRedirectTarget(path)).toBeNull();
  });
});
