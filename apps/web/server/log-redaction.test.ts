import { describe, expect, it } from "vitest";
import { redactUrl } from "./log-redaction.ts";

describe("redactUrl (issue 16 item 12)", () => {
  it("replaces the values of credential parameters and keeps everything else", () => {
    expect(redactUrl("/v1/api/authresponse?code=abc&isIframe=false&next=%2Ftrains")).toBe(
      "/v1/api/authresponse?code=[redacted]&isIframe=false&next=%2Ftrains",
    );
    expect(redactUrl("/api/trains/v5/search?from=NDLS&sso_token=s3cret&isH5=true")).toBe(
      "/api/trains/v5/search?from=NDLS&sso_token=[redacted]&isH5=true",
    );
    expect(redactUrl("/railway/reset-password?token=t0k")).toBe(
      "/railway/reset-password?token=[redacted]",
    );
  });

  it("finds a key however it is spelled: case, percent-encoding, no value, repeated", () => {
    expect(redactUrl("/x?SSO_TOKEN=a&%73so_token=b&sso%5Ftoken=c&code&code=d")).toBe(
      "/x?SSO_TOKEN=[redacted]&%73so_token=[redacted]&sso%5Ftoken=[redacted]&code=[redacted]&code=[redacted]",
    );
  });

  it("leaves a URL without secrets, or without a query, as it was, and drops a fragment", () => {
    expect(redactUrl("/trains/check-pnr")).toBe("/trains/check-pnr");
    expect(redactUrl("/trains?from=NDLS&to=BCT")).toBe("/trains?from=NDLS&to=BCT");
    expect(redactUrl("/x?code=1#frag")).toBe("/x?code=[redacted]");
    expect(redactUrl("/x?%zz=1&code=2")).toBe("/x?%zz=1&code=[redacted]");
  });
});
