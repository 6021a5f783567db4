import { BOOKING_ENDPOINTS, type OrderSummary } from "@safar/contracts/booking";
import { orderIdSchema } from "@safar/contracts/route-params";
import {
  isSoldOut,
  WAITING_ROOM_ENDPOINTS,
  type WaitingPlace,
} from "@safar/contracts/waiting-room";
import { istWhen } from "@safar/domain/opening-time";
import { nextAskMs, retryAfterSeconds } from "@safar/domain/waiting-room";
import { useEffect, useRef } from "react";
import { data, Form, redirect, useRevalidator } from "react-router";
import { apiContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import {
  confirmHref,
  loginHref,
  reviewPath,
  reviewRedirect,
} from "../../features/checkout/format.ts";
import { call } from "../../lib/api.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { OrderGate } from "../shared/order-gate.tsx";
import { notFound, RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import "../../components/ui/forms.css";
import "../../features/checkout/waiting-room.css";
import type { Route } from "./+types/waiting-room";

/**
 * `/trains/waiting-room?orderId=…` (issue 20 item 4, ADR 021): where the
 * order's place in its opening's queue stands — its number, how many wait
 * ahead, when its turn comes — and the class's seats now, plainly saying
 * when it is sold out. The page asks again by itself (an HTTP `Refresh`
 * before JavaScript, a revalidation after); at the turn, "Proceed to pay"
 * posts to the review's action (sent at once when JavaScript runs).
 */
export const handle = { pageCode: 3, headerTitle: "Waiting Room" } satisfies RouteHandle;

type View =
  | { kind: "none" }
  | { kind: "loggedOut"; loginHref: string }
  | { kind: "error"; message: string }
  | { kind: "place"; order: OrderSummary; place: WaitingPlace };

/** Seconds until the page asks again (HTTP `Refresh`): at its turn, or on its 10 s grid. */
export function refreshAfter(place: WaitingPlace): number | null {
  if (place.state !== "waiting") return null;
  return retryAfterSeconds(new Date(place.admitAt), new Date(place.checkedAt));
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const seo = pageSeo(url, {
    title: "Waiting Room",
    description: "Your place in the queue for the opening.",
    indexable: false,
  });
  const raw = url.searchParams.get("orderId");
  const headers = new Headers({ "cache-control": "no-store" });
  if (raw === null || raw === "") return data({ seo, view: { kind: "none" } as View }, { headers });
  const parsed = orderIdSchema.safeParse(raw);
  if (!parsed.success) notFound();
  const orderId = parsed.data;
  const api = context.get(apiContext);
  const [summary, place] = await Promise.all([
    call(api, BOOKING_ENDPOINTS.summaryV1, { params: { orderId } }),
    call(api, WAITING_ROOM_ENDPOINTS.place, { params: { orderId } }),
  ]);
  let view: View;
  if (!summary.ok) {
    if (summary.status === 404) notFound();
    view =
      summary.status === 401 || summary.status === 403 || summary.status === 410
        ? { kind: "loggedOut", loginHref: loginHref(`${url.pathname}${url.search}`) }
        : { kind: "error", message: summary.message };
  } else {
    const past = reviewRedirect(summary.data.header.status, orderId);
    if (past) throw redirect(past);
    // Not in a queue (any more): the review says what to do next.
    if (!place.ok) throw redirect(reviewPath(orderId));
    view = { kind: "place", order: summary.data, place: place.data };
    const again = refreshAfter(place.data);
    if (again !== null) headers.set("refresh", String(again));
  }
  return data({ seo, view }, { headers });
}

/** Leave the queue: the place is given up, and the page says so. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = orderIdSchema.safeParse(String(form.get("orderId") ?? ""));
  if (!parsed.success) notFound();
  await call(context.get(apiContext), WAITING_ROOM_ENDPOINTS.leave, {
    body: { orderId: parsed.data },
  });
  throw redirect(`/trains/waiting-room?orderId=${parsed.data}`);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function WaitingRoom({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  if (view.kind !== "place") {
    return (
      <OrderGate
        view={view}
        title="Waiting room"
        noneLead="There is no booking waiting."
        noneText="A booking made in the minutes around a Tatkal or reservation opening waits here for its turn."
      />
    );
  }
  return <Place order={view.order} place={view.place} />;
}

function Place({ order, place }: { order: OrderSummary; place: WaitingPlace }) {
  const revalidator = useRevalidator();
  const proceed = useRef<HTMLFormElement>(null);
  const now = new Date(place.checkedAt);
  const opensAt = new Date(place.opening.opensAt);
  const opened = now.getTime() >= opensAt.getTime();
  const j = order.journey_details;
  const seats = order.seat_status.now;
  const soldOut = opened && isSoldOut(seats);
  const what = place.opening.kind === "tatkal" ? `Tatkal (${j.quota})` : "Reservation";

  // After JavaScript: ask again at the turn itself (to the millisecond, not the
  // HTTP Refresh's whole seconds, so admitted travellers do not come back in a
  // bunch), or on the place's own 10 s grid while it is far; then go on.
  useEffect(() => {
    if (place.state !== "waiting") return;
    const wait = nextAskMs(new Date(place.admitAt), new Date(place.checkedAt));
    const timer = setTimeout(() => revalidator.revalidate(), Math.max(100, wait));
    return () => clearTimeout(timer);
  }, [place, revalidator]);
  useEffect(() => {
    if (place.state === "admitted" && !soldOut) proceed.current?.requestSubmit();
  }, [place.state, soldOut]);

  const title =
    place.state === "admitted"
      ? "It's your turn"
      : place.state === "waiting"
        ? "You're in the queue"
        : place.state === "lapsed"
          ? "Your turn has passed"
          : "You left the queue";
  return (
    <Screen title={title} lead={`${j.trainNumber} ${j.trainName} · ${j.classCode} · ${j.date}`}>
      <Section name="Your place">
        <div className="wr-place" aria-live="polite" aria-atomic="true">
          {place.state === "waiting" ? (
            <>
              <p className="wr-number">
                Number <strong>{place.number}</strong> in the queue
                {place.ahead > 0 ? ` · ${place.ahead} ahead of you` : " · you are next"}
              </p>
              <p>
                {opened
                  ? `${what} opened at ${istWhen(opensAt, now)}.`
                  : `${what} opens at ${istWhen(opensAt, now)}.`}{" "}
                Your turn comes in about {duration(place.waitSeconds)} (at{" "}
                {istWhen(new Date(place.admitAt), now)}).
              </p>
            </>
          ) : place.state === "admitted" ? (
            <p>
              Hold your berths before {istWhen(new Date(place.admittedUntil), now)}, or your turn
              passes to the next traveller.
            </p>
          ) : place.state === "lapsed" ? (
            <p>You did not go on in time. You can join the queue again, at the back.</p>
          ) : (
            <p>Your place was given up. You can join the queue again, at the back.</p>
          )}
        </div>
        {place.state === "waiting" ? (
          <p className="wr-note">
            Keep this page open; it updates by itself. Refreshing it, or opening it in another tab,
            does not change your place. One booking waits at a time for each account and IRCTC user
            ID.
          </p>
        ) : null}
      </Section>
      <Section name="Seats now">
        <p className={soldOut ? "wr-sold-out" : undefined}>
          {soldOut
            ? `Sold out: ${j.classCode} ${what} on ${j.trainNumber} shows ${seats}. No berths or waitlist places are left for this class.`
            : !opened
              ? `${j.classCode} ${what}: booking opens at ${istWhen(opensAt, now)}; the seats are shown from then.`
              : seats
                ? `${j.classCode} ${what}: ${seats}`
                : "The railway did not answer; your place is kept."}
        </p>
        {soldOut ? (
          <p>
            <a href="/trains">Check other trains</a>
          </p>
        ) : null}
      </Section>
      <div className="wr-actions">
        {place.state === "admitted" || place.state === "lapsed" || place.state === "left" ? (
          <Form method="post" action={reviewPath(order.orderId)} ref={proceed} className="form">
            <input type="hidden" name="orderId" value={order.orderId} />
            <button type="submit" className="button">
              {place.state === "admitted" ? "Proceed to pay" : "Join the queue again"}
            </button>
          </Form>
        ) : null}
        {place.state === "waiting" ? (
          <Form method="post" className="form">
            <input type="hidden" name="orderId" value={order.orderId} />
            <button type="submit" className="button button--secondary">
              Leave the queue
            </button>
          </Form>
        ) : null}
        <a href={confirmHref(j, order.seat_status.seen, order.orderId)}>Edit travellers</a>
      </div>
    </Screen>
  );
}

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s === 0 ? `${m} min` : `${m} min ${s} s`;
}
