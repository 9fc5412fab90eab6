import { Link } from "react-router-dom";
import { useFormat, useT } from "../../i18n";
import { VERSION_ACTION_LABELS } from "./ledgerWords";
import { versionPath } from "./versionLabels";

export interface VersionEntry {
  number: number;
  action: string;
  reason?: string | null;
  createdAt: string;
  changes: readonly { field: string; from?: string | null; to?: string | null }[];
}

/** The incident's public history, newest first, each version linking to its own permalink. */
export function IncidentVersions({ id, versions }: { id: string; versions: readonly VersionEntry[] }) {
  const t = useT("incident");
  const format = useFormat();
  return (
    <section className="incident-versions" aria-labelledby="incident-versions-title">
      <h2 id="incident-versions-title">{t("incident.history")}</h2>
      <ol reversed className="incident-ledger__list">
        {[...versions].reverse().map((v) => (
          <li key={v.number}>
            <Link to={versionPath(id, v.number)}>{t("incident.version", { number: v.number })}</Link> ·{" "}
            {VERSION_ACTION_LABELS[v.action] ? t(VERSION_ACTION_LABELS[v.action]!) : v.action} ·{" "}
            <time dateTime={v.createdAt}>{format.instant(v.createdAt)}</time>
            {v.changes.length > 0 && (
              <ul>
                {v.changes.map((c, i) => (
                  <li key={i}>
                    {c.field}: {c.from ?? (c.field === "grading" ? t("incident.ungraded") : "—")} →{" "}
                    {c.to ?? "—"}
                  </li>
                ))}
              </ul>
            )}
            {v.reason && <p className="incident-versions__reason">{v.reason}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
