const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Spec §2: a month counts as 30 days. */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const UNITS: [limit: number, size: number, name: string][] = [
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
export function relativeTime(value: string | number | Date | null | undefined, now: number = Date.now()) {
  const time = toTime(value);
  if (time === null) return "Not available";
  // a clock a little ahead of ours still means "just now"
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return "Just now";
  for (const [limit, size, name] of UNITS) {
    if (elapsed < limit) {
      const count = Math.floor(elapsed / size);
      return `${count} ${name}${count === 1 ? "" : "s"} ago`;
    }
  }
  return "Not available";
}

/** The full date and time, for a title or a <time> element beside the relative text. */
export function absoluteTime(value: string | number | Date | null | undefined): string | undefined {
  const time = toTime(value);
  return time === null ? undefined : new Date(time).toISOString();
}
