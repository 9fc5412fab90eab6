const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/**
 * Spec §2: 'Just now' under a minute, 'Nm ago' under an hour, 'Nh ago' under a day, otherwise the date.
 * A time slightly in the future (the server's clock ahead of the browser's) also reads 'Just now'.
 */
export function relativeTime(when: string | Date, now: number = Date.now()): string {
  const time = new Date(when).getTime();
  if (Number.isNaN(time)) return "";
  const elapsed = now - time;
  if (elapsed < MINUTE_MS) return "Just now";
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return dateFormat.format(time);
}
