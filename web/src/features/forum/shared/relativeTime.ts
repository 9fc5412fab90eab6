const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Spec §2: a month counts as 30 days. */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

export type TimeUnit = "minute" | "hour" | "day" | "month" | "year";

/** The words of a relative time in a language; English (the spec's own) unless the page gives others. */
export interface RelativeWords {
  justNow: string;
  unavailable: string;
  ago(count: number, unit: TimeUnit): string;
}

const ENGLISH: RelativeWords = {
  justNow: "Just now",
  unavailable: "Not available",
  ago: (count, unit) => `${count} ${unit}${count === 1 ? "" : "s"} ago`,
};

const UNITS: [limit: number, size: number, name: TimeUnit][] = [
  [HOUR, MINUTE, "minute"],
  [DAY, HOUR, "hour"],
  [MONTH, DAY, "day"],
  [YEAR, MONTH, "month"],
  [Infinity, YEAR, "year"],
];

function toTime(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * The forum home's relative times (spec §2): "Just now" under a minute, then whole minutes, hours, days,
 * months or years ago with singular forms; a missing or unreadable date is "Not available".
 */
export function relativeTime(
  value: string | number | Date | null | undefined,
  now: number = Date.now(),
  words: RelativeWords = ENGLISH,
) {
  const time = toTime(value);
  if (time === null) return words.unavailable;
  // a clock a little ahead of ours still means "just now"
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return words.justNow;
  for (const [limit, size, name] of UNITS) {
    if (elapsed < limit) return words.ago(Math.floor(elapsed / size), name);
  }
  return words.unavailable;
}

/** The full date and time, for a title or a <time> element beside the relative text. */
export function absoluteTime(value: string | number | Date | null | undefined): string | undefined {
  const time = toTime(value);
  return time === null ? undefined : new Date(time).toISOString();
}
