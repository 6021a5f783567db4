import type { BookingJourney, PremiumsResponse } from "@safar/contracts/booking";
import {
  BERTH_NAMES,
  type BerthCode,
  CLASS_NAMES,
  FOOD_NAMES,
  FOOD_OPTIONS,
  GENDERS,
  QUOTA_NAMES,
} from "@safar/contracts/code-tables";
import type { AvailabilityItem, TrainResult } from "@safar/contracts/trains/common";
import type { SavedTraveller } from "@safar/contracts/travellers/saved-traveller";
import { formatPaise } from "@safar/domain/money";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormField } from "../../components/ui/form-field.tsx";
import "../../components/ui/forms.css";
import "./traveller-details.css";

/**
 * The traveller-details form (spec §2 sections in order, §3 confirm state,
 * §5 rules). Server-driven: the form posts to the route's action, which
 * answers with the values and messages to show (`TravellerFormState`), so
 * it works the same before and after JavaScript loads.
 */

export interface ConfirmData {
  journey: BookingJourney;
  train: Pick<
    TrainResult,
    | "trainNumber"
    | "trainName"
    | "from"
    | "to"
    | "departure"
    | "arrival"
    | "duration"
    | "cateringIncluded"
  > | null;
  availability: AvailabilityItem | null;
  premiums: PremiumsResponse | null;
  signedIn: boolean;
  saved: SavedTraveller[];
  railwayIds: string[];
  berths: readonly BerthCode[];
  /** The travellers' names a quick book would copy (the last booking's), or null. */
  quickBook: string[] | null;
}

export interface TravellerFormState {
  values: Record<string, unknown>;
  rows: number;
  savedIds: string[];
  railwayUserId: string;
  saveNew: boolean;
  errors: Record<string, string>;
  message?: string;
  /** A polite update that is no error, e.g. "Saved Ravi Kumar" after a saved traveller's edit. */
  status?: string;
  /** The element to focus once the answer is shown (rendered as autofocus, so it works before JavaScript). */
  focusId?: string;
  loggedOut?: boolean;
  /** Quick book was refused: its message, shown with a go-to-home action (spec §4). */
  quickBookError?: string;
  /** The railway's answer to a forgotten user ID or password request (spec §5, §8 texts). */
  forgotNotice?: { ok: boolean; message: string };
  /** Spec §4 railway account verification: mobile and email each pending until its OTP is entered. */
  railwayVerification?: {
    userId: string;
    mobileVerified: boolean;
    emailVerified: boolean;
    notices: string[];
    error?: string;
    /** The success message once both are verified. */
    done?: string;
  };
}

const FOODS = FOOD_OPTIONS.filter((f) => f.code !== "X" && f.code !== "D");
/** A saved traveller's food preference: a meal, or No Food (the default, spec §9). */
const SAVED_FOODS = [...FOODS, ...FOOD_OPTIONS.filter((f) => f.code === "D")];
const NATIONALITIES = [
  { code: "IN", name: "India" },
  { code: "NP", name: "Nepal" },
  { code: "BD", name: "Bangladesh" },
  { code: "LK", name: "Sri Lanka" },
  { code: "GB", name: "United Kingdom" },
  { code: "US", name: "United States" },
  { code: "AE", name: "United Arab Emirates" },
  { code: "OT", name: "Other" },
] as const;
const LOWER_BERTH_OPTIONS = [
  { value: "", label: "No preference" },
  { value: "atLeastOneLowerBerth", label: "Book only if at least one lower berth is allotted" },
  { value: "twoLowerBerths", label: "Book only if two lower berths are allotted" },
] as const;

function at(values: Record<string, unknown>, path: string): string {
  let node: unknown = values;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return "";
    node = (node as Record<string, unknown>)[part];
  }
  if (node && typeof node === "object" && "day" in node) {
    const d = node as { day?: unknown; month?: unknown; year?: unknown };
    return [d.day, d.month, d.year].map((x) => String(x ?? "")).join("/");
  }
  return typeof node === "string" || typeof node === "number" ? String(node) : "";
}

const fieldId = (path: string) => `td-${path.replace(/\./g, "-")}`;

/** The saved traveller's edit form: its fields are posted as `edit.name`, `edit.age`, … */
const EDIT_PATH = "edit";
/** The edit form's first field, focused when the form opens. */
export const EDIT_FIRST_FIELD_ID = fieldId(`${EDIT_PATH}.name`);
/** A saved traveller's Edit button, focused again after its edit is saved or cancelled. */
export const savedEditButtonId = (id: string) => `td-saved-${id.replace(/[^\w-]/g, "_")}-edit`;

function flagOf(values: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const raw = values[name];
  if (raw === undefined) return fallback;
  return raw === "on" || raw === "true" || raw === true;
}

export function TravellerDetailsForm({
  page,
  loginHref,
  state,
  sections,
}: {
  page: ConfirmData;
  loginHref: string;
  state: TravellerFormState | null;
  sections: readonly string[];
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const rows = Math.max(1, state?.rows ?? (page.saved.length > 0 ? 0 : 1));
  const submitted = state !== null;
  const summary = useRef<HTMLDivElement>(null);
  const errorCount = Object.keys(errors).length;
  useEffect(() => {
    if (errorCount > 0 || state?.message) summary.current?.focus();
    // The answer names where focus goes (a saved traveller's edit form or row). Rendered as
    // autofocus for the page before JavaScript; after a client-side post it is moved here,
    // once the router has reset the scroll position.
    else if (state?.focusId) document.getElementById(state.focusId)?.focus();
  }, [errorCount, state]);
  const [
    trainDetails,
    freeCancellation,
    railwayId,
    travellers,
    food,
    contact,
    preferences,
    gst,
    insurance,
    terms,
  ] = sections as [string, string, string, string, string, string, string, string, string, string];
  const { journey, train, availability, premiums } = page;
  usePincodeFill();
  const flag = (name: string, fallback: boolean) =>
    flagOf(values, name, submitted ? false : fallback);
  // The saved traveller whose row is open as an edit form (its id travels in `edit.id`).
  const editing = at(values, `${EDIT_PATH}.id`);
  // Only the travellers the traveller ticked: none at first, the default included (issue 16).
  const savedChosen = new Set(state?.savedIds ?? []);

  return (
    <Form method="post" className="td-form" noValidate aria-busy={busy || undefined}>
      <input type="hidden" name="rows" value={rows} />
      {/* Enter in a field submits the form's first submit button: make it the
          one the traveller means (saving the traveller being edited, else
          Continue), never a Delete, Make default or Quick book further down. */}
      <button
        type="submit"
        name="intent"
        value={editing ? `save:${editing}` : "continue"}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        disabled={busy}
      >
        {editing ? "Save changes" : "Continue"}
      </button>
      {errorCount > 0 || state?.message ? (
        <div ref={summary} tabIndex={-1} className="td-summary" role="alert">
          <p className="td-summary__title">
            {state?.message && !Object.values(errors).includes(state.message)
              ? state.message
              : "Please check the details below"}
          </p>
          {errorCount > 0 ? (
            <ul>
              {Object.entries(errors).map(([key, message]) => (
                <li key={key}>
                  <a href={`#${fieldId(key)}`}>{message}</a>
                </li>
              ))}
            </ul>
          ) : null}
          {state?.loggedOut ? (
            <p>
              <a className="button" href={loginHref}>
                Login
              </a>
            </p>
          ) : null}
        </div>
      ) : null}

      {page.quickBook && page.quickBook.length > 0 ? (
        <section className="td-quick" aria-labelledby="td-quick-title">
          <h2 id="td-quick-title" className="td-section__title">
            Quick book
          </h2>
          <p>
            Book with the travellers and details of your last booking: {page.quickBook.join(", ")}.
          </p>
          {state?.quickBookError ? (
            <div className="form-alert" role="alert">
              <p>{state.quickBookError}</p>
              <p>
                <a href="/trains">Go to home</a>
              </p>
            </div>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="quickbook"
            className="button button--secondary"
            disabled={busy}
          >
            Quick book
          </button>
        </section>
      ) : null}

      <TdSection name={trainDetails}>
        {train ? (
          <div className="td-train">
            <p className="td-train__name">
              <strong>
                {train.trainNumber} {train.trainName}
              </strong>
            </p>
            <p>
              {train.from.name} ({train.from.code}) {train.departure.time} → {train.to.name} (
              {train.to.code}) {train.arrival.time} · {train.duration}
            </p>
            <p>
              {journey.date} · {CLASS_NAMES[journey.classCode]} ({journey.classCode}) ·{" "}
              {QUOTA_NAMES[journey.quota]}
            </p>
            {availability ? (
              <p className="td-train__status">
                <span>{availability.status || "Check availability"}</span>
                {availability.fare !== null ? (
                  <span> · {formatPaise(availability.fare)} per adult</span>
                ) : null}
              </p>
            ) : null}
          </div>
        ) : (
          <p>
            Train {journey.trainNumber}, {journey.from} to {journey.to} on {journey.date}
          </p>
        )}
      </TdSection>

      <TdSection name={freeCancellation}>
        <Checkbox
          name="freeCancellationOpted"
          checked={flag("freeCancellationOpted", false)}
          label={
            premiums
              ? `Add free cancellation for ${formatPaise(premiums.freeCancellation.perPassengerPaise)} per traveller`
              : "Add free cancellation"
          }
          hint="Cancel at least 4 hours before departure and get the whole ticket fare back, without charges."
        />
      </TdSection>

      <TdSection name={railwayId}>
        <div className="form-field">
          <label className="form-field__label" htmlFor={fieldId("railwayUserId")}>
            IRCTC user ID
          </label>
          <input
            id={fieldId("railwayUserId")}
            name="railwayUserId"
            className="form-field__control"
            list="td-railway-ids"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={state?.railwayUserId ?? page.railwayIds[0] ?? ""}
            aria-invalid={errors.railwayUserId ? true : undefined}
            aria-describedby={
              errors.railwayUserId ? `${fieldId("railwayUserId")}-error` : "td-railway-hint"
            }
          />
          <datalist id="td-railway-ids">
            {page.railwayIds.map((id) => (
              <option key={id} value={id} />
            ))}
          </datalist>
          <FieldError path="railwayUserId" errors={errors} />
          {state?.railwayVerification ? (
            <RailwayVerification v={state.railwayVerification} busy={busy} />
          ) : null}
          <ForgotRailwayDetails state={state} busy={busy} />
          <p id="td-railway-hint" className="form-field__hint">
            You type its password on the railway's own page after payment; Safar never sees it.{" "}
            <a href="/railway/register">Create an IRCTC ID</a>
          </p>
        </div>
      </TdSection>

      <TdSection name={travellers}>
        {page.signedIn ? (
          page.saved.length > 0 ? (
            <fieldset className="td-saved">
              <legend>Saved travellers</legend>
              <ul className="td-saved__list">
                {page.saved.map((s) => (
                  <li key={s.id}>
                    {s.id === editing ? (
                      <SavedTravellerEdit
                        traveller={s}
                        ticked={savedChosen.has(s.id)}
                        values={values}
                        errors={errors}
                        berths={page.berths}
                        autoFocus={state?.focusId === EDIT_FIRST_FIELD_ID}
                        busy={busy}
                      />
                    ) : (
                      <div className="td-saved__row">
                        <label className="td-check">
                          <input
                            type="checkbox"
                            name="saved"
                            value={s.id}
                            defaultChecked={savedChosen.has(s.id)}
                          />
                          <span>
                            {s.name} · {s.age} · {s.gender}
                            {s.berth !== "NP" ? ` · ${BERTH_NAMES[s.berth]}` : ""}
                            {s.isDefault ? " (default)" : ""}
                          </span>
                        </label>
                        <span className="td-saved__actions">
                          <button
                            type="submit"
                            name="intent"
                            value={`edit:${s.id}`}
                            id={savedEditButtonId(s.id)}
                            className="link-button"
                            aria-label={`Edit ${s.name}`}
                            // biome-ignore lint/a11y/noAutofocus: focus returns to the row after its edit is saved or cancelled, before JavaScript too
                            autoFocus={state?.focusId === savedEditButtonId(s.id) || undefined}
                          >
                            Edit
                          </button>
                          {s.isDefault ? null : (
                            <button
                              type="submit"
                              name="intent"
                              value={`default:${s.id}`}
                              className="link-button"
                              aria-label={`Make ${s.name} the default traveller`}
                            >
                              Make default
                            </button>
                          )}
                          <button
                            type="submit"
                            name="intent"
                            value={`delete:${s.id}`}
                            className="link-button"
                            aria-label={`Delete ${s.name} from saved travellers`}
                          >
                            Delete
                          </button>
                        </span>
                      </div>
                    )}
                    {errors[`saved.${s.id}`] ? (
                      <p id={fieldId(`saved.${s.id}`)} className="form-field__error">
                        {errors[`saved.${s.id}`]}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
              <div role="status" className="td-saved__status">
                {state?.status ? <p className="form-status">{state.status}</p> : null}
              </div>
            </fieldset>
          ) : null
        ) : (
          <p className="td-login">
            Please login to view saved traveller’s list. <a href={loginHref}>Login</a>
          </p>
        )}
        {Array.from({ length: rows }, (_, i) => (
          <TravellerRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional; the server re-renders the form with its values
            key={i}
            path={`passengers.${i}`}
            inputName={(field) => `passengers[${i}].${field}`}
            legend={`Traveller ${i + 1}`}
            values={values}
            errors={errors}
            berths={page.berths}
            foods={train?.cateringIncluded === true ? FOODS : null}
          >
            {rows > 1 || page.saved.length > 0 ? (
              <button type="submit" name="intent" value={`remove:${i}`} className="link-button">
                Remove traveller {i + 1}
              </button>
            ) : null}
          </TravellerRow>
        ))}
        <div className="form-actions">
          <button
            type="submit"
            name="intent"
            value="add"
            className="button button--secondary"
            disabled={rows >= 6}
          >
            Add traveller
          </button>
          {page.signedIn ? (
            <Checkbox
              name="saveNew"
              checked={state ? state.saveNew : true}
              label="Save new travellers for next time"
            />
          ) : null}
        </div>
        <div id={fieldId("passengers")} tabIndex={-1}>
          <FieldError path="passengers" errors={errors} />
        </div>
      </TdSection>

      {train?.cateringIncluded ? (
        <TdSection name={food}>
          <Checkbox
            name="noFood"
            checked={flag("noFood", false)}
            label="No food for any traveller"
            hint="Meals are included in this train's fare; choose a meal for each traveller, or no food for all."
          />
          <FieldError path="noFood" errors={errors} />
        </TdSection>
      ) : null}

      <TdSection name={contact}>
        <p className="form-field__hint">Your ticket is sent here.</p>
        <TextField
          path="contact.email"
          label="Email"
          type="email"
          autoComplete="email"
          values={values}
          errors={errors}
        />
        <TextField
          path="contact.mobile"
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          values={values}
          errors={errors}
        />
      </TdSection>

      <TdSection name={preferences}>
        <Checkbox
          name="autoUpgrade"
          checked={flag("autoUpgrade", false)}
          label="Consider for auto upgradation"
          hint="If a higher class has room, the railway may move you up at no extra cost."
        />
        <TextField
          path="coachId"
          label="Preferred coach (optional)"
          hint="A letter and a number, e.g. B2"
          autoComplete="off"
          values={values}
          errors={errors}
        />
        <div className="form-field">
          <label className="form-field__label" htmlFor={fieldId("lowerBerths")}>
            Berth allotment
          </label>
          <select
            id={fieldId("lowerBerths")}
            name="lowerBerths"
            className="form-field__control"
            defaultValue={at(values, "lowerBerths")}
          >
            {LOWER_BERTH_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <FieldError path="lowerBerths" errors={errors} />
        </div>
      </TdSection>

      <TdSection name={gst}>
        <details
          className="td-gst"
          open={Object.keys(errors).some((k) => k.startsWith("gst.")) || undefined}
        >
          <summary>Add GST details for your business (optional)</summary>
          <TextField
            path="gst.gstIn"
            label="GST number"
            autoComplete="off"
            values={values}
            errors={errors}
          />
          <TextField
            path="gst.nameOnGst"
            label="Company name"
            autoComplete="organization"
            values={values}
            errors={errors}
          />
          <TextField
            path="gst.flat"
            label="Building/Flat number"
            autoComplete="address-line1"
            values={values}
            errors={errors}
          />
          <TextField
            path="gst.street"
            label="Street/Road"
            autoComplete="address-line2"
            values={values}
            errors={errors}
          />
          <TextField
            path="gst.area"
            label="Area"
            autoComplete="address-level3"
            values={values}
            errors={errors}
          />
          <TextField
            path="gst.pin"
            label="Pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            values={values}
            errors={errors}
          />
          <TextField
            path="gst.city"
            label="City"
            autoComplete="address-level2"
            values={values}
            errors={errors}
          />
          <TextField
            path="gst.state"
            label="State"
            autoComplete="address-level1"
            values={values}
            errors={errors}
          />
        </details>
      </TdSection>

      <TdSection name={insurance}>
        <Checkbox
          name="insuranceOpted"
          checked={flag("insuranceOpted", false)}
          label={
            premiums
              ? `Add travel insurance for ${formatPaise(premiums.insurance.perPassengerPaise)} per traveller`
              : "Add travel insurance"
          }
          hint="Cover of up to ₹10 lakh for Indian nationals aged 5 and over, for this journey."
        />
      </TdSection>

      <TdSection name={terms}>
        <Checkbox
          name="policyAgreed"
          checked={flag("policyAgreed", true)}
          label="I agree to the cancellation and refund policy"
          describedBy={errors.policyAgreed ? `${fieldId("policyAgreed")}-error` : undefined}
          id={fieldId("policyAgreed")}
        />
        <FieldError path="policyAgreed" errors={errors} />
        <p className="form-field__hint">
          <Link to={`/trains/cancellationPolicy/${encodeURIComponent(journey.classCode)}`}>
            Read the cancellation and refund policy
          </Link>
        </p>
        <div className="form-actions">
          <button
            type="submit"
            name="intent"
            value="continue"
            className="button td-continue"
            disabled={busy}
          >
            {busy ? "Checking…" : "Continue"}
          </button>
        </div>
      </TdSection>
    </Form>
  );
}

/**
 * Forgot user ID / forgot password (spec §5, §7 `v1/user/forgotPassword`):
 * the railway sends the ID, or a reset link valid 24 h, to the account's
 * email or mobile; a reset is refused in Tatkal hours with the spec's words.
 */
function ForgotRailwayDetails({
  state,
  busy,
}: {
  state: TravellerFormState | null;
  busy: boolean;
}) {
  const notice = state?.forgotNotice;
  return (
    <details className="td-forgot" open={notice ? true : undefined}>
      <summary>Forgot your IRCTC user ID or password?</summary>
      {notice ? (
        <p
          className={notice.ok ? "form-status" : "form-field__error"}
          role={notice.ok ? "status" : "alert"}
        >
          {notice.message}
        </p>
      ) : null}
      <div className="form-field">
        <label className="form-field__label" htmlFor="td-forgot-contact">
          Email or mobile of your IRCTC account
        </label>
        <input
          id="td-forgot-contact"
          name="forgotContact"
          className="form-field__control"
          autoComplete="off"
        />
      </div>
      <div className="form-actions">
        <button
          type="submit"
          name="intent"
          value="forgotid"
          className="link-button"
          disabled={busy}
        >
          Send my user ID
        </button>
        <button
          type="submit"
          name="intent"
          value="forgotpw"
          className="link-button"
          disabled={busy}
        >
          Send a password reset link
        </button>
      </div>
    </details>
  );
}

function RailwayVerification({
  v,
  busy,
}: {
  v: NonNullable<TravellerFormState["railwayVerification"]>;
  busy: boolean;
}) {
  if (v.done) {
    return (
      <p className="form-status td-verify__done" role="status">
        {v.done}
      </p>
    );
  }
  const pending = (verified: boolean) => (verified ? "verified" : "pending");
  return (
    <fieldset className="td-verify">
      <legend className="td-verify__title">
        Verify IRCTC user ID {v.userId}: mobile {pending(v.mobileVerified)}, email{" "}
        {pending(v.emailVerified)}
      </legend>
      {v.notices.length > 0 ? (
        <ul className="td-verify__notices" role="status">
          {v.notices.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      {v.error ? (
        <p className="form-field__error" role="alert">
          {v.error}
        </p>
      ) : null}
      {v.mobileVerified ? null : (
        <div className="form-field">
          <label className="form-field__label" htmlFor="td-mobileOtp">
            Mobile OTP
          </label>
          <input
            id="td-mobileOtp"
            name="mobileOtp"
            className="form-field__control form-field__control--otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        </div>
      )}
      {v.emailVerified ? null : (
        <div className="form-field">
          <label className="form-field__label" htmlFor="td-emailOtp">
            Email OTP
          </label>
          <input
            id="td-emailOtp"
            name="emailOtp"
            className="form-field__control form-field__control--otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
        </div>
      )}
      <div className="form-actions">
        <button type="submit" name="intent" value="idverify" className="button" disabled={busy}>
          Verify
        </button>
        <button type="submit" name="intent" value="idsend" className="link-button" disabled={busy}>
          Resend OTPs
        </button>
      </div>
    </fieldset>
  );
}

/**
 * Spec §4 GST: a chosen pin code fills state and the first city (the
 * action does the same for a form posted without JavaScript).
 */
function usePincodeFill() {
  useEffect(() => {
    const pin = document.getElementById("td-gst-pin") as HTMLInputElement | null;
    if (!pin) return;
    const onChange = async () => {
      const value = pin.value.trim();
      if (!/^[1-9]\d{5}$/.test(value)) return;
      try {
        const res = await fetch(`/api/trains/v1/user/address?pincode=${value}`, {
          credentials: "same-origin",
        });
        if (!res.ok) return;
        const found = (await res.json()) as { state: string; cities: string[] };
        const state = document.getElementById("td-gst-state") as HTMLInputElement | null;
        const city = document.getElementById("td-gst-city") as HTMLInputElement | null;
        if (state) state.value = found.state;
        if (city && found.cities[0]) city.value = found.cities[0];
      } catch {
        // Offline or refused: the traveller types them, or the server fills them on Continue.
      }
    };
    pin.addEventListener("change", onChange);
    return () => pin.removeEventListener("change", onChange);
  }, []);
}

function TdSection({ name, children }: { name: string; children: ReactNode }) {
  const id = `td-section-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className="td-section" aria-labelledby={id}>
      <h2 id={id} className="td-section__title">
        {name}
      </h2>
      {children}
    </section>
  );
}

function FieldError({ path, errors }: { path: string; errors: Record<string, string> }) {
  const message = errors[path];
  if (!message) return null;
  return (
    <p id={`${fieldId(path)}-error`} className="form-field__error">
      {message}
    </p>
  );
}

function Checkbox({
  name,
  checked,
  label,
  hint,
  describedBy,
  id,
}: {
  name: string;
  checked: boolean;
  label: string;
  hint?: string;
  describedBy?: string | undefined;
  id?: string;
}) {
  const hintId = hint ? `${id ?? fieldId(name)}-hint` : undefined;
  return (
    <div className="td-check-field">
      <label className="td-check">
        <input
          id={id ?? fieldId(name)}
          type="checkbox"
          name={name}
          defaultChecked={checked}
          aria-describedby={[describedBy, hintId].filter(Boolean).join(" ") || undefined}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function TextField({
  path,
  label,
  hint,
  type = "text",
  inputMode,
  autoComplete,
  values,
  errors,
  name = path,
  autoFocus = false,
}: {
  path: string;
  label: string;
  hint?: string;
  type?: string;
  inputMode?: "numeric" | "email" | "text";
  autoComplete?: string;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  name?: string;
  autoFocus?: boolean;
}) {
  return (
    <FormField
      autoFocus={autoFocus || undefined}
      id={fieldId(path)}
      name={name}
      label={label}
      hint={hint}
      error={errors[path]}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      defaultValue={at(values, path)}
    />
  );
}

/**
 * A saved traveller's row opened for editing: the traveller form's fields,
 * prefilled, with Save changes and Cancel (plain submit buttons the route's
 * action answers). The tick and the id travel as hidden fields.
 */
function SavedTravellerEdit({
  traveller,
  ticked,
  values,
  errors,
  berths,
  autoFocus,
  busy,
}: {
  traveller: SavedTraveller;
  ticked: boolean;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  berths: readonly BerthCode[];
  autoFocus: boolean;
  busy: boolean;
}) {
  return (
    <TravellerRow
      path={EDIT_PATH}
      inputName={(field) => `${EDIT_PATH}.${field}`}
      legend={`Edit ${traveller.name}`}
      values={values}
      errors={errors}
      berths={berths}
      foods={SAVED_FOODS}
      autoFocus={autoFocus}
      className="td-traveller--edit"
    >
      <input type="hidden" name={`${EDIT_PATH}.id`} value={traveller.id} />
      {ticked ? <input type="hidden" name="saved" value={traveller.id} /> : null}
      <div className="form-actions">
        <button
          type="submit"
          name="intent"
          value={`save:${traveller.id}`}
          className="button"
          disabled={busy}
        >
          Save changes
        </button>
        <button
          type="submit"
          name="intent"
          value="cancel-edit"
          className="button button--secondary"
        >
          Cancel
        </button>
      </div>
    </TravellerRow>
  );
}

/**
 * One traveller's fields (spec §5): a new traveller's row (`passengers.<i>`)
 * or a saved traveller opened for editing (`edit`), with its own actions
 * below. A value the options do not list (a berth this class does not offer,
 * a nationality not in the short list) stays as an option of its own, so an
 * untouched field is posted back unchanged.
 */
function TravellerRow({
  path,
  inputName,
  legend,
  values,
  errors,
  berths,
  foods,
  autoFocus = false,
  className,
  children,
}: {
  path: string;
  inputName: (field: string) => string;
  legend: string;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  berths: readonly BerthCode[];
  /** The meals to choose from, or null when the row has no food field. */
  foods: readonly { code: string; name: string }[] | null;
  /** Focus the name field when the row appears (an edit form just opened). */
  autoFocus?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const p = (field: string) => `${path}.${field}`;
  const select = (
    field: string,
    label: string,
    listed: readonly { value: string; label: string }[],
    names: Readonly<Record<string, string>> = {},
  ) => {
    const id = fieldId(p(field));
    const error = errors[p(field)];
    const current = at(values, p(field));
    const options =
      current && !listed.some((o) => o.value === current)
        ? [...listed, { value: current, label: names[current] ?? current }]
        : listed;
    return (
      <div className="form-field">
        <label className="form-field__label" htmlFor={id}>
          {label}
        </label>
        <select
          id={id}
          name={inputName(field)}
          className="form-field__control"
          defaultValue={current}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <FieldError path={p(field)} errors={errors} />
      </div>
    );
  };
  return (
    <fieldset className={className ? `td-traveller ${className}` : "td-traveller"}>
      <legend>{legend}</legend>
      <div className="td-traveller__grid">
        <TextField
          path={p("name")}
          name={inputName("name")}
          label="Full name (as on ID)"
          autoComplete="off"
          autoFocus={autoFocus}
          values={values}
          errors={errors}
        />
        <TextField
          path={p("age")}
          name={inputName("age")}
          label="Age"
          inputMode="numeric"
          autoComplete="off"
          values={values}
          errors={errors}
        />
        {select("gender", "Gender", [
          { value: "", label: "Select" },
          ...GENDERS.map((g) => ({ value: g, label: g })),
        ])}
        {select(
          "berth",
          "Berth preference",
          [...berths]
            .sort((a, b) => (a === "NP" ? -1 : b === "NP" ? 1 : 0))
            .map((b) => ({
              value: b,
              label: BERTH_NAMES[b],
            })),
          BERTH_NAMES,
        )}
        {foods
          ? select(
              "food",
              "Food",
              [
                { value: "", label: "Select" },
                ...foods.map((f) => ({ value: f.code, label: f.name })),
              ],
              FOOD_NAMES,
            )
          : null}
        {select(
          "nationality",
          "Nationality",
          NATIONALITIES.map((n) => ({ value: n.code, label: n.name })),
        )}
      </div>
      <details
        className="td-traveller__foreign"
        open={
          Boolean(errors[p("passport")] || errors[p("dob")] || at(values, p("passport"))) ||
          undefined
        }
      >
        <summary>Foreign national: passport details</summary>
        <TextField
          path={p("passport")}
          name={inputName("passport")}
          label="Passport number"
          autoComplete="off"
          values={values}
          errors={errors}
        />
        <TextField
          path={p("dob")}
          name={inputName("dob")}
          label="Date of birth"
          hint="DD/MM/YYYY"
          autoComplete="bday"
          values={values}
          errors={errors}
        />
      </details>
      {children}
    </fieldset>
  );
}
