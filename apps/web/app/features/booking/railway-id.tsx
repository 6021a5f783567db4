import { travellerFormIntentValue as intent } from "@safar/contracts/travellers/form-intent";
import { FormField } from "../../components/ui/form-field.tsx";
import type { BookingMessages } from "../../i18n/booking.ts";
import { fill, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { FieldError, useTdField } from "./fields.tsx";
import type { RailwayVerificationState, TravellerFormState } from "./traveller-form-state.ts";

/**
 * The IRCTC user ID (a linked one offered), its verification by OTP when
 * pending, and the forgot-details requests.
 */
export function RailwayIdField({
  railwayIds,
  state,
  busy,
}: {
  railwayIds: readonly string[];
  state: TravellerFormState | null;
  busy: boolean;
}) {
  const t = useMessages<BookingMessages>();
  const { id, error } = useTdField("railwayUserId");
  return (
    <div className="form-field">
      {/* The section's heading says it above: the label is for screen readers. */}
      <label className="visually-hidden" htmlFor={id}>
        {t["IRCTC user ID"]}
      </label>
      <input
        id={id}
        name="railwayUserId"
        className="form-field__control"
        list="td-railway-ids"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={state?.railwayUserId ?? railwayIds[0] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : "td-railway-hint"}
      />
      <datalist id="td-railway-ids">
        {railwayIds.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <FieldError path="railwayUserId" />
      {state?.railwayVerification ? (
        <RailwayVerification v={state.railwayVerification} busy={busy} />
      ) : null}

      <ForgotRailwayDetails notice={state?.forgotNotice} busy={busy} />
      <p id="td-railway-hint" className="form-field__hint">
        {t.railwayHint} <a href="/railway/register">{t.createRailwayId}</a>
      </p>
    </div>
  );
}

/**
 * Forgot user ID / forgot password (spec §5, §7 `v1/user/forgotPassword`):
 * the railway sends the ID, or a reset link valid 24 h, to the account's
 * email or mobile; a reset is refused in Tatkal hours with the spec's words.
 */
function ForgotRailwayDetails({
  notice,
  busy,
}: {
  notice: TravellerFormState["forgotNotice"];
  busy: boolean;
}) {
  const t = useMessages<BookingMessages>();
  const contact = useTdField("forgotContact");
  return (
    <details className="td-forgot" open={notice ? true : undefined}>
      <summary>{t.forgotDetails}</summary>
      {notice ? (
        <p
          className={notice.ok ? "form-status" : "form-field__error"}
          role={notice.ok ? "status" : "alert"}
        >
          {translatedTemplate(t, notice.message)}
        </p>
      ) : null}
      <div className="form-field">
        <label className="form-field__label" htmlFor="td-forgot-contact">
          {t.forgotContact}
        </label>
        <input
          id="td-forgot-contact"
          name="forgotContact"
          className="form-field__control"
          autoComplete="off"
          defaultValue={contact.value}
        />
      </div>
      <div className="form-actions">
        <IntentButton value={intent({ kind: "forgotid" })} busy={busy}>
          {t.sendUserId}
        </IntentButton>
        <IntentButton value={intent({ kind: "forgotpw" })} busy={busy}>
          {t.sendResetLink}
        </IntentButton>
      </div>
    </details>
  );
}

function RailwayVerification({ v, busy }: { v: RailwayVerificationState; busy: boolean }) {
  const t = useMessages<BookingMessages>();
  if (v.done) {
    return (
      // Said by the status beside the form (traveller-details.tsx).
      <p className="form-status td-verify__done">{v.done}</p>
    );
  }
  const pending = (verified: boolean) => (verified ? t.verified : t.pending);
  return (
    <fieldset className="td-verify">
      <legend className="td-verify__title">
        {fill(t.verifyTitle, {
          id: v.userId,
          mobile: pending(v.mobileVerified),
          email: pending(v.emailVerified),
        })}
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
          {translatedTemplate(t, v.error)}
        </p>
      ) : null}
      {v.mobileVerified ? null : (
        <OtpField id="td-mobileOtp" name="mobileOtp" label={t.mobileOtp} />
      )}
      {v.emailVerified ? null : <OtpField id="td-emailOtp" name="emailOtp" label={t.emailOtp} />}
      <div className="form-actions">
        <IntentButton value={intent({ kind: "idverify" })} busy={busy} className="button">
          {t.verify}
        </IntentButton>
        <IntentButton value={intent({ kind: "idsend" })} busy={busy}>
          {t.resendOtps}
        </IntentButton>
      </div>
    </fieldset>
  );
}

function OtpField({ id, name, label }: { id: string; name: string; label: string }) {
  const { value } = useTdField(name);
  return (
    <FormField
      id={id}
      name={name}
      label={label}
      error={undefined}
      className="form-field__control form-field__control--otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      defaultValue={value}
    />
  );
}

function IntentButton({
  value,
  busy,
  className = "link-button",
  children,
}: {
  value: string;
  busy: boolean;
  className?: string;
  children: string;
}) {
  return (
    <button type="submit" name="intent" value={value} className={className} disabled={busy}>
      {children}
    </button>
  );
}
