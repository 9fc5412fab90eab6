import { useT } from "../../i18n";
import { useMessageText } from "../../i18n/schemaMessages";
import type { MessageId } from "../../i18n/messageIds";

export interface Counts {
  rows: number;
  created: number;
  merged: number;
  refused: number;
  unchanged: number;
}

export interface ReportRow {
  row: number;
  outcome: string;
  errors: { field: string; message: string }[];
  eventId?: string | null;
  duplicateOfRow?: number | null;
  mergeReason?: string | null;
}

const OUTCOMES: Record<string, MessageId> = {
  created: "admin.imports.outcome.created",
  merged: "admin.imports.outcome.merged",
  refused: "admin.imports.outcome.refused",
  unchanged: "admin.imports.outcome.unchanged",
};

/** A run's counts and, row by row, what it did with each row that was not simply created. */
export function ImportReport({
  counts,
  rows,
  dryRun,
}: {
  counts: Counts;
  rows: ReportRow[];
  dryRun: boolean;
}) {
  const t = useT("admin");
  const messageText = useMessageText();
  const notable = rows.filter((row) => row.outcome !== "created");
  const why = (row: ReportRow) => {
    if (row.duplicateOfRow) return t("admin.imports.sameAsRow", { row: row.duplicateOfRow });
    if (row.outcome === "merged" && row.eventId) {
      if (row.mergeReason === "same_source")
        return t("admin.imports.sameSourceAsIncident", { id: row.eventId });
      if (row.mergeReason === "nearby") return t("admin.imports.nearIncident", { id: row.eventId });
      return t("admin.imports.sameAsIncident", { id: row.eventId });
    }
    if (row.outcome === "unchanged") return t("admin.imports.alreadyImported");
    return row.errors.map((error) => messageText(error.message)).join("; ");
  };
  return (
    <div className="imports__report">
      <p className="imports__counts" data-testid="import-counts">
        {t(dryRun ? "admin.imports.wouldCounts" : "admin.imports.counts", { ...counts })}
      </p>
      {notable.length > 0 && (
        <table className="imports__rows">
          <thead>
            <tr>
              <th scope="col">{t("admin.imports.row")}</th>
              <th scope="col">{t("admin.imports.outcome")}</th>
              <th scope="col">{t("admin.imports.why")}</th>
            </tr>
          </thead>
          <tbody>
            {notable.map((row) => (
              <tr key={row.row}>
                <td>{row.row}</td>
                <td>{t(OUTCOMES[row.outcome] ?? "admin.imports.outcome.refused")}</td>
                <td>{why(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
