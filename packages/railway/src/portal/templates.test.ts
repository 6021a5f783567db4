import { describe, expect, it } from "vitest";
import { escapeHtml, field, html, journeyDateText, page, Safe } from "./templates.ts";

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

  it("print a journey date the Indian way", () => {
    expect(journeyDateText("2026-12-01")).toBe("Tue, 01 Dec 2026");
    expect(journeyDateText("not a date")).toBe("not a date");
  });
});
