import {
  PLACE_PRECISIONS,
  TIME_PRECISIONS,
  type PlacePrecision,
  type TimePrecision,
} from "@incident-watch/schema";
import { PLACE_PRECISION_LABELS, TIME_PRECISION_LABELS, useT } from "../../i18n";

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
  const t = useT("app", "admin");
  return (
    <div className="review-card__row">
      <label className="field">
        <span className="field__label">{t("admin.review.dateKnownTo")}</span>
        <select
          className="field__input"
          value={timePrecision}
          onChange={(e) => onChange({ timePrecision: e.target.value as TimePrecision })}
        >
          {TIME_PRECISIONS.map((precision) => (
            <option key={precision} value={precision}>
              {t(TIME_PRECISION_LABELS[precision])}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t("admin.review.placeKnownTo")}</span>
        <select
          className="field__input"
          value={placePrecision}
          onChange={(e) => onChange({ placePrecision: e.target.value as PlacePrecision })}
        >
          {PLACE_PRECISIONS.map((precision) => (
            <option key={precision} value={precision}>
              {t(PLACE_PRECISION_LABELS[precision])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
