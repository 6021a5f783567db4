import type { InputHTMLAttributes } from "react";

/**
 * A labelled text input with an optional hint and error below it, tied
 * together with aria-describedby (the classes of `forms.css`). `announce`
 * gives the error `role="alert"` where no summary announces it already.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  announce = false,
  ...input
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  announce?: boolean;
} & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="form-field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-field__error" role={announce ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
