import { useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { AuditLogQuery, AuditTarget } from "../../gql/graphql";
import { appendPage } from "./appendPage";
import { auditQuote, auditSentence } from "./auditSentence";
import { formatInstant } from "./IncidentReviewCard";
import { auditFiltersQuery, auditLogQuery } from "./people.graphql";

type Entry = AuditLogQuery["auditLog"]["edges"][number]["node"];

const TARGETS: AuditTarget[] = ["event", "thread", "post", "user", "category", "report", "broadcast"];

/** Where an entry's target can be looked at, when it has a page. */
function targetLink(entry: Entry): string | null {
  if (entry.targetType === "user" && entry.targetLabel) {
    return `/forum/user/${encodeURIComponent(entry.targetLabel)}`;
  }
  if (entry.targetType === "thread") return `/forum/thread/${encodeURIComponent(entry.targetId)}`;
  return null;
}

function AuditEntry({ entry }: { entry: Entry }) {
  const link = targetLink(entry);
  const actorName = entry.actor?.username ?? (entry.bySystem ? "System" : "A removed account");
  const sentence = auditSentence({ ...entry, actorName });
  const quote = auditQuote(entry.action, entry.details);
  return (
    <li className="audit__entry" data-action={entry.action}>
      <p className="audit__sentence">{sentence}</p>
      {quote && <p className="audit__details">“{quote}”</p>}
      <div className="audit__meta">
        {formatInstant(entry.createdAt)}
        {entry.reason ? ` · Reason: ${entry.reason}` : ""}
        {link && (
          <>
            {" · "}
            <Link to={link}>{entry.targetType === "user" ? "Profile" : "Open the thread"}</Link>
          </>
        )}
      </div>
    </li>
  );
}

/** /forum/admin/audit: every staff action, newest first, filtered by staff member, action and target. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filters = {
    actorId: params.get("actor") || null,
    action: params.get("action") || null,
    targetType: (params.get("target") as AuditTarget | null) || null,
    targetId: params.get("id") || null,
  };
  const [targetId, setTargetId] = useState(filters.targetId ?? "");
  const choices = useQuery(auditFiltersQuery, { fetchPolicy: "cache-and-network" });
  const log = useQuery(auditLogQuery, { variables: filters, fetchPolicy: "cache-and-network" });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const submitId = (event: FormEvent) => {
    event.preventDefault();
    set("id", targetId.trim());
  };
  const more = () =>
    log.fetchMore({
      variables: { after: log.data?.auditLog.pageInfo.endCursor },
      updateQuery: appendPage("auditLog"),
    });
  const entries = log.data?.auditLog.edges ?? [];
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">Audit log</h2>
      <p>Every staff action, newest first. Entries cannot be edited or deleted.</p>
      <form className="audit__filters" onSubmit={submitId} aria-label="Filters">
        <label className="field">
          <span className="field__label">Staff member</span>
          <select
            className="field__input"
            value={filters.actorId ?? ""}
            onChange={(e) => set("actor", e.target.value)}
          >
            <option value="">Anyone</option>
            {choices.data?.auditActors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.username}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Action</span>
          <select
            className="field__input"
            value={filters.action ?? ""}
            onChange={(e) => set("action", e.target.value)}
          >
            <option value="">Any action</option>
            {choices.data?.auditActions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Target</span>
          <select
            className="field__input"
            value={filters.targetType ?? ""}
            onChange={(e) => set("target", e.target.value)}
          >
            <option value="">Anything</option>
            {TARGETS.map((target) => (
              <option key={target} value={target}>
                {target}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Target id</span>
          <input
            className="field__input"
            maxLength={64}
            value={targetId}
            onChange={(e) => setTargetId(e.target.value)}
          />
        </label>
        <button type="submit" className="button">
          Filter
        </button>
      </form>
      {log.error && !log.data && <p role="alert">The audit log could not be loaded.</p>}
      {log.data && entries.length === 0 && <p>No staff actions match.</p>}
      <ol className="audit__list" aria-label="Staff actions">
        {entries.map(({ node }) => (
          <AuditEntry key={node.id} entry={node} />
        ))}
      </ol>
      {log.data?.auditLog.pageInfo.hasNextPage && (
        <button type="button" className="button" onClick={() => void more()}>
          Show older
        </button>
      )}
    </section>
  );
}
