import type { ChangeEvent } from "react";
import { useMessageText, type Shown } from "../../i18n";

/** A choice of precision, labelled, with a hint and its error read with it. */
export function PrecisionField<T extends string>({
  id,
  label,
  hint,
  values,
  labels,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  error?: Shown;
}) {
  const messageText = useMessageText();
  const described = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={onChange}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
      >
        {values.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="submit-form__hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {messageText(error)}
        </p>
      )}
    </div>
  );
}
