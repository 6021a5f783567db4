import { DEV_HOST_APP_ENDPOINTS } from "@safar/contracts/app-auth";
import { CSRF_COOKIE, CSRF_HEADER } from "@safar/contracts/auth";
import { readCookie } from "@safar/contracts/cookies";
import { formatPaise } from "@safar/domain/money";
import { useEffect, useRef, useState } from "react";
import { data } from "react-router";
import { apiContext } from "#server-context";
import { call } from "../../lib/api.server.ts";
import type { BridgeCallName, FrameMessage } from "../../lib/native-bridge.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import "./host-app.css";
import type { Route } from "./+types/host-app";

/**
 * `/dev/host-app`: plays the travel app around Safar (ADR 026) for
 * development and the in-app browser test: Safar runs in a frame with the
 * bridge answered from here; each call is logged; sign-in hands over a token
 * signed by the server on the app's behalf, and the payment sheet asks the
 * tester. Only with DEV_HOST_APP on and from this machine; 404 otherwise
 * (production by default), as `/dev/outbox` is gated by its API.
 */
export const handle = { hideFooter: true } satisfies RouteHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  const status = await call(context.get(apiContext), DEV_HOST_APP_ENDPOINTS.status);
  if (!status.ok && status.status === 404) throw data(null, { status: 404 });
  const seo = pageSeo(url, {
    title: "Host App Simulator",
    description: "Safar inside a simulated travel app, for development and testing.",
    indexable: false,
  });
  const start = url.searchParams.get("start") ?? "";
  const startPath =
    start.startsWith("/") && !start.startsWith("//") && start.length < 500
      ? start
      : "/trains/?platform=travelapp";
  // The app's signed-in customer from the start (`?mobile=`), else a sample one.
  const asked = url.searchParams.get("mobile") ?? "";
  const mobile = /^[6-9]\d{9}$/.test(asked) ? asked : "9876543210";
  const headers = { "cache-control": "no-store" };
  if (!status.ok) {
    return data(
      { seo, startPath, mobile, refused: status.message },
      { status: status.status, headers },
    );
  }
  return data({ seo, startPath, mobile, refused: null }, { headers });
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

interface LogEntry {
  id: number;
  name: BridgeCallName;
  request: string;
  response: string;
}

interface SheetRequest {
  orderId: string;
  amountPaise: number;
  answer: (approved: boolean) => void;
}

/** A log line's JSON, cut short (a stored session is long). */
function shorten(json: string): string {
  return json.length > 140 ? `${json.slice(0, 140)}…` : json;
}

function csrfHeaders(): Record<string, string> {
  const csrf = readCookie(document.cookie, CSRF_COOKIE);
  return { "content-type": "application/json", ...(csrf ? { [CSRF_HEADER]: csrf } : {}) };
}

export default function HostApp({ loaderData }: Route.ComponentProps) {
  const { startPath, refused } = loaderData;
  const frame = useRef<HTMLIFrameElement>(null);
  const statusBar = useRef<HTMLDivElement>(null);
  const [listening, setListening] = useState(false);
  const [started, setStarted] = useState(false);
  const [mobile, setMobile] = useState(loaderData.mobile);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [sheet, setSheet] = useState<SheetRequest | null>(null);
  const [appScreen, setAppScreen] = useState<string | null>(null);
  const [statusColor, setStatusColor] = useState<string | null>(null);
  const mobileRef = useRef(mobile);
  mobileRef.current = mobile;

  useEffect(() => {
    if (statusBar.current && statusColor) statusBar.current.style.backgroundColor = statusColor;
  }, [statusColor]);

  useEffect(() => {
    let next = 1;
    const origin = window.location.origin;
    const answer = async (
      name: BridgeCallName,
      request: Record<string, unknown>,
    ): Promise<unknown> => {
      switch (name) {
        case "fetchAuthToken": {
          const res = await fetch("/api/dev/app-token", {
            method: "POST",
            credentials: "same-origin",
            headers: csrfHeaders(),
            body: JSON.stringify({ mobile: mobileRef.current }),
          });
          return { token: res.ok ? ((await res.json()) as { token: string }).token : null };
        }
        case "paymentSheet":
          if (request.step !== "verify") return { status: "done" };
          return new Promise((resolve) => {
            setSheet({
              orderId: String(request.orderId ?? ""),
              amountPaise: Number(request.amountPaise ?? 0),
              answer: (approved) => {
                setSheet(null);
                resolve(
                  approved ? { status: "approved", method: "wallet" } : { status: "cancelled" },
                );
              },
            });
          });
        case "setStatusBarColor":
          setStatusColor(String(request.color ?? ""));
          return { ok: true };
        case "navigate":
          if (request.to === "back") frame.current?.contentWindow?.history.back();
          else
            setAppScreen(request.to === "orders" ? "Travel app: Your Orders" : "Travel app: Home");
          return { done: true };
        case "openDeepLink":
        case "pushWindow":
          setAppScreen(`Travel app opened ${String(request.url ?? "")}`);
          return { opened: true };
        case "appInfo":
          return { appId: "safar-host-simulator", version: "1.0.0", os: "android" };
        case "currentLanguage":
          return { locale: "en-IN" };
        case "customerId":
          return { customerId: `sim-${mobileRef.current}` };
        case "userInfo":
          return { name: "Simulated traveller", mobile: mobileRef.current };
        case "location":
          return null;
        case "addressLookup":
          return { city: "", state: "" };
        case "permissionsCheck":
        case "permissionsShow":
          return { state: "denied" };
        case "startupParams":
          return { platform: "travelapp" };
        case "sessionData":
          return { session: null };
        case "httpRequest": {
          const res = await fetch(String(request.url ?? "/"), { credentials: "same-origin" });
          return { status: res.status, body: await res.text() };
        }
        case "popupShow":
          return { shown: true };
        default:
          return { ok: true };
      }
    };
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (event.origin !== origin || !source || event.source !== source) return;
      const message = event.data as FrameMessage;
      if (typeof message !== "object" || message === null || !("safarBridge" in message)) return;
      if (message.safarBridge === "hello") {
        source.postMessage({ safarBridge: "ready" } satisfies FrameMessage, origin);
        return;
      }
      if (message.safarBridge !== "call") return;
      const request = (message.request ?? {}) as Record<string, unknown>;
      const id = next++;
      answer(message.name, request).then(
        (response) => {
          setLog((entries) => [
            {
              id,
              name: message.name,
              request: shorten(JSON.stringify(request)),
              // Never show a token in full, even here.
              response: shorten(JSON.stringify(response).replace(/"sat1\.[^"]+"/g, '"sat1.…"')),
            },
            ...entries,
          ]);
          source.postMessage(
            { safarBridge: "answer", id: message.id, response } satisfies FrameMessage,
            origin,
          );
        },
        (error: unknown) => {
          source.postMessage(
            { safarBridge: "answer", id: message.id, error: String(error) } satisfies FrameMessage,
            origin,
          );
        },
      );
    };
    window.addEventListener("message", onMessage);
    setListening(true);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  if (refused) {
    return (
      <Screen title="Host app simulator">
        <p role="alert">{refused}</p>
      </Screen>
    );
  }

  return (
    <Screen
      title="Host app simulator"
      lead="Safar as the travel app shows it: the app's side of the bridge answers from this page."
      wide
    >
      <div className="host-app">
        <div className="host-app__phone">
          <div ref={statusBar} className="host-app__status-bar" data-color={statusColor ?? ""}>
            <span>Status bar {statusColor ?? "(not set)"}</span>
          </div>
          {appScreen ? (
            <p className="host-app__screen" role="status">
              {appScreen}{" "}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setAppScreen(null)}
              >
                Back to Safar
              </button>
            </p>
          ) : null}
          {started ? (
            <iframe
              ref={frame}
              className="host-app__frame"
              title="Safar in the app"
              src={startPath}
            />
          ) : (
            <p className="host-app__screen">
              <button
                type="button"
                className="button"
                disabled={!listening}
                onClick={() => setStarted(true)}
              >
                Open Safar in the app
              </button>
            </p>
          )}
        </div>
        <div className="host-app__side">
          <div className="form-field">
            <label htmlFor="host-mobile">Signed-in mobile (the app's customer)</label>
            <input
              id="host-mobile"
              inputMode="numeric"
              value={mobile}
              onChange={(event) => setMobile(event.target.value.replace(/\D/g, "").slice(0, 10))}
            />
          </div>
          {sheet ? (
            <section className="host-app__sheet" aria-labelledby="host-sheet-title">
              <h2 id="host-sheet-title">Payment sheet</h2>
              <p>
                Pay {formatPaise(sheet.amountPaise)} for order {sheet.orderId} from the travel app
                wallet?
              </p>
              <p className="host-app__sheet-actions">
                <button type="button" className="button" onClick={() => sheet.answer(true)}>
                  Approve payment
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => sheet.answer(false)}
                >
                  Decline
                </button>
              </p>
            </section>
          ) : null}
          <section aria-labelledby="host-log-title">
            <h2 id="host-log-title">Bridge calls</h2>
            <ol className="host-app__log" aria-live="polite">
              {log.map((entry) => (
                <li key={entry.id} data-call={entry.name}>
                  <strong>{entry.name}</strong> <code>{entry.request}</code> →{" "}
                  <code>{entry.response}</code>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </Screen>
  );
}
