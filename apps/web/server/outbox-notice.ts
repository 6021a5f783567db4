import type { OutboxMode } from "@safar/api/config";

/**
 * What the server says at start about reading OTPs (ADR 014): `npm start`'s
 * way of telling a tester where sign-in codes arrive while messages go to
 * the simulated provider. One log line, JSON like every other.
 */
export function outboxNotice(
  mode: OutboxMode,
  port: number,
): { level: "info" | "warn"; message: string } {
  const url = `http://localhost:${port}/dev/outbox`;
  switch (mode) {
    case "local":
      return {
        level: "info",
        message: `Sign-in OTPs and every other SMS and e-mail: open ${url} in a browser on this machine (OUTBOX_PAGE=local: nobody else can read them)`,
      };
    case "on":
      return {
        level: "warn",
        message: `OUTBOX_PAGE is on: anyone who reaches this server can read every sign-in OTP at ${url}; never with real travellers`,
      };
    case "off":
      return {
        level: "warn",
        message:
          "OUTBOX_PAGE is off: with the simulated message provider no OTP can be read, so nobody can sign in",
      };
  }
}
