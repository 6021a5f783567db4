import type { Locale } from "@safar/contracts/locale";
import type { Db } from "@safar/db/client";
import type { MESSAGE_CHANNELS } from "@safar/db/partner-schema";
import type { Clock } from "@safar/domain/clock";
import { type Executor, messagesRepository, type OutboxRow } from "./messages.repository.ts";

/**
 * One outbox for every message Safar sends (ADR 011): sign-in OTPs,
 * e-tickets. A use case writes the message with `enqueue` inside its own
 * transaction, so a message exists exactly when the change that caused it
 * committed; `flush` then hands unsent messages to the `MessageProvider` —
 * the seam a real SMS or mail gateway fills — and marks each sent. A message
 * whose send failed stays unsent and goes with the next flush.
 */

export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export interface OutgoingMessage {
  channel: MessageChannel;
  /** A 10-digit mobile for `sms`, an email address for `email`. */
  recipient: string;
  /** What it is for: `login_otp`, `e_ticket`… */
  purpose: string;
  subject?: string;
  body: string;
}

export interface MessageProvider {
  /** Delivers one message; resolves with the provider's reference for it. */
  send(message: OutgoingMessage & { id: number }): Promise<{ providerRef: string }>;
}

/** The development provider: delivers nothing, so the outbox page is where messages are read. */
export const simulatedProvider: MessageProvider = {
  async send(message) {
    return { providerRef: `sim-${message.id}` };
  },
};

export interface OutboxMessage {
  id: number;
  channel: MessageChannel;
  recipient: string;
  purpose: string;
  subject: string;
  body: string;
  createdAt: string;
  sentAt: string | null;
}

export interface Messages {
  /** Writes a message in the caller's transaction (or on its own). */
  enqueue(message: OutgoingMessage, tx?: Executor): Promise<void>;
  /** The language of a user's messages (ADR 028): stored on the user, English by default. */
  languageOf(userId: string | null, tx?: Executor): Promise<Locale>;
  /** Sends every unsent message; resolves with how many went. Never throws. */
  flush(): Promise<number>;
  /** The newest messages, newest first (the development outbox page, tests). */
  newest(limit: number, recipient?: string): Promise<OutboxMessage[]>;
}

export function createMessages(deps: {
  db: Db;
  now: Clock;
  provider?: MessageProvider;
  onError?: (error: unknown) => void;
}): Messages {
  const repo = messagesRepository(deps.db);
  const provider = deps.provider ?? simulatedProvider;
  let flushing: Promise<number> | null = null;

  /** Messages taken per transaction: the rows stay locked while the provider sends them. */
  const BATCH = 20;
  /** At most this many a flush (the next write flushes the rest). */
  const MOST = 100;

  async function sendAll(): Promise<number> {
    let sent = 0;
    for (let taken = 0; taken < MOST; ) {
      let failed = false;
      const batch = await repo.sendUnsent(
        BATCH,
        async (row) => {
          try {
            const { providerRef } = await provider.send({
              id: row.id,
              channel: row.channel,
              recipient: row.recipient,
              purpose: row.purpose,
              subject: row.subject,
              body: row.body,
            });
            return providerRef;
          } catch (error) {
            failed = true;
            deps.onError?.(error);
            return null;
          }
        },
        deps.now,
      );
      sent += batch.sent;
      taken += batch.taken;
      // A failed send waits for the next flush; a short batch was the last.
      if (failed || batch.taken < BATCH) break;
    }
    return sent;
  }

  return {
    async enqueue(message, tx) {
      await repo.insert(
        {
          channel: message.channel,
          recipient: message.recipient,
          purpose: message.purpose,
          subject: message.subject ?? "",
          body: message.body,
          createdAt: deps.now(),
        },
        tx,
      );
    },
    async languageOf(userId, tx) {
      return userId ? repo.languageOf(userId, tx) : "en";
    },
    async flush() {
      // One flush at a time; a caller arriving meanwhile waits for it, then flushes again.
      while (flushing) await flushing.catch(() => 0);
      flushing = sendAll().catch((error) => {
        deps.onError?.(error);
        return 0;
      });
      try {
        return await flushing;
      } finally {
        flushing = null;
      }
    },
    async newest(limit, recipient) {
      return (await repo.newest(limit, recipient)).map(view);
    },
  };
}

function view(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    purpose: row.purpose,
    subject: row.subject,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * The simulated railway's SMS and e-mails (account OTPs, forgotten user IDs,
 * reset links) land in the same outbox, marked `railway_…`: in the
 * simulation the traveller's phone and inbox are this outbox (ADR 011). The
 * host hands this to `createRailway({ messenger })`.
 */
export function railwayMessengerFor(messages: Messages): {
  send(message: { channel: MessageChannel; to: string; kind: string; text: string }): Promise<void>;
} {
  return {
    async send(message) {
      await messages.enqueue({
        channel: message.channel,
        recipient: message.to,
        purpose: `railway_${message.kind}`,
        ...(message.channel === "email" ? { subject: "Indian Railways (simulated)" } : {}),
        body: message.text,
      });
      void messages.flush();
    },
  };
}
