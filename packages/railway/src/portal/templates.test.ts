import { describe, expect, it } from "vitest";
import {
  aadhaarDonePage,
  aadhaarOtpPage,
  aadhaarPage,
  authorizePage,
  checkbox,
  escapeHtml,
  field,
  html,
  journeyDateText,
  type MandateSummary,
  mandatePage,
  mandateStatement,
  page,
  Safe,
} from "./templates.ts";

describe("portal templates", () => {
  it("escape every interpolated value, keeping markup made by html``", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&\``)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&#96;",
    );
    const inner = html`<b>${"<i>"}</b>`;
    expect(html`<p>${inner} ${["<", new Safe("<br>")]} ${null}${false}${3}</p>`.value).toBe(
      "<p><b>&lt;i&gt;</b> &lt;<br> 3</p>",
    );
  });

  it("label every field and tie its hint and error to it", () => {
    const out = field({
      name: "userId",
      label: "User ID",
      value: '"><script>',
      hint: "3 to 35",
      error: "Please enter a valid User ID",
    }).value;
    expect(out).toContain('<label for="f-userId">User ID</label>');
    expect(out).toContain('<p class="error" id="f-userId-error" role="alert">');
    expect(out).toContain('aria-describedby="f-userId-hint f-userId-error" aria-invalid="true"');
    expect(out).toContain('value="&quot;&gt;&lt;script&gt;"');
  });

  it("never echo a password", () => {
    expect(
      field({ name: "password", label: "Password", type: "password", value: "Secret123" }).value,
    ).not.toContain("Secret123");
  });

  it("make a page with its language, title, main landmark and linked stylesheet only", () => {
    const out = page({ title: "A <title>", body: html`<p>x</p>` });
    expect(out).toMatch(/^<!doctype html>\n<html lang="en-IN">/);
    expect(out).toContain("<title>A &lt;title&gt; | Indian Railways (simulated)</title>");
    expect(out).toContain('<link rel="stylesheet" href="/railway/portal.css">');
    expect(out).toContain('<main id="main">');
    expect(out).not.toMatch(/<style|<script|\sstyle=/);
  });

  it("tie a checkbox's label and error to it", () => {
    const out = checkbox({
      name: "consent",
      label: "I agree",
      value: "yes",
      error: "Tick it",
    }).value;
    expect(out).toContain('<input id="f-consent" name="consent" type="checkbox" value="yes"');
    expect(out).toContain('aria-describedby="f-consent-error" aria-invalid="true"');
    expect(out).toContain('<label for="f-consent">I agree</label>');
    expect(out).toContain('<p class="error" id="f-consent-error" role="alert">Tick it</p>');
    expect(checkbox({ name: "c", label: "x", value: "yes", checked: true }).value).toContain(
      " checked",
    );
  });

  it("ask for the Aadhaar number without ever filling it in", () => {
    const out = aadhaarPage({
      token: "t".repeat(43),
      returnPath: "/trains",
      backHref: "/trains",
      userId: "Asha_1",
      consent: true,
      error: { field: "aadhaar", message: "An Aadhaar number has 12 digits; you typed 11" },
    });
    expect(out).toMatch(/<input id="f-aadhaar" name="aadhaar" type="text"(?![^>]*value=)[^>]*>/);
    expect(out).toContain('id="f-aadhaar-error" role="alert">An Aadhaar number has 12 digits');
    expect(out).toMatch(/name="consent" type="checkbox" value="yes" checked>/);
    expect(out).toContain('<input type="hidden" name="step" value="start">');
  });

  it("carry only the user ID between the Aadhaar steps, and show the number masked at the end", () => {
    const otp = aadhaarOtpPage({
      token: "t".repeat(43),
      returnPath: "/trains",
      backHref: "/trains",
      restartHref: "/railway/aadhaar?userId=Asha_1",
      userId: "Asha_1",
      notice: "A 6 digit OTP was sent to 98******10, the mobile number linked with your Aadhaar",
    });
    const hidden = [...otp.matchAll(/<input type="hidden" name="(\w+)"/g)].map((m) => m[1]);
    expect(new Set(hidden)).toEqual(new Set(["form_token", "return", "step", "userId"]));
    expect(otp).toContain('role="status"><p>A 6 digit OTP was sent to 98******10');
    const done = aadhaarDonePage({
      userId: "Asha_1",
      masked: "XXXX XXXX 2346",
      already: false,
      backHref: "/trains/summary/7",
    });
    expect(done).toContain("Aadhaar authenticated: XXXX XXXX 2346");
    expect(done).toContain('href="/trains/summary/7"');
  });

  it("add the Aadhaar OTP to a Tatkal hold's password form, with a resend form", () => {
    const hold = {
      trainNumber: "12951",
      trainName: "Mumbai Rajdhani",
      date: "2026-12-02",
      from: "MMCT",
      to: "NDLS",
      classCode: "3A",
      passengers: 1,
      railwayUserId: "Asha_1",
    };
    const common = {
      holdId: "h",
      returnPath: "/trains",
      backHref: "/trains",
      forgotHref: "/railway/forgot-password",
      token: "t".repeat(43),
      hold,
    };
    const tatkal = authorizePage({
      ...common,
      aadhaarOtp: { sentTo: "98******10", error: "Wrong OTP. 4 attempt(s) left" },
    });
    expect(tatkal).toContain('<label for="f-aadhaarOtp">Aadhaar OTP</label>');
    expect(tatkal).toContain("(98******10)");
    expect(tatkal).toContain('id="f-aadhaarOtp-error" role="alert">Wrong OTP. 4 attempt(s) left');
    expect(tatkal).toContain('<input type="hidden" name="intent" value="resend_otp">');
    expect(tatkal.match(/<form /g)).toHaveLength(2);
    const general = authorizePage(common);
    expect(general).not.toContain("Aadhaar");
    expect(general.match(/<form /g)).toHaveLength(1);
  });

  it("print a journey date the Indian way", () => {
    expect(journeyDateText("2026-12-01")).toBe("Tue, 01 Dec 2026");
    expect(journeyDateText("not a date")).toBe("not a date");
  });

  describe("the mandate page", () => {
    const summary: MandateSummary = {
      userId: "Asha_1",
      trainNumber: "12952",
      trainName: "Mumbai Rajdhani",
      from: { code: "NDLS", name: "New Delhi" },
      to: { code: "MMCT", name: "Mumbai Central" },
      date: "2026-11-28",
      classCode: "3A",
      classText: "AC 3 Tier (3A)",
      quota: "TQ",
      passengers: 2,
      opensAt: new Date("2026-11-27T04:30:00Z"),
      expiresAt: new Date("2026-11-27T05:30:00Z"),
    };
    const options = {
      token: "t".repeat(43),
      backHref: "/trains/review",
      forgotHref: "/railway/forgot-password?userId=Asha_1",
      hidden: { train: "12952", sig: "s1g", return: "/trains/review" },
      summary,
      aadhaarOtp: { sentTo: "98******01" },
    };

    it("says plainly what is authorised, when it is used and until when", () => {
      expect(mandateStatement(summary)).toBe(
        "Book 2 passengers in 3A (Tatkal) on 12952 NDLS to MMCT, Sat, 28 Nov 2026, automatically when Tatkal opens at 10:00 AM on Fri, 27 Nov 2026, for User ID Asha_1.",
      );
      const out = mandatePage(options);
      expect(out).toContain("<title>Authorise a Tatkal booking ahead | ");
      expect(out).toContain("Valid once, until 11:00 AM on Fri, 27 Nov 2026.");
      expect(out).toContain("<dt>Journey</dt><dd>New Delhi (NDLS) to Mumbai Central (MMCT)</dd>");
      expect(out).toContain("<dt>Quota</dt><dd>Tatkal (TQ)</dd>");
      expect(out).toContain('<input type="hidden" name="sig" value="s1g">');
      expect(out).toMatch(
        /<input id="f-user" name="user" type="text" value="Asha_1"[^>]* readonly/,
      );
      expect(out).toMatch(/<input id="f-password" name="password" type="password"/);
      expect(out).toContain('<label for="f-aadhaarOtp">Aadhaar OTP</label>');
      expect(out).toContain("(98******01)");
      expect(out).toContain(">Send a new Aadhaar OTP</button>");
      expect(out).not.toMatch(/<style|<script|\sstyle=/);
    });

    it("ties the password's and the OTP's refusals to their fields", () => {
      const out = mandatePage({
        ...options,
        error: "Wrong password for User ID Asha_1. 4 attempt(s) left",
        aadhaarOtp: { sentTo: "98******01", error: "Wrong OTP. 4 attempt(s) left" },
      });
      expect(out).toMatch(/id="f-password-error" role="alert">Wrong password/);
      expect(out).toMatch(/id="f-aadhaarOtp-error" role="alert">Wrong OTP/);
      expect(out).toContain('aria-describedby="f-aadhaarOtp-hint f-aadhaarOtp-error"');
    });

    it("shows only the reason and the ways back when the booking cannot be authorised", () => {
      const out = mandatePage({
        token: "t",
        backHref: "/trains",
        closed: "Only Aadhaar-verified railway users can book Tatkal from July 1, 2025",
        aadhaarHref: "/railway/aadhaar?userId=Asha_1",
      });
      expect(out).toMatch(/role="alert"><p>Only Aadhaar-verified/);
      expect(out).toContain('href="/railway/aadhaar?userId=Asha_1"');
      expect(out).toContain('<a href="/trains">Go back to the booking site</a>');
      expect(out).not.toContain("<form");
    });
  });
});
