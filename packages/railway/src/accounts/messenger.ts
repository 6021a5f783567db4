/**
 * The railway's outgoing messages (OTPs, forgotten user IDs, password-reset
 * links) go through this port, so the simulation never talks to a real SMS or
 * mail gateway. `createMemoryMessenger` keeps every message in `outbox`, in
 * the order sent: tests read OTPs and reset links from it, and the dev host
 * can show it.
 */

export type RailwayMessageChannel = "sms" | "email";
export type RailwayMessageKind = "otp" | "user_id" | "password_reset";

export interface RailwayMessage {
  channel: RailwayMessageChannel;
  /** A 10-digit mobile for `sms`, an email address for `email`. */
  to: string;
  kind: RailwayMessageKind;
  text: string;
}

export interface RailwayMessenger {
  send(message: RailwayMessage): Promise<void>;
}

export interface MemoryMessenger extends RailwayMessenger {
  /** Every message sent, oldest first. */
  readonly outbox: RailwayMessage[];
}

export function createMemoryMessenger(): MemoryMessenger {
  const outbox: RailwayMessage[] = [];
  return {
    outbox,
    async send(message) {
      outbox.push({ ...message });
    },
  };
}
