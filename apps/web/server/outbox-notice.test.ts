import { describe, expect, it } from "vitest";
import { outboxNotice } from "./outbox-notice.ts";

describe("outboxNotice (issue 16 item 2)", () => {
  it("tells a tester where OTPs arrive, and that only this machine can read them", () => {
    expect(outboxNotice("local", 3000)).toEqual({
      level: "info",
      message:
        "Sign-in OTPs and every other SMS and e-mail: open http://localhost:3000/dev/outbox in a browser on this machine (OUTBOX_PAGE=local: nobody else can read them)",
    });
  });

  it("warns when the outbox is open to all, or when nobody can sign in", () => {
    expect(outboxNotice("on", 8080)).toMatchObject({ level: "warn" });
    expect(outboxNotice("on", 8080).message).toContain("anyone");
    expect(outboxNotice("off", 8080)).toMatchObject({ level: "warn" });
    expect(outboxNotice("off", 8080).message).toContain("nobody can sign in");
  });
});
