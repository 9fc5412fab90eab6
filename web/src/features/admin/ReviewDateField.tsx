import { useId, useState } from "react";
import { formatDay, useT } from "../../i18n";
import { maskDayMonthYear, parseCalendarDay, useDayMonthYearError } from "../../lib/dayMonthYear";

interface Props {
  /** The stored day, yyyy-mm-dd. */
  value: string;
  onChange(day: string): void;
}

/**
 * The review card's date, typed as dd/mm/yyyy like every date on the site (a native date input follows the
 * browser's locale: 14/03/2025 showed as 03/14/2025). Only a real day reaches the draft.
 */
export function ReviewDateField({ value, onChange }: Props) {
  const t = useT("app", "admin");
  const dayMonthYearError = useDayMonthYearError();
  const id = useId();
  const [text, setText] = useState(() => formatDay(value));
  const day = parseCalendarDay(text);
  const invalid = text !== "" && day === null;
  const error = invalid ? (dayMonthYearError(text) ?? t("admin.review.realDay")) : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t("admin.review.date")}
      </label>
      <input
        id={id}
        className="field__input"
        aria-describedby={invalid ? `${id}-error` : undefined}
        inputMode="numeric"
        placeholder={t("admin.review.datePlaceholder")}
        autoComplete="off"
        aria-invalid={invalid}
        value={text}
        onChange={(event) => {
          const next = maskDayMonthYear(event.target.value, text);
          setText(next);
          const parsed = parseCalendarDay(next);
          if (parsed) onChange(parsed);
        }}
      />
      {invalid && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
