import { useQuery } from "@apollo/client/react";
import { eventHistoryQuery } from "./admin.graphql";
import { formatInstant } from "./IncidentReviewCard";

const ACTION_WORDS: Record<string, string> = {
  approve: "approved",
  reject: "rejected",
  update: "edited",
  delete: "deleted",
};

/** Who did what to an incident, and when, oldest first. */
export function IncidentHistory({ id }: { id: string }) {
  const { data, loading, error } = useQuery(eventHistoryQuery, {
    variables: { id },
    fetchPolicy: "network-only",
  });
  if (loading) return <p>Loading the history…</p>;
  // history is null for anyone but staff
  if (error || !data?.event?.history) return <p role="alert">The history could not be loaded.</p>;
  return (
    <ol className="history" aria-label="History">
      {data.event.history.map((entry) => (
        <li key={entry.id}>
          <time dateTime={String(entry.createdAt)}>{formatInstant(entry.createdAt)}</time>{" "}
          <strong>{entry.reviewer?.username ?? "A former moderator"}</strong>{" "}
          {ACTION_WORDS[entry.action] ?? entry.action}
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
