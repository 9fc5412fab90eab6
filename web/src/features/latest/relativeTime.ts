/** The units a relative time is told in, largest first, each with its length in seconds. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/**
 * How long before `now` a moment was, in the largest whole unit that fits ("3 hours ago", not "190
 * minutes ago"), for Intl.RelativeTimeFormat; under a minute is "now" (0 seconds). A moment ahead of the
 * reader's clock (a clock running slow) is "now" too.
 */
export function timeAgo(at: number, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  for (const [unit, length] of UNITS)
    if (seconds >= length) return { value: -Math.floor(seconds / length), unit };
  return { value: 0, unit: "second" };
}
