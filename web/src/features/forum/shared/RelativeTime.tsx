import { useFormat, useT } from "../../../i18n";
import { absoluteTime, relativeTime, type RelativeWords } from "./relativeTime";

/** The page language's words for relative times: its plural forms through Intl. */
export function useRelativeWords(): RelativeWords {
  const t = useT("forum");
  const format = useFormat();
  return {
    justNow: t("forum.time.justNow"),
    unavailable: t("forum.time.unavailable"),
    ago: (count, unit) => format.ago(count, unit),
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
