import { describe, expect, it } from "vitest";
import { formToken, formTokenMatches, isSameOriginPost, parseForm } from "./forms.ts";

const request = (headers: Record<string, string> = {}, host = "safar.example") => ({
  headers,
  host,
  protocol: "https",
});

describe("portal form guards", () => {
  it("take posts from this origin or without an Origin, refuse others", () => {
    expect(isSameOriginPost(request())).toBe(true);
    expect(isSameOriginPost(request({ origin: "https://safar.example" }))).toBe(true);
    expect(isSameOriginPost(request({ origin: "https://SAFAR.example:443" }))).toBe(true);
    expect(isSameOriginPost(request({ origin: "http://localhost" }, "localhost:80"))).toBe(true);
    expect(isSameOriginPost(request({ origin: "https://evil.example" }))).toBe(false);
    expect(isSameOriginPost(request({ origin: "https://safar.example.evil.example" }))).toBe(false);
    expect(isSameOriginPost(request({ origin: "https://safar.example:8443" }))).toBe(false);
    expect(isSameOriginPost(request({ origin: "null" }))).toBe(false);
    expect(isSameOriginPost(request({ origin: "not a url" }))).toBe(false);
    expect(
      isSameOriginPost(
        request({ origin: "https://safar.example", "sec-fetch-site": "cross-site" }),
      ),
    ).toBe(false);
    expect(isSameOriginPost(request({ "sec-fetch-site": "same-site" }))).toBe(false);
    expect(isSameOriginPost(request({ "sec-fetch-site": "same-origin" }))).toBe(true);
  });

  it("issue a form token in the railway's own cookie and match it on post", () => {
    const first = formToken(request());
    expect(first.setCookie).toMatch(
      /^railway_form=[\w-]{43}; Path=\/railway; HttpOnly; SameSite=Strict; Secure$/,
    );
    const cookie = `safar_session=abc; railway_form=${first.token}`;
    expect(formToken(request({ cookie }))).toEqual({ token: first.token, setCookie: null });
    expect(formTokenMatches(request({ cookie }), first.token)).toBe(true);
    expect(formTokenMatches(request({ cookie }), `${first.token}x`)).toBe(false);
    expect(formTokenMatches(request({ cookie }), undefined)).toBe(false);
    expect(formTokenMatches(request(), first.token)).toBe(false);
  });

  it("parse a urlencoded body into single strings", () => {
    expect(parseForm("a=1&b=x+y&a=2&c=%E2%80%98")).toEqual({ a: "2", b: "x y", c: "\u2018" });
  });
});
