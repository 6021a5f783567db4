import type { LiveStatusResponse } from "@safar/contracts/live-status";
import { istDate } from "@safar/domain/ist";
import { useRef } from "react";
import { data, redirect } from "react-router";
import { apiContext, clockContext } from "#server-context";
import { Section } from "../../components/ui/section.tsx";
import { EMPTY_FORM, LiveStatusForm } from "../../features/live-status/live-status-form.tsx";
import { LiveStatusView } from "../../features/live-status/live-status-view.tsx";
import { liveStatusUrl, trainNumberIn } from "../../features/live-status/view.ts";
import { LIVE, type LiveMessages } from "../../i18n/live-status.ts";
import { fill, translated, useMessages } from "../../lib/i18n.ts";
import { localeOf } from "../../lib/locale.server.ts";
import type { RouteHandle } from "../../lib/route-handle.ts";
import { pageSeo } from "../../lib/seo.ts";
import { RouteErrorBoundary, screenMeta } from "../shared/route-error.tsx";
import { Screen } from "../shared/screen.tsx";
import type { Route } from "./+types/live-train-status";
import { loadLiveStatus, resolveTrainText, trainStops } from "./live-status.server.ts";

/** `/trains/liveTrainStatus`: live status details. */
export const handle = { headerTitle: "Live Status" } satisfies RouteHandle;

/** Spec §2 "Live-status help cards: View on map, Expected delay, Edit Platform". */
export const LIVE_STATUS_HELP_CARDS = ["View on map", "Expected delay", "Edit Platform"] as const;

const TRAIN = /^\d{5}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `?trainNumber=<5 digits>&date=<run date at origin>&station=<stop code>`
 * (the PNR page links here too). The plain form's typed `train` text is
 * resolved (a number, or a name through the trains search) and redirected
 * to that shape; several matches are listed to choose from.
 */
export async function loader({ url, context, request }: Route.LoaderArgs) {
  const messages = LIVE[localeOf(request)];
  const api = context.get(apiContext);
  const q = url.searchParams;
  const trainNumber = q.get("trainNumber")?.trim() ?? "";
  const typed = q.get("train")?.trim() ?? "";
  const date = q.get("date")?.trim() ?? "";
  const station = (q.get("station")?.trim() ?? "").toUpperCase();
  const seo = pageSeo(url, {
    title: messages.seoDetailsTitle,
    description: messages.seoDetailsDescription,
  });
  const now = context.get(clockContext)();
  const today = istDate(now);
  const answeredAt = now.toISOString();
  const form = (status: number, error?: string, extra: { matches?: typeof matches } = {}) =>
    data(
      {
        kind: "form" as const,
        seo,
        messages,
        today,
        answeredAt,
        error,
        matches: extra.matches,
        initial: { ...EMPTY_FORM, train: typed || trainNumber, date: DATE.test(date) ? date : "" },
      },
      { status },
    );
  let matches: { trainNumber: string; trainName: string; from: string; to: string }[] | undefined;

  // The chosen train's number, unless the text was changed to name another (a form without JavaScript).
  let number =
    TRAIN.test(trainNumber) && (!typed || trainNumberIn(typed) === trainNumber) ? trainNumber : "";
  if (!number && typed) {
    const resolved = await resolveTrainText(api, typed);
    if (resolved.kind === "none") return form(400, resolved.message);
    if (resolved.kind === "many") {
      matches = resolved.trains;
      return form(200, undefined, { matches });
    }
    number = resolved.trainNumber;
  }
  if (!number) {
    return trainNumber ? form(400, "Please enter a valid train") : form(200);
  }
  if (date && !DATE.test(date)) return form(400, "Please choose a valid date");
  // One shape for every link: trainNumber, then date and station when given.
  const canonical = liveStatusUrl({
    trainNumber: number,
    ...(date ? { date } : {}),
    ...(station ? { station } : {}),
  });
  // The form's fields (typed text, empty choices) are tidied into that shape; other
  // parameters of a link (e.g. the partner's `platform`) are left alone.
  const untidy =
    q.has("train") ||
    q.get("trainNumber") !== number ||
    (q.has("date") && q.get("date") !== date) ||
    (q.has("station") && q.get("station") !== station) ||
    q.get("date") === "" ||
    q.get("station") === "";
  if (untidy) throw redirect(canonical);

  const [outcome, schedule] = await Promise.all([
    loadLiveStatus(api, number, date || undefined),
    trainStops(api, number),
  ]);
  // A train the railway does not know stays typed text in the form, not a chosen train.
  const initial = {
    train: number,
    trainNumber: schedule ? number : "",
    trainName: schedule?.trainName ?? "",
    date,
    station,
  };
  const stops = schedule?.stops;
  if (!outcome.ok) {
    return data(
      {
        kind: outcome.kind,
        seo,
        messages,
        today,
        answeredAt,
        message: outcome.message,
        initial,
        stops,
        selfUrl: canonical,
      },
      { status: outcome.kind === "unavailable" ? 503 : outcome.httpStatus === 404 ? 404 : 400 },
    );
  }
  return {
    kind: "status" as const,
    seo,
    messages,
    today,
    answeredAt,
    status: outcome.status,
    initial,
    stops,
    selfUrl: canonical,
    boarding: outcome.status.stops.some((s) => s.code === station) ? station : "",
  };
}

export const meta = screenMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function LiveTrainStatus({ loaderData }: Route.ComponentProps) {
  // A refresh that fails keeps the timeline already shown (marked unavailable).
  const lastGood = useRef<{ key: string; status: LiveStatusResponse } | null>(null);
  const t = useMessages<LiveMessages>();
  const d = loaderData;
  if (d.kind === "status") {
    lastGood.current = { key: `${d.status.trainNumber}|${d.initial.date}`, status: d.status };
  }
  if (d.kind === "form") {
    return (
      <Screen title={t.liveTrainStatus} lead={t.formLead}>
        <Section name={t.findYourTrain}>
          <LiveStatusForm today={d.today} initial={d.initial} error={d.error} matches={d.matches} />
        </Section>
      </Screen>
    );
  }
  const kept =
    d.kind === "unavailable" &&
    lastGood.current?.key === `${d.initial.trainNumber}|${d.initial.date}`
      ? lastGood.current.status
      : null;
  const shown = d.kind === "status" ? d.status : kept;
  const changeForm = (
    <Section name={t.checkAnother}>
      <LiveStatusForm
        today={d.today}
        initial={d.initial}
        stops={d.stops}
        submitLabel={shown ? t.update : t.checkLiveStatus}
      />
    </Section>
  );
  if (!shown) {
    const title = d.initial.trainName
      ? `${d.initial.trainNumber} ${d.initial.trainName}`
      : fill(t.trainN, { n: d.initial.trainNumber });
    return (
      <Screen title={title} lead={t.liveTrainStatus}>
        <div className="lts-problem" role="alert">
          <p className="lts-problem__message">
            {d.kind === "unavailable"
              ? t.unavailable
              : d.kind === "refused"
                ? translated(t, d.message)
                : ""}
          </p>
          {d.kind === "unavailable" ? (
            <p>
              <a className="button button--secondary" href={d.selfUrl}>
                {t.tryAgain}
              </a>
            </p>
          ) : (
            <p>{t.checkHint}</p>
          )}
        </div>
        {changeForm}
      </Screen>
    );
  }
  return (
    <Screen wide title={`${shown.trainNumber} ${shown.trainName}`} lead={t.stopByStop}>
      <LiveStatusView
        status={shown}
        selfUrl={d.selfUrl}
        askedDate={d.initial.date}
        boarding={d.kind === "status" ? d.boarding : d.initial.station}
        answerKey={d.answeredAt}
        unavailable={d.kind !== "status"}
      />
      {changeForm}
    </Screen>
  );
}
