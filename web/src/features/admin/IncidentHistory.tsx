import { useQuery } from "@apollo/client/react";
import { T, useT, type MessageId } from "../../i18n";
import { eventHistoryQuery } from "./admin.graphql";
import { useInstant } from "./useInstant";

const ACTION_WORDS: Record<string, MessageId> = {
  approve: "admin.history.approve",
  reject: "admin.history.reject",
  update: "admin.history.update",
  delete: "admin.history.delete",
};

/** Who did what to an incident, and when, oldest first. */
export function IncidentHistory({ id }: { id: string }) {
  const t = useT("admin");
  const instant = useInstant();
  const { data, loading, error } = useQuery(eventHistoryQuery, {
    variables: { id },
    fetchPolicy: "network-only",
  });
  if (loading) return <p>{t("admin.history.loading")}</p>;
  // history is null for anyone but staff
  if (error || !data?.event?.history) return <p role="alert">{t("admin.history.failed")}</p>;
  return (
    <ol className="history" aria-label={t("admin.reviewed.history")}>
      {data.event.history.map((entry) => (
        <li key={entry.id}>
          <time dateTime={String(entry.createdAt)}>{instant(entry.createdAt)}</time>{" "}
          <T
            ns="admin"
            id={ACTION_WORDS[entry.action] ?? "admin.history.other"}
            values={{
              username: entry.reviewer?.username ?? t("admin.history.formerModerator"),
              action: entry.action,
            }}
            components={{ who: <strong /> }}
          />
          {entry.reason && <>: “{entry.reason}”</>}
          {entry.action === "update" && entry.changes.length > 0 && (
            <ul className="history__changes">
              {entry.changes.map((change) => (
                <li key={change.field}>
                  {change.field}: {change.from ?? "—"} → {change.to ?? "—"}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
