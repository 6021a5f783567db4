import { BOOKING_ENDPOINTS, type OrderSummary } from "@safar/contracts/booking";
import { orderIdSchema } from "@safar/contracts/route-params";
import {
  isSoldOut,
  WAITING_ROOM_ENDPOINTS,
  type WaitingPlace,
} from "@safar/contracts/waiting-room";
import { seatStatusWords } from "@safar/domain/seat-status";
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
import { CHECKOUT } from "../../i18n/checkout.ts";
import { codeWords } from "../../i18n/codes.ts";
import { SEAT_STATUS } from "../../i18n/seat-status.ts";
import { TATKAL, type TatkalMessages } from "../../i18n/tatkal.ts";
import { fill, translated, useLocale, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { localeOf } from "../../lib/locale.server.ts";
import { openingWhen } from "../../lib/opening-words.ts";
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

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const messages = {
    ...codeWords(locale),
    ...SEAT_STATUS[locale],
    ...CHECKOUT[locale],
    ...TATKAL[locale],
  };
  const seo = pageSeo(url, {
    title: "Waiting Room",
    description: "Your place in the queue for the opening.",
    indexable: false,
  });
  const raw = url.searchParams.get("orderId");
  const headers = new Headers({ "cache-control": "no-store" });
  if (raw === null || raw === "")
    return data({ seo, messages, view: { kind: "none" } as View }, { headers });
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
  return data({ seo, messages, view }, { headers });
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
  const t = useMessages<TatkalMessages>();
  if (view.kind !== "place") {
    return (
      <OrderGate
        view={view}
        title={t.waitingTitle}
        noneLead={t.waitingNoneLead}
        noneText={t.waitingNoneText}
      />
    );
  }
  return <Place order={view.order} place={view.place} />;
}

function Place({ order, place }: { order: OrderSummary; place: WaitingPlace }) {
  const t = useMessages<TatkalMessages>();
  const locale = useLocale();
  const istWhen = (at: Date, from: Date) => openingWhen(at, from, locale);
  const duration = (seconds: number) => durationWords(t, seconds);
  const revalidator = useRevalidator();
  const proceed = useRef<HTMLFormElement>(null);
  const now = new Date(place.checkedAt);
  const opensAt = new Date(place.opening.opensAt);
  const opened = now.getTime() >= opensAt.getTime();
  const j = order.journey_details;
  const seats = order.seat_status.now;
  const soldOut = opened && isSoldOut(seats);
  const what =
    place.opening.kind === "tatkal" ? fill(t.tatkalWhat, { quota: j.quota }) : t.reservationWhat;
  // The railway's own words in English (as printed); in Hindi, the status said in words.
  const seatWords =
    seats && locale !== "en" ? translatedTemplate(t, seatStatusWords(seats)) : seats;

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
      ? t.yourTurn
      : place.state === "waiting"
        ? t.inQueue
        : place.state === "lapsed"
          ? t.turnPassed
          : t.leftQueue;
  return (
    <Screen title={title} lead={`${j.trainNumber} ${j.trainName} · ${j.classCode} · ${j.date}`}>
      <Section name={translated(t, "Your place")} id="Your place">
        <div className="wr-place" aria-live="polite" aria-atomic="true">
          {place.state === "waiting" ? (
            <>
              <p className="wr-number">
                {t.numberBefore}
                <strong>{place.number}</strong>
                {t.numberAfter}
                {place.ahead > 0 ? fill(t.aheadOfYou, { n: place.ahead }) : t.youAreNext}
              </p>
              <p>
                {fill(opened ? t.openedAt : t.opensAt, { what, when: istWhen(opensAt, now) })}{" "}
                {fill(t.turnIn, {
                  duration: duration(place.waitSeconds),
                  when: istWhen(new Date(place.admitAt), now),
                })}
              </p>
            </>
          ) : place.state === "admitted" ? (
            <p>{fill(t.holdBefore, { when: istWhen(new Date(place.admittedUntil), now) })}</p>
          ) : place.state === "lapsed" ? (
            <p>{t.lapsedText}</p>
          ) : (
            <p>{t.leftText}</p>
          )}
        </div>
        {place.state === "waiting" ? <p className="wr-note">{t.keepOpen}</p> : null}
      </Section>
      <Section name={translated(t, "Seats now")} id="Seats now">
        <p className={soldOut ? "wr-sold-out" : undefined}>
          {soldOut
            ? fill(t.soldOut, {
                classCode: j.classCode,
                what,
                train: j.trainNumber,
                seats: seatWords ?? "",
              })
            : !opened
              ? fill(t.notOpenSeats, { classCode: j.classCode, what, when: istWhen(opensAt, now) })
              : seats
                ? fill(t.seatsNow, { classCode: j.classCode, what, seats: seatWords ?? "" })
                : t.noAnswer}
        </p>
        {soldOut ? (
          <p>
            <a href="/trains">{t.checkOtherTrains}</a>
          </p>
        ) : null}
      </Section>
      <div className="wr-actions">
        {place.state === "admitted" || place.state === "lapsed" || place.state === "left" ? (
          <Form method="post" action={reviewPath(order.orderId)} ref={proceed} className="form">
            <input type="hidden" name="orderId" value={order.orderId} />
            <button type="submit" className="button">
              {place.state === "admitted" ? t.proceedToPay : t.joinAgain}
            </button>
          </Form>
        ) : null}
        {place.state === "waiting" ? (
          <Form method="post" className="form">
            <input type="hidden" name="orderId" value={order.orderId} />
            <button type="submit" className="button button--secondary">
              {t.leaveQueue}
            </button>
          </Form>
        ) : null}
        <a href={confirmHref(j, order.seat_status.seen, order.orderId)}>{t.editTravellers}</a>
      </div>
    </Screen>
  );
}

function durationWords(t: TatkalMessages, seconds: number): string {
  if (seconds < 60) return fill(t.seconds, { s: seconds });
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s === 0 ? fill(t.minutes, { m }) : fill(t.minutesSeconds, { m, s });
}
