import { useField } from "@conform-to/react";
import type { ReactNode } from "react";
import { FormField } from "../../components/ui/form-field.tsx";
import type { BookingMessages } from "../../i18n/booking.ts";
import { translated, useMessages } from "../../lib/i18n.ts";
import { translatedTemplate } from "../../lib/i18n-template.ts";
import { fieldId, formName } from "./traveller-form-state.ts";

/**
 * The form's fields on the form library (Conform): each reads its value as
 * posted (or loaded) and its message from the form's last answer by its
 * path (`passengers.0.name`, posted as `passengers[0].name`); ids are the
 * page's own (`td-passengers-0-name`, its message `…-error`).
 */

/** A value as its field shows it (a date of birth of a loaded order as DD/MM/YYYY). */
function textOf(value: unknown): string {
  if (value && typeof value === "object" && "day" in value) {
    const d = value as { day?: unknown; month?: unknown; year?: unknown };
    return [d.day, d.month, d.year].map((x) => String(x ?? "")).join("/");
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** A field's value as posted, its message, its element id. */
export function useTdField(path: string) {
  const [meta] = useField<unknown>(formName(path));
  const t = useMessages<BookingMessages>();
  const error = meta.errors?.[0];
  return {
    name: meta.name,
    id: fieldId(path),
    value: textOf(meta.initialValue),
    error: error === undefined ? undefined : translatedTemplate(t, error),
  };
}

/** A checkbox's posted state, or `fallback` when the form has not been posted. */
export function flagOf(values: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const raw = values[name];
  if (raw === undefined) return fallback;
  return raw === "on" || raw === "true" || raw === true;
}

export function TdSection({
  name,
  fold,
  children,
}: {
  name: string;
  /**
   * An optional section folded under its own heading (a `<details>` whose
   * summary holds the `<h2>` and a line of what is inside), open when `open`.
   */
  fold?: { open: boolean; hint: string };
  children: ReactNode;
}) {
  const t = useMessages<BookingMessages>();
  // The id from the English name (the catalogue's key), the heading in the page's language.
  const id = `td-section-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const title = translated(t, name);
  if (fold) {
    return (
      <section className="td-section td-section--fold" aria-labelledby={id}>
        <details className="td-fold" open={fold.open || undefined}>
          <summary className="td-fold__summary">
            <h2 id={id} className="td-section__title">
              {title}
            </h2>
            <span className="td-fold__hint">{fold.hint}</span>
          </summary>
          <div className="td-fold__body">{children}</div>
        </details>
      </section>
    );
  }
  return (
    <section className="td-section" aria-labelledby={id}>
      <h2 id={id} className="td-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The message of a field, or of a part of the form (`passengers`), beside it. */
export function FieldError({ path }: { path: string }) {
  const { id, error } = useTdField(path);
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="form-field__error">
      {error}
    </p>
  );
}

export function Checkbox({
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

export function TextField({
  path,
  label,
  hint,
  type = "text",
  inputMode,
  autoComplete,
  autoFocus = false,
}: {
  path: string;
  label: string;
  hint?: string;
  type?: string;
  inputMode?: "numeric" | "email" | "text";
  autoComplete?: string;
  autoFocus?: boolean;
}) {
  const field = useTdField(path);
  return (
    <FormField
      autoFocus={autoFocus || undefined}
      id={field.id}
      name={field.name}
      label={label}
      hint={hint}
      error={field.error}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      defaultValue={field.value}
    />
  );
}

export interface Option {
  value: string;
  label: string;
}

/**
 * A labelled select. A value the options do not list (a berth this class
 * does not offer) stays as an option of its own, so an untouched field is
 * posted back unchanged.
 */
export function SelectField({
  path,
  label,
  options,
  names = {},
}: {
  path: string;
  label: string;
  options: readonly Option[];
  /** Labels for values outside `options`. */
  names?: Readonly<Record<string, string>>;
}) {
  const { id, name, value, error } = useTdField(path);
  const shown =
    value && !options.some((o) => o.value === value)
      ? [...options, { value, label: names[value] ?? value }]
      : options;
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="form-field__control"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {shown.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
