/** Timestamps are kept to the millisecond, so a cursor made from a JS Date finds its row again. */
export const NOW_MS = "date_trunc('milliseconds', now())";
