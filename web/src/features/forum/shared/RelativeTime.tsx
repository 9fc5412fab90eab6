import { useFormat, useT, type MessageId } from "../../../i18n";
import { absoluteTime, relativeTime, type RelativeWords, type TimeUnit } from "./relativeTime";

const AGO: Record<TimeUnit, MessageId> = {
  minute: "forum.time.minutesAgo",
  hour: "forum.time.hoursAgo",
  day: "forum.time.daysAgo",
  month: "forum.time.monthsAgo",
  year: "forum.time.yearsAgo",
};

/** The page language's words for relative times (its plural forms included). */
export function useRelativeWords(): RelativeWords {
  const t = useT("forum");
  return {
    justNow: t("forum.time.justNow"),
    unavailable: t("forum.time.unavailable"),
    ago: (count, unit) => t(AGO[unit], { count }),
  };
}

/** A relative time ("3 hours ago") in a <time> element carrying the exact moment. */
export function RelativeTime({ value }: { value: string | null | undefined }) {
  const words = useRelativeWords();
  const format = useFormat();
  const exact = absoluteTime(value);
  if (!exact) return <span>{relativeTime(value, undefined, words)}</span>;
  return (
    <time dateTime={exact} title={format.instant(exact)}>
      {relativeTime(value, undefined, words)}
    </time>
  );
}
