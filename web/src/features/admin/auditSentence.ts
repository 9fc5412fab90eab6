import { formatInstant } from "./IncidentReviewCard";

/** What the audit log shows of one staff action. */
export interface AuditFacts {
  action: string;
  actorName: string;
  targetType: string;
  targetLabel: string | null;
  /** The entry's details as the API sends them: a JSON object in a string. */
  details: string;
}

type Details = Record<string, unknown>;

const DURATIONS: Record<string, string> = {
  day: "for 1 day",
  week: "for 7 days",
  month: "for 30 days",
  permanent: "permanently",
};
const ROLES: Record<string, string> = { user: "member", moderator: "moderator", admin: "admin" };
const REPORT_ACTIONS: Record<string, string> = {
  deletePost: " and deleted the post",
  lockThread: " and locked the thread",
};

function parse(details: string): Details {
  try {
    const value: unknown = JSON.parse(details);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Details) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : null);
const quoted = (label: string | null, fallback: string) => (label ? `“${label}”` : fallback);
const changed = (details: Details) => Object.keys(details).filter((key) => key !== "system");

/** A verification step's new value of one field (decision 121), from its list of changes. */
function evidenceChange(details: Details, field: string): string | null {
  const changes = Array.isArray(details.changes) ? (details.changes as Array<Record<string, unknown>>) : [];
  return text(changes.find((change) => change.field === field)?.to);
}

/** What kind of thing a target is, in words (reports name what they were about). */
function targetName(type: string, label: string | null): string {
  if (type === "event") return `the incident ${quoted(label, "(untitled)")}`;
  if (type === "thread") return `the thread ${quoted(label, "(deleted)")}`;
  if (type === "post") return label ? `post ${label}` : "a post";
  if (type === "user") return label ?? "a removed account";
  if (type === "category") return `the category ${quoted(label, "(removed)")}`;
  return label ?? `a ${type}`;
}

/** The action as one sentence: "chief banned alice for 7 days, until 29/11/2026 12:00." */
export function auditSentence({ action, actorName, targetType, targetLabel, details }: AuditFacts): string {
  const d = parse(details);
  const who = actorName;
  const target = targetName(targetType, targetLabel);
  switch (action) {
    case "event.approve":
      return `${who} approved ${target} for the map.`;
    case "event.reject":
      return `${who} rejected ${target}.`;
    case "event.update":
      return `${who} edited ${target}${changed(d).length ? ` (${changed(d).join(", ")})` : ""}.`;
    case "event.delete":
      return `${who} deleted ${target}.`;
    case "event.evidence_set": {
      const status = evidenceChange(d, "evidenceStatus");
      return `${who} set the evidence status of ${target}${status ? ` to ${status}` : ""}.`;
    }
    case "event.confirmation_proposed":
      return `${who} proposed to confirm ${target}.`;
    case "event.evidence_confirmed":
      return `${who} agreed to confirm ${target}, as the second moderator.`;
    case "user.ban": {
      const until = text(d.endsAt);
      const how = DURATIONS[text(d.duration) ?? ""] ?? "";
      return `${who} banned ${target}${how ? ` ${how}` : ""}${until ? `, until ${formatInstant(until)}` : ""}.`;
    }
    case "user.unban":
      return d.expired ? `The ban of ${target} ended.` : `${who} lifted the ban of ${target}.`;
    case "user.role": {
      const role = (d.role ?? {}) as { from?: string; to?: string };
      return `${who} changed the role of ${target} from ${ROLES[role.from ?? ""] ?? role.from} to ${ROLES[role.to ?? ""] ?? role.to}.`;
    }
    case "thread.pin":
      return `${who} pinned ${target}.`;
    case "thread.unpin":
      return `${who} unpinned ${target}.`;
    case "thread.lock":
      return `${who} locked ${target}.`;
    case "thread.unlock":
      return `${who} unlocked ${target}.`;
    case "thread.move": {
      const to = text((d.category as { to?: unknown } | undefined)?.to);
      return `${who} moved ${target}${to ? ` to “${to}”` : ""}.`;
    }
    case "thread.delete":
      return `${who} deleted ${target}.`;
    case "thread.restore":
      return `${who} restored ${target}.`;
    case "post.delete":
      return `${who} deleted ${target}.`;
    case "post.restore":
      return `${who} restored ${target}.`;
    case "post.edit":
      return `${who} edited ${target}.`;
    case "report.resolve":
    case "report.dismiss": {
      const count = Number(d.reports) || 1;
      const reports = `${count} ${count === 1 ? "report" : "reports"}`;
      const about = targetLabel ?? `a ${targetType}`;
      return action === "report.dismiss"
        ? `${who} dismissed ${reports} about ${about}.`
        : `${who} resolved ${reports} about ${about}${REPORT_ACTIONS[text(d.action) ?? ""] ?? ""}${d.ban ? " and banned the author" : ""}.`;
    }
    case "category.create":
      return `${who} created ${target}.`;
    case "category.update":
      return `${who} changed ${target}${changed(d).length ? ` (${changed(d).join(", ")})` : ""}.`;
    case "category.reorder":
      return `${who} reordered the categories.`;
    case "category.delete": {
      const moved = Number(d.movedThreads) || 0;
      const to = text((d.movedTo as { name?: unknown } | undefined)?.name);
      return `${who} deleted ${target}${moved && to ? `, moving ${moved} ${moved === 1 ? "thread" : "threads"} to “${to}”` : ""}.`;
    }
    case "broadcast.send": {
      const count = Number(d.recipients) || 0;
      return `${who} sent a message to all members (${count} ${count === 1 ? "recipient" : "recipients"}).`;
    }
    default:
      return `${who}: ${action} on ${target}.`;
  }
}

/** A broadcast's message, when the entry holds one, to show under the sentence. */
export function auditQuote(action: string, details: string): string | null {
  return action === "broadcast.send" ? text(parse(details).content) : null;
}
