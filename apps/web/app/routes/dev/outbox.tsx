import { MESSAGES_ENDPOINTS } from "@safar/contracts/messages";
import { data, Form } from "react-router";
import { apiContext } from "#server-context";
import { call } from "../../lib/api.server.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import "./outbox.css";
import type { Route } from "./+types/outbox";

/**
 * `/dev/outbox`: every SMS and e-mail Safar sent (sign-in OTPs, e-tickets),
 * newest first, optionally for one recipient. Messages go to a simulated
 * provider, so this is where a tester reads an OTP (ADR 011). Who may read
 * it is `OUTBOX_PAGE` (ADR 014): with `local`, the default, a browser on the
 * server's own machine only (others are told so, 403); with `off` the API
 * answers 404 and so does this page.
 */

export async function loader({ url, context }: Route.LoaderArgs) {
  const recipient = url.searchParams.get("recipient")?.trim().slice(0, 320) ?? "";
  const answer = await call(context.get(apiContext), MESSAGES_ENDPOINTS.outbox, {
    query: { limit: "50", ...(recipient ? { recipient } : {}) },
  });
  if (!answer.ok && answer.status === 404) throw data(null, { status: 404 });
  const seo = pageSeo(url, {
    title: "Outbox",
    description: "Messages Safar sent, for development and testing.",
    indexable: false,
  });
  const headers = { "cache-control": "no-store" };
  // OUTBOX_PAGE=local and this browser is not on the server's machine (ADR 014).
  if (!answer.ok) {
    const refused =
      answer.code === "try_again" ? "The outbox cannot be read from here." : answer.message;
    return data({ seo, recipient, messages: [], refused }, { status: answer.status, headers });
  }
  return data({ seo, recipient, messages: answer.data.messages, refused: null }, { headers });
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

const TIME = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { messages, recipient, refused } = loaderData;
  if (refused) {
    return (
      <Screen title="Outbox" wide>
        <p role="alert">{refused}</p>
      </Screen>
    );
  }
  return (
    <Screen
      title="Outbox"
      lead="SMS and e-mails Safar sent, newest first. Messages go to a simulated provider; read sign-in OTPs here."
      wide
    >
      <Form method="get" className="outbox__filter">
        <div className="form-field">
          <label className="form-field__label" htmlFor="outbox-recipient">
            Mobile number or email
          </label>
          <input
            id="outbox-recipient"
            name="recipient"
            className="form-field__control"
            defaultValue={recipient}
            autoComplete="off"
          />
        </div>
        <button type="submit" className="button">
          Show
        </button>
      </Form>
      {messages.length === 0 ? (
        <p role="status">No messages yet.</p>
      ) : (
        <ol className="outbox__list" aria-label="Messages">
          {messages.map((m) => (
            <li key={m.id} className="outbox__message">
              <p className="outbox__meta">
                <span className="outbox__channel">{m.channel === "sms" ? "SMS" : "E-mail"}</span> to{" "}
                <strong>{m.recipient}</strong> ·{" "}
                <time dateTime={m.createdAt}>{TIME.format(new Date(m.createdAt))}</time> ·{" "}
                {m.sentAt ? "sent" : "queued"}
              </p>
              {m.subject ? <p className="outbox__subject">{m.subject}</p> : null}
              <p className="outbox__body">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </Screen>
  );
}
