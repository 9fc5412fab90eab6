import { useId, useState } from "react";
import { maskDayMonthYear, parseCalendarDay, useDayMonthYearError } from "../../../lib/dayMonthYear";
import { formatDay, useT } from "../../../i18n";

/**
 * One end of the map's date range, typed as dd/mm/yyyy like every date on the site. The filter changes
 * as soon as the text is a whole calendar date, or empty; a date the timeline sets shows in the box.
 */
export function DayFilterField({
  label,
  value,
  onChange,
}: {
  label: string;
  /** yyyy-mm-dd, null for open-ended */
  value: string | null;
  onChange(day: string | null): void;
}) {
  const t = useT("map");
  const dayMonthYearError = useDayMonthYearError();
  const id = useId();
  const [text, setText] = useState(value ? formatDay(value) : "");
  const [shown, setShown] = useState(value);
  const [touched, setTouched] = useState(false);
  if (value !== shown) {
    // the filter changed elsewhere (timeline, URL, clear): the box follows it
    setShown(value);
    setText(value ? formatDay(value) : "");
    setTouched(false);
  }
  const problem = text.trim() === "" ? undefined : dayMonthYearError(text);
  // a whole date that names no day (31/02/2024) is said at once; a half-typed one only on leaving the box
  const error = touched || text.length === 10 ? problem : undefined;

  const change = (next: string) => {
    setText(next);
    const day = parseCalendarDay(next);
    if (next.trim() === "") {
      setShown(null);
      onChange(null);
    } else if (day && day !== value) {
      setShown(day);
      onChange(day);
    }
  };

  return (
    <label className="map-filters__field">
      <span>{label}</span>
      <input
        inputMode="numeric"
        placeholder={t("map.filters.placeholder")}
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => change(maskDayMonthYear(event.target.value, text))}
        onBlur={() => setTouched(true)}
      />
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </label>
  );
}
