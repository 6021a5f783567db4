import { describe, expect, it } from "vitest";
import { otpRecipientVerdict } from "./otp-policy.ts";

const T0 = new Date("2026-11-21T10:00:00+05:30");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe("otpRecipientVerdict (issue 16 item 10)", () => {
  const ceiling = { max: 3, windowMinutes: 15 };

  it("allows codes up to the ceiling in the window", () => {
    expect(otpRecipientVerdict([], T0, ceiling)).toEqual({ ok: true });
    expect(otpRecipientVerdict([at(-1), at(-2)], T0, ceiling)).toEqual({ ok: true });
  });

  it("refuses past the ceiling, for no longer than the window", () => {
    const verdict = otpRecipientVerdict([at(-14), at(-2), at(-1)], T0, ceiling);
    // A place frees when the oldest of the three leaves the window: in 1 minute.
    expect(verdict).toEqual({ ok: false, reason: "otp_limit", minutes: 1 });
    const fresh = otpRecipientVerdict([at(-0.5), at(-0.2), at(-0.1)], T0, ceiling);
    expect(fresh).toEqual({ ok: false, reason: "otp_limit", minutes: 15 });
  });

  it("forgets codes older than the window, and ignores codes from the future", () => {
    expect(otpRecipientVerdict([at(-16), at(-15), at(-1), at(5)], T0, ceiling)).toEqual({
      ok: true,
    });
  });

  it("waits for the right code to age out when more than the ceiling were sent", () => {
    // Five in the window (an older policy, or a race): four must go before one may come.
    const verdict = otpRecipientVerdict([at(-13), at(-12), at(-3), at(-2), at(-1)], T0, ceiling);
    expect(verdict).toEqual({ ok: false, reason: "otp_limit", minutes: 12 });
  });
});
