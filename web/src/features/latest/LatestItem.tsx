import { Link } from "react-router-dom";
import { typeBadge } from "../../lib/eventFormat";
import { useEventWords } from "../../lib/useEventWords";
import { KIND_LABELS, useFormat, useLocale, useT } from "../../i18n";
import { timeAgo } from "./relativeTime";
import type { LatestRow } from "./useLatestIncidents";
import "../../components/typeBadge.css";

/**
 * One incident of the Latest list: whose it is, its title in the reader's language when a fresh
 * translation exists (the original otherwise), how long ago it was published (the moment itself on
 * hover and in `datetime`), its kind and country.
 */
export function LatestItem({ row, now }: { row: LatestRow; now: number }) {
  const t = useT("app", "map");
  const format = useFormat();
  const words = useEventWords();
  const locale = useLocale();
  const translation =
    row.titleLanguage === locale
      ? undefined
      : row.translations.find((candidate) => candidate.language === locale && !candidate.stale);
  const { value, unit } = timeAgo(Date.parse(row.publishedAt), now);
  return (
    <li className="latest__item">
      <span className={`type-badge type-badge--${row.type}`} title={words.typeName(row.type)}>
        {typeBadge(row.type)}
      </span>
      <div className="latest__body">
        <Link
          to={`/incident/${row.id}`}
          className="latest__title"
          lang={translation ? locale : row.titleLanguage || undefined}
        >
          {translation?.title ?? row.title}
        </Link>
        <p className="latest__meta">
          <time dateTime={row.publishedAt} title={format.instant(row.publishedAt)}>
            {format.relative(value, unit)}
          </time>
          <span>{t(KIND_LABELS[row.kind])}</span>
          {row.country && <span>{format.country(row.country)}</span>}
        </p>
      </div>
    </li>
  );
}
