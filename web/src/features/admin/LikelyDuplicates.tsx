import { formatDay, useFormat, useT } from "../../i18n";
import { duplicateLabel, duplicateStatus } from "./duplicateLabel";
import type { PendingEvent } from "./IncidentReviewCard";

/** The other incidents this one may repeat, with why each is listed. */
export function LikelyDuplicates({ duplicates }: { duplicates: PendingEvent["likelyDuplicates"] }) {
  const t = useT("admin");
  const format = useFormat();
  // null only for non-staff, who never see the review screens
  if (!duplicates || duplicates.length === 0)
    return <p className="review-card__no-duplicates">{t("admin.duplicates.none")}</p>;
  return (
    <div className="duplicates">
      <h4 className="duplicates__title">{t("admin.duplicates.title")}</h4>
      <ul className="duplicates__list">
        {duplicates.map((duplicate) => (
          <li key={duplicate.event.id}>
            <span className="duplicates__why">{duplicateLabel(duplicate, t, format)}</span>{" "}
            <a href={duplicate.event.sourceUrl} target="_blank" rel="noopener noreferrer">
              {duplicate.event.title}
            </a>{" "}
            ({formatDay(duplicate.event.date)}, {t(duplicateStatus(duplicate.event.status))})
          </li>
        ))}
      </ul>
    </div>
  );
}
