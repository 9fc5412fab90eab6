import {
  PLACE_PRECISIONS,
  placePrecisionLabels,
  TIME_PRECISIONS,
  timePrecisionLabels,
  type PlacePrecision,
  type TimePrecision,
} from "@incident-watch/schema";

interface Precisions {
  placePrecision: PlacePrecision;
  timePrecision: TimePrecision;
}

/**
 * How precisely the submission's day and place are known (decision 099): a moderator sets them from the
 * report, a month or a year kept as its first day.
 */
export function ReviewPrecisionFields({
  placePrecision,
  timePrecision,
  onChange,
}: Precisions & { onChange(change: Partial<Precisions>): void }) {
  return (
    <div className="review-card__row">
      <label className="field">
        <span className="field__label">Date known to</span>
        <select
          className="field__input"
          value={timePrecision}
          onChange={(e) => onChange({ timePrecision: e.target.value as TimePrecision })}
        >
          {TIME_PRECISIONS.map((precision) => (
            <option key={precision} value={precision}>
              {timePrecisionLabels[precision]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">Place known to</span>
        <select
          className="field__input"
          value={placePrecision}
          onChange={(e) => onChange({ placePrecision: e.target.value as PlacePrecision })}
        >
          {PLACE_PRECISIONS.map((precision) => (
            <option key={precision} value={precision}>
              {placePrecisionLabels[precision]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
