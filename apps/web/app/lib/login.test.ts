import { describe, expect, it } from "vitest";
import { loginCanClose, loginOpensInFrame, loginUrl, parseHostList } from "./login.ts";
import { authUserFromMessage } from "./login-frame.ts";

describe("login overlay rules", () => {
  it("hides the close control on summary, history and mybookings pages (spec §2)", () => {
    expect(loginCanClose("/trains/mybookings")).toBe(false);
    expect(loginCanClose("/travel/mybookings")).toBe(false);
    expect(loginCanClose("/trains/summary/ORD1")).toBe(false);
    expect(loginCanClose("/trains/history/ORD1")).toBe(false);
    expect(loginCanClose("/trains")).toBe(true);
    expect(loginCanClose("/trains/confirm")).toBe(true);
  });

  it("builds the framed login URL with the theme flag, or the travel path on ticket hosts", () => {
    expect(loginUrl({ hostname: "127.0.0.1", theme: "default", inFrame: true })).toBe(
      "/v1/api/login?isIframe=true&theme=default",
    );
    expect(loginUrl({ hostname: "tickets.safar.example", theme: "travel", inFrame: true })).toBe(
      "/v1/api/login/travel?isIframe=true&theme=travel",
    );
    expect(loginUrl({ hostname: "x", theme: "travel", inFrame: false })).toBe(
      "/v1/api/login?theme=travel",
    );
    expect(
      loginUrl({ hostname: "x", theme: "default", inFrame: false, next: "/trains/check-pnr" }),
    ).toBe("/v1/api/login?theme=default&next=%2Ftrains%2Fcheck-pnr");
  });

  it("frames the login only on the configured hosts, localhost included by default", () => {
    const hosts = parseHostList(undefined);
    expect(loginOpensInFrame("localhost", hosts)).toBe(true);
    expect(loginOpensInFrame("127.0.0.1", hosts)).toBe(true);
    expect(loginOpensInFrame("mirror.example", hosts)).toBe(false);
    expect(parseHostList(" a.example, B.example ,bad host")).toEqual(["a.example", "b.example"]);
  });

  it("accepts an auth response only from this origin and only with a user", () => {
    const origin = "https://safar.example";
    const data = { type: "auth-response", user: { id: 42, firstName: "Asha" } };
    expect(authUserFromMessage({ origin, data }, origin)).toEqual({ id: "42", firstName: "Asha" });
    expect(authUserFromMessage({ origin: "https://evil.example", data }, origin)).toBeNull();
    expect(authUserFromMessage({ origin, data: { type: "auth-response" } }, origin)).toBeNull();
    expect(
      authUserFromMessage({ origin, data: { type: "other", user: { id: 1 } } }, origin),
    ).toBeNull();
    expect(authUserFromMessage({ origin, data: "auth-response" }, origin)).toBeNull();
  });
});
