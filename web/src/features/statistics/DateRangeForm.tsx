import { useState, type FormEvent } from "react";
import { maskDayMonthYear, parseCalendarDay, useDayMonthYearError } from "../../lib/dayMonthYear";
import { TextField } from "../../components/TextField";
import { formatDay, useT } from "../../i18n";

export interface DateRange {
  /** yyyy-mm-dd or null for open-ended */
  from: string | null;
  to: string | null;
}

function readDay(
  text: string,
  errorOf: (text: string) => string | undefined,
): { day: string | null; error?: string } {
  if (!text.trim()) return { day: null };
  const day = parseCalendarDay(text);
  return day ? { day } : { day: null, error: errorOf(text) ?? errorOf("") };
}

/** The optional date range of the statistics, typed as dd/mm/yyyy like every date on the site. */
export function DateRangeForm({ range, onChange }: { range: DateRange; onChange(range: DateRange): void }) {
  const [from, setFrom] = useState(range.from ? formatDay(range.from) : "");
  const [to, setTo] = useState(range.to ? formatDay(range.to) : "");
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const t = useT("statistics");
  const dayMonthYearError = useDayMonthYearError();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const start = readDay(from, dayMonthYearError);
    const end = readDay(to, dayMonthYearError);
    const order = start.day && end.day && start.day > end.day ? t("statistics.range.order") : undefined;
    setErrors({ from: start.error, to: end.error ?? order });
    if (!start.error && !end.error && !order) onChange({ from: start.day, to: end.day });
  };
  const clear = () => {
    setFrom("");
    setTo("");
    setErrors({});
    onChange({ from: null, to: null });
  };

  return (
    <form className="statistics__range" onSubmit={apply} noValidate aria-label={t("statistics.range.label")}>
      <TextField
        label={t("statistics.range.from")}
        name="from"
        inputMode="numeric"
        placeholder={t("statistics.range.placeholder")}
        autoComplete="off"
        value={from}
        onChange={(event) => setFrom(maskDayMonthYear(event.target.value, from))}
        error={errors.from}
      />
      <TextField
        label={t("statistics.range.to")}
        name="to"
        inputMode="numeric"
        placeholder={t("statistics.range.placeholder")}
        autoComplete="off"
        value={to}
        onChange={(event) => setTo(maskDayMonthYear(event.target.value, to))}
        error={errors.to}
      />
      <div className="statistics__range-actions">
        <button type="submit" className="button button--primary">
          {t("statistics.range.apply")}
        </button>
        {(range.from || range.to) && (
          <button type="button" className="button button--ghost" onClick={clear}>
            {t("statistics.range.allDates")}
          </button>
        )}
      </div>
    </form>
  );
}
