import type { Formatters, MessageId, Translate } from "../../i18n";

export interface DuplicateFacts {
  sameSource: boolean;
  distanceKm: number;
  daysApart: number;
}

/** Why another incident may be the same one, in a few words: "Same source page" or "1.3 km away, 2 days apart". */
export function duplicateLabel(
  { sameSource, distanceKm, daysApart }: DuplicateFacts,
  t: Translate,
  format: Formatters,
): string {
  if (sameSource) return t("admin.duplicates.sameSource");
  const distance = format.number(distanceKm, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const where = distanceKm < 0.1 ? t("admin.duplicates.samePlace") : t("admin.duplicates.away", { distance });
  const when =
    daysApart === 0 ? t("admin.duplicates.sameDay") : t("admin.duplicates.daysApart", { count: daysApart });
  return `${where}, ${when}`;
}

const STATUS_LABELS: Record<string, MessageId> = {
  pending: "admin.duplicates.status.pending",
  approved: "admin.duplicates.status.approved",
  rejected: "admin.duplicates.status.rejected",
};

/** The other incident's review state, as the queue names it (a message of the admin catalogue). */
export function duplicateStatus(status: string | null | undefined): MessageId {
  return STATUS_LABELS[status ?? ""] ?? "admin.duplicates.status.unknown";
}
