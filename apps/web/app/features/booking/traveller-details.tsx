import type { SubmissionResult } from "@conform-to/react";
import { FormProvider, getFormProps, useForm } from "@conform-to/react";
import { FOOD_OPTIONS } from "@safar/contracts/code-tables";
import type { Locale } from "@safar/contracts/locale";
import { TATKAL_SCHEDULE_LIMITS } from "@safar/contracts/tatkal-schedule";
import { travellerFormIntentValue as intent } from "@safar/contracts/travellers/form-intent";
import { formatPaise } from "@safar/domain/money";
import { type ReactNode, useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import "../../components/ui/forms.css";
import type { BookingMessages } from "../../i18n/booking.ts";
import { className } from "../../lib/code-names.ts";
import { fill, useLocale, useMessages } from "../../lib/i18n.ts";
import { openingWhen } from "../../lib/opening-words.ts";
import { BerthGuide } from "./berth-guide.tsx";
import { AdditionalPreferences, ContactDetails, GstDetails } from "./contact-and-preferences.tsx";
import { ErrorsSummary, rememberSubmitter } from "./errors-summary.tsx";
import { Checkbox, FieldError, flagOf, TdSection } from "./fields.tsx";
import { PassengerRows } from "./passenger-rows.tsx";
import { QuickBook } from "./quick-book.tsx";
import { RailwayIdField } from "./railway-id.tsx";
import { SavedTravellers } from "./saved-travellers.tsx";
import { seatAndFare, TrainSummary } from "./train-summary.tsx";
import {
  type ConfirmData,
  fieldId,
  formName,
  type TravellerFormState,
} from "./traveller-form-state.ts";
import "./traveller-details.css";

/**
 * The traveller-details form (spec §2 sections in order, §3 confirm state,
 * §5 rules). Server-driven: every button posts an intent to the route's
 * action, which answers with the values and messages to show
 * (`TravellerFormState`), so it works the same before and after JavaScript
 * loads. The fields are the form library's (Conform): each reads its value
 * and message from the answer (`lastResult`). The form is drawn anew for
 * each answer, so every field shows what the server answered (a removed
 * row's values go with it); focus goes to the summary, to where the answer
 * names, or back to the button pressed. One component per section; this one
 * lays them out.
 */

/** The meals a new traveller chooses from when the fare includes food. */
const FOODS = FOOD_OPTIONS.filter((f) => f.code !== "X" && f.code !== "D");

type FormProps = {
  page: ConfirmData;
  loginHref: string;
  state: TravellerFormState | null;
  sections: readonly string[];
  /** What the "Train details" section shows instead of the one train (a two-train journey's legs). */
  trainSummary?: ReactNode;
};

const answerKeys = new WeakMap<object, number>();
let answers = 0;
/** One key per answer of the action, so the form is drawn anew for each. */
function answerKey(state: TravellerFormState | null): number {
  if (!state) return 0;
  let key = answerKeys.get(state);
  if (key === undefined) {
    answers += 1;
    key = answers;
    answerKeys.set(state, key);
  }
  return key;
}

export function TravellerDetailsForm(props: FormProps) {
  return (
    <>
      <TravellerForm key={answerKey(props.state)} {...props} />
      {/* Outside the form, which is made again for each answer: a status in it arrives
          with its text and is not read out. */}
      <p className="visually-hidden" role="status">
        {props.state?.railwayVerification?.done ?? ""}
      </p>
    </>
  );
}

/** The answer as the form library's last result: the values to show and each field's message. */
function lastResultOf(state: TravellerFormState | null): SubmissionResult {
  const error: Record<string, string[]> = {};
  for (const [path, message] of Object.entries(state?.errors ?? {})) {
    error[formName(path)] = [message];
  }
  const initialValue = (state?.values ?? {}) as SubmissionResult["initialValue"];
  return { status: state ? "error" : undefined, initialValue, error };
}

function TravellerForm({ page, loginHref, state, sections, trainSummary }: FormProps) {
  const t = useMessages<BookingMessages>();
  const busy = useNavigation().state !== "idle";
  const lastResult = useMemo(() => lastResultOf(state), [state]);
  const [form] = useForm({ id: "td", lastResult });
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const rows = Math.max(1, state?.rows ?? (page.saved.length > 0 ? 0 : 1));
  // Before the first post the boxes show their defaults; after it, what was posted.
  const flag = (name: string, fallback: boolean) =>
    flagOf(values, name, state !== null ? false : fallback);
  const editing = (values.edit as { id?: unknown } | undefined)?.id;
  const [trainDetails, freeCancel, railwayId, travellers, food, contact, prefs, gst, cover, terms] =
    sections as [string, string, string, string, string, string, string, string, string, string];
  const { premiums, train } = page;
  const oneClick = oneClickOpening(page, useLocale());
  const perTraveller = (add: string, addFor: string, paise: number | undefined) =>
    paise === undefined ? add : fill(addFor, { amount: formatPaise(paise) });

  return (
    <FormProvider context={form.context}>
      <Form
        method="post"
        {...getFormProps(form)}
        onSubmit={(event) => {
          rememberSubmitter(event);
          form.onSubmit(event);
        }}
        className="td-form"
        noValidate
        aria-busy={busy || undefined}
      >
        <input type="hidden" name="rows" value={rows} />
        {/* Enter in a field submits the form's first submit button: make it the
          one the traveller means (saving the traveller being edited, else
          Continue), never a Delete, Make default or Quick book further down. */}
        <button
          type="submit"
          name="intent"
          value={intent(editing ? { kind: "save", id: String(editing) } : { kind: "continue" })}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          disabled={busy}
        >
          {editing ? t.saveChanges : t.continue}
        </button>
        <ErrorsSummary state={state} loginHref={loginHref} />
        {page.quickBook && page.quickBook.length > 0 ? (
          <QuickBook travellers={page.quickBook} error={state?.quickBookError} busy={busy} />
        ) : null}
        <TdSection name={trainDetails}>{trainSummary ?? <TrainSummary {...page} />}</TdSection>
        <TdSection name={freeCancel}>
          <Checkbox
            name="freeCancellationOpted"
            checked={flag("freeCancellationOpted", false)}
            label={perTraveller(
              t.addFreeCancellation,
              t.addFreeCancellationFor,
              premiums?.freeCancellation.perPassengerPaise,
            )}
            hint={t.freeCancellationHint}
          />
        </TdSection>
        <TdSection name={railwayId}>
          <RailwayIdField railwayIds={page.railwayIds} state={state} busy={busy} />
        </TdSection>
        <TdSection name={travellers}>
          {!page.signedIn ? (
            <p className="td-login">
              {t.loginForSaved} <a href={loginHref}>{t.login}</a>
            </p>
          ) : page.saved.length > 0 ? (
            <SavedTravellers
              saved={page.saved}
              state={state}
              berths={page.berths}
              busy={busy}
              values={values}
              errors={errors}
            />
          ) : null}
          <PassengerRows
            rows={rows}
            removable={rows > 1 || page.saved.length > 0}
            berths={page.berths}
            foods={train?.cateringIncluded === true ? FOODS : null}
            saveNew={page.signedIn ? (state ? state.saveNew : true) : null}
          />
          <BerthGuide
            classCode={page.journey.classCode}
            className={className(t, page.journey.classCode)}
          />
        </TdSection>
        {train?.cateringIncluded ? (
          <TdSection name={food}>
            <Checkbox
              name="noFood"
              checked={flag("noFood", false)}
              label={t.noFood}
              hint={t.noFoodHint}
            />
            <FieldError path="noFood" />
          </TdSection>
        ) : null}
        <TdSection name={contact}>
          <ContactDetails />
        </TdSection>
        <AdditionalPreferences name={prefs} autoUpgrade={flag("autoUpgrade", false)} />
        <GstDetails name={gst} />
        <TdSection name={cover}>
          <Checkbox
            name="insuranceOpted"
            checked={flag("insuranceOpted", false)}
            label={perTraveller(
              t.addInsurance,
              t.addInsuranceFor,
              premiums?.insurance.perPassengerPaise,
            )}
            hint={t.insuranceHint}
          />
        </TdSection>
        <TdSection name={terms}>
          <Checkbox
            name="policyAgreed"
            checked={flag("policyAgreed", true)}
            label={t.policyAgree}
            describedBy={errors.policyAgreed ? `${fieldId("policyAgreed")}-error` : undefined}
            id={fieldId("policyAgreed")}
          />
          <FieldError path="policyAgreed" />
          <p className="form-field__hint td-policy-link">
            <Link to={`/trains/cancellationPolicy/${encodeURIComponent(page.journey.classCode)}`}>
              {t.policyRead}
            </Link>
          </p>
          {oneClick ? (
            <div className="form-actions">
              <button
                type="submit"
                name="intent"
                value={intent({ kind: "schedule" })}
                className="button button--secondary td-schedule"
                disabled={busy}
                aria-describedby="td-schedule-hint"
              >
                {t.scheduleOct}
              </button>
              <p id="td-schedule-hint" className="form-field__hint">
                {fill(t.octHint, { when: oneClick })}{" "}
                <Link to="/trains/oct-tnc">{t.howItWorks}</Link>
              </p>
            </div>
          ) : null}
        </TdSection>
        <ContinueBar page={page} busy={busy} />
      </Form>
    </FormProvider>
  );
}

/**
 * The fare and Continue, the form's own submit button: a bar that sticks to
 * the bottom of a phone's screen while the form scrolls (CSS alone, so before
 * JavaScript too), and sits after the last section on a desktop. Sticky, not
 * fixed: it keeps its place at the end of the form, so it covers nothing.
 */
function ContinueBar({ page, busy }: { page: ConfirmData; busy: boolean }) {
  const t = useMessages<BookingMessages>();
  const seat = seatAndFare(page.availability, t);
  return (
    <div className="td-bar">
      {seat ? (
        <p className="td-bar__fare" id="td-bar-fare">
          {seat.fare !== null ? (
            <>
              <strong className="td-bar__amount">{seat.fare}</strong>
              {t.perAdult}
              <br />
            </>
          ) : null}
          <span className="td-bar__status">{seat.status}</span>
        </p>
      ) : null}
      <button
        type="submit"
        name="intent"
        value={intent({ kind: "continue" })}
        className="button td-continue"
        disabled={busy}
        aria-describedby={seat ? "td-bar-fare" : undefined}
      >
        {busy ? t.checking : t.continue}
      </button>
    </div>
  );
}

/**
 * When Tatkal opens, in words, if this booking can be scheduled: not open
 * yet, more than 2 minutes ahead, and nothing else in the way.
 */
function oneClickOpening(page: ConfirmData, locale: Locale): string | null {
  const eligibility = page.eligibility;
  const waiting = eligibility?.obstacles.find((o) => o.reason === "tatkal_not_yet_opened");
  if (!eligibility || !waiting?.opensAt) return null;
  // Closed, or the ID cannot book it yet (Aadhaar, the month's tickets): nothing to schedule.
  if (eligibility.obstacles.some((o) => o.kind !== "opens_later")) return null;
  const now = new Date(eligibility.checkedAt);
  const opensAt = new Date(waiting.opensAt);
  if (opensAt.getTime() - now.getTime() <= TATKAL_SCHEDULE_LIMITS.closesBeforeMs) return null;
  return openingWhen(opensAt, now, locale);
}
