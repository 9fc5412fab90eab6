export interface DuplicateFacts {
  sameSource: boolean;
  distanceKm: number;
  daysApart: number;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** Why another incident may be the same one, in a few words: "Same source page" or "1.3 km away, 2 days apart". */
export function duplicateLabel({ sameSource, distanceKm, daysApart }: DuplicateFacts): string {
  if (sameSource) return "Same source page";
  const where = distanceKm < 0.1 ? "Same place" : `${distanceKm.toFixed(1)} km away`;
  const when = daysApart === 0 ? "same day" : `${plural(daysApart, "day")} apart`;
  return `${where}, ${when}`;
}

const STATUS_LABELS: Record<string, string> = {
  pending: "pending",
  approved: "on the map",
  rejected: "rejected",
};

/** The other incident's review state, as the queue names it. */
export function duplicateStatus(status: string | null | undefined): string {
  return STATUS_LABELS[status ?? ""] ?? "unknown";
}
