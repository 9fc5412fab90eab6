import { useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import type { AuditLogQuery, AuditTarget } from "../../gql/graphql";
import { useT } from "../../i18n";
import { appendPage } from "./appendPage";
import { ACTION_NAMES, auditQuote, auditSentence, TARGET_NAMES } from "./auditSentence";
import { auditFiltersQuery, auditLogQuery } from "./people.graphql";
import { useInstant } from "./useInstant";

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
  const t = useT("admin");
  const instant = useInstant();
  const link = targetLink(entry);
  const actorName =
    entry.actor?.username ?? t(entry.bySystem ? "admin.audit.system" : "admin.audit.removedAccount");
  const sentence = auditSentence({ ...entry, actorName }, { t, instant });
  const quote = auditQuote(entry.action, entry.details);
  return (
    <li className="audit__entry" data-action={entry.action}>
      <p className="audit__sentence">{sentence}</p>
      {quote && <p className="audit__details">“{quote}”</p>}
      <div className="audit__meta">
        <time dateTime={String(entry.createdAt)}>{instant(entry.createdAt)}</time>
        {entry.reason ? ` · ${t("admin.reviewed.reason", { reason: entry.reason })}` : ""}
        {link && (
          <>
            {" · "}
            <Link to={link}>
              {t(entry.targetType === "user" ? "admin.audit.profile" : "admin.audit.openThread")}
            </Link>
          </>
        )}
      </div>
    </li>
  );
}

/** /forum/admin/audit: every staff action, newest first, filtered by staff member, action and target. */
export function AuditLogPage() {
  const t = useT("admin");
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
      <h2 id="audit-title">{t("admin.nav.audit")}</h2>
      <p>{t("admin.audit.intro")}</p>
      <form className="audit__filters" onSubmit={submitId} aria-label={t("admin.audit.filters")}>
        <label className="field">
          <span className="field__label">{t("admin.audit.staffMember")}</span>
          <select
            className="field__input"
            value={filters.actorId ?? ""}
            onChange={(e) => set("actor", e.target.value)}
          >
            <option value="">{t("admin.audit.anyone")}</option>
            {choices.data?.auditActors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.username}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t("admin.audit.action")}</span>
          <select
            className="field__input"
            value={filters.action ?? ""}
            onChange={(e) => set("action", e.target.value)}
          >
            <option value="">{t("admin.audit.anyAction")}</option>
            {choices.data?.auditActions.map((action) => (
              <option key={action} value={action}>
                {ACTION_NAMES[action] ? t(ACTION_NAMES[action]) : action}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t("admin.audit.target")}</span>
          <select
            className="field__input"
            value={filters.targetType ?? ""}
            onChange={(e) => set("target", e.target.value)}
          >
            <option value="">{t("admin.audit.anything")}</option>
            {TARGETS.map((target) => (
              <option key={target} value={target}>
                {t(TARGET_NAMES[target]!)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t("admin.audit.targetId")}</span>
          <input
            className="field__input"
            maxLength={64}
            value={targetId}
            onChange={(e) => setTargetId(e.target.value)}
          />
        </label>
        <button type="submit" className="button">
          {t("admin.audit.filter")}
        </button>
      </form>
      {log.error && !log.data && <p role="alert">{t("admin.audit.failed")}</p>}
      {log.data && entries.length === 0 && <p>{t("admin.audit.none")}</p>}
      <ol className="audit__list" aria-label={t("admin.audit.list")}>
        {entries.map(({ node }) => (
          <AuditEntry key={node.id} entry={node} />
        ))}
      </ol>
      {log.data?.auditLog.pageInfo.hasNextPage && (
        <button type="button" className="button" onClick={() => void more()}>
          {t("admin.audit.older")}
        </button>
      )}
    </section>
  );
}
