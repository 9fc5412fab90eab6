import type { MessageId, MessageValues, Translate } from "../../i18n";

/** What the audit log shows of one staff action. */
export interface AuditFacts {
  action: string;
  actorName: string;
  targetType: string;
  targetLabel: string | null;
  /** The entry's details as the API sends them: a JSON object in a string. */
  details: string;
}

/** What the sentences are worded with: the page's messages and its way of writing a moment. */
export interface AuditWords {
  t: Translate;
  instant(iso: unknown): string;
}

type Details = Record<string, unknown>;

/** What kind of thing each target is, in the page's language (the filter's choices). */
export const TARGET_NAMES: Record<string, MessageId> = {
  event: "admin.audit.targetType.event",
  thread: "admin.audit.targetType.thread",
  post: "admin.audit.targetType.post",
  user: "admin.audit.targetType.user",
  category: "admin.audit.targetType.category",
  report: "admin.audit.targetType.report",
  broadcast: "admin.audit.targetType.broadcast",
};

/** What each action is called in the page's language (the filter's choices); an unknown one keeps its code. */
export const ACTION_NAMES: Record<string, MessageId> = {
  "event.approve": "admin.audit.actionName.eventApprove",
  "event.reject": "admin.audit.actionName.eventReject",
  "event.update": "admin.audit.actionName.eventUpdate",
  "event.delete": "admin.audit.actionName.eventDelete",
  "event.proposal_approve": "admin.audit.actionName.eventProposalApprove",
  "event.proposal_reject": "admin.audit.actionName.eventProposalReject",
  "event.source_grade": "admin.audit.actionName.eventSourceGrade",
  "event.evidence_set": "admin.audit.actionName.eventEvidenceSet",
  "event.confirmation_proposed": "admin.audit.actionName.eventConfirmationProposed",
  "event.evidence_confirmed": "admin.audit.actionName.eventEvidenceConfirmed",
  "thread.pin": "admin.audit.actionName.threadPin",
  "thread.unpin": "admin.audit.actionName.threadUnpin",
  "thread.lock": "admin.audit.actionName.threadLock",
  "thread.unlock": "admin.audit.actionName.threadUnlock",
  "thread.move": "admin.audit.actionName.threadMove",
  "thread.rename": "admin.audit.actionName.threadRename",
  "thread.delete": "admin.audit.actionName.threadDelete",
  "thread.restore": "admin.audit.actionName.threadRestore",
  "thread.titleRevisionHide": "admin.audit.actionName.threadTitleRevisionHide",
  "thread.titleRevisionRedact": "admin.audit.actionName.threadTitleRevisionRedact",
  "post.edit": "admin.audit.actionName.postEdit",
  "post.delete": "admin.audit.actionName.postDelete",
  "post.restore": "admin.audit.actionName.postRestore",
  "post.revisionHide": "admin.audit.actionName.postRevisionHide",
  "post.revisionRedact": "admin.audit.actionName.postRevisionRedact",
  "user.ban": "admin.audit.actionName.userBan",
  "user.unban": "admin.audit.actionName.userUnban",
  "user.role": "admin.audit.actionName.userRole",
  "report.resolve": "admin.audit.actionName.reportResolve",
  "report.dismiss": "admin.audit.actionName.reportDismiss",
  "category.create": "admin.audit.actionName.categoryCreate",
  "category.update": "admin.audit.actionName.categoryUpdate",
  "category.reorder": "admin.audit.actionName.categoryReorder",
  "category.delete": "admin.audit.actionName.categoryDelete",
  "broadcast.send": "admin.audit.actionName.broadcastSend",
  "apiKey.revoke": "admin.audit.actionName.apiKeyRevoke",
  "apiKey.quota": "admin.audit.actionName.apiKeyQuota",
};

const ROLES: Record<string, MessageId> = {
  user: "admin.auditLog.role.user",
  moderator: "admin.auditLog.role.moderator",
  admin: "admin.auditLog.role.admin",
};

/** The sentences that name only who acted and the target's name. */
const PLAIN: Record<string, MessageId> = {
  "event.approve": "admin.auditLog.event.approve",
  "event.reject": "admin.auditLog.event.reject",
  "event.delete": "admin.auditLog.event.delete",
  "event.confirmation_proposed": "admin.auditLog.event.confirmationProposed",
  "event.evidence_confirmed": "admin.auditLog.event.evidenceConfirmed",
  "thread.pin": "admin.auditLog.thread.pin",
  "thread.unpin": "admin.auditLog.thread.unpin",
  "thread.lock": "admin.auditLog.thread.lock",
  "thread.unlock": "admin.auditLog.thread.unlock",
  "thread.delete": "admin.auditLog.thread.delete",
  "thread.restore": "admin.auditLog.thread.restore",
  "category.create": "admin.auditLog.category.create",
  "category.delete": "admin.auditLog.category.delete",
};

const POSTS: Record<string, MessageId> = {
  "post.delete": "admin.auditLog.post.delete",
  "post.restore": "admin.auditLog.post.restore",
  "post.edit": "admin.auditLog.post.edit",
};

/** A target's name when the entry has none: what it was called before it went. */
const UNNAMED: Record<string, MessageId> = {
  event: "admin.auditLog.untitled",
  thread: "admin.auditLog.deletedName",
  category: "admin.auditLog.removedName",
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
const changed = (details: Details) => Object.keys(details).filter((key) => key !== "system");

/** A verification step's new value of one field (decision 121), from its list of changes. */
function evidenceChange(details: Details, field: string): string | null {
  const changes = Array.isArray(details.changes) ? (details.changes as Array<Record<string, unknown>>) : [];
  return text(changes.find((change) => change.field === field)?.to);
}

/** The action as one sentence: "chief banned alice for 7 days, until 29/11/2026, 12:00." */
export function auditSentence(
  { action, actorName, targetType, targetLabel, details }: AuditFacts,
  { t, instant }: AuditWords,
): string {
  const d = parse(details);
  const quoted = (label: string) => t("admin.auditLog.quoted", { label });
  const name = targetLabel ? quoted(targetLabel) : t(UNNAMED[targetType] ?? "admin.auditLog.untitled");
  const user = targetLabel ?? t("admin.removedAccount");
  const kind = TARGET_NAMES[targetType];
  const typeName = kind ? t(kind) : targetType;
  const say = (id: MessageId, values: MessageValues = {}) => t(id, { who: actorName, name, ...values });
  const fields = changed(d).join(", ");

  const plain = PLAIN[action];
  if (plain) {
    const moved = Number(d.movedThreads) || 0;
    const to = text((d.movedTo as { name?: unknown } | undefined)?.name);
    if (action === "category.delete" && moved && to)
      return say("admin.auditLog.category.deleteMoved", { count: moved, to: quoted(to) });
    return say(plain);
  }
  const post = POSTS[action];
  if (post) return say(post, { known: targetLabel ? "yes" : "no", label: targetLabel ?? "" });
  switch (action) {
    case "event.update":
      return fields
        ? say("admin.auditLog.event.updateFields", { fields })
        : say("admin.auditLog.event.update");
    case "event.evidence_set":
      return say("admin.auditLog.event.evidenceSet", {
        status: evidenceChange(d, "evidenceStatus") ?? "none",
      });
    case "category.update":
      return fields
        ? say("admin.auditLog.category.updateFields", { fields })
        : say("admin.auditLog.category.update");
    case "category.reorder":
      return say("admin.auditLog.category.reorder");
    case "user.ban": {
      const until = text(d.endsAt);
      const duration = text(d.duration) ?? "";
      return until
        ? say("admin.auditLog.user.banUntil", { user, duration, until: instant(until) })
        : say("admin.auditLog.user.ban", { user, duration });
    }
    case "user.unban":
      return d.expired
        ? t("admin.auditLog.user.banEnded", { user })
        : say("admin.auditLog.user.unban", { user });
    case "user.role": {
      const role = (d.role ?? {}) as { from?: string; to?: string };
      const roleName = (value: string | undefined) =>
        ROLES[value ?? ""] ? t(ROLES[value!]!) : String(value);
      return say("admin.auditLog.user.role", { user, from: roleName(role.from), to: roleName(role.to) });
    }
    case "thread.move": {
      const to = text((d.category as { to?: unknown } | undefined)?.to);
      return to ? say("admin.auditLog.thread.moveTo", { to: quoted(to) }) : say("admin.auditLog.thread.move");
    }
    case "report.resolve":
    case "report.dismiss": {
      const count = Number(d.reports) || 1;
      const about = targetLabel ?? t("admin.auditLog.target.other", { type: typeName });
      return action === "report.dismiss"
        ? say("admin.auditLog.report.dismiss", { count, about })
        : say("admin.auditLog.report.resolve", {
            count,
            about,
            action: text(d.action) ?? "none",
            ban: d.ban ? "yes" : "no",
          });
    }
    case "apiKey.revoke":
    case "apiKey.quota":
      return say(
        action === "apiKey.revoke" ? "admin.auditLog.apiKey.revoke" : "admin.auditLog.apiKey.quota",
        {
          user,
          key: quoted(text(d.name) ?? ""),
        },
      );
    case "broadcast.send":
      return say("admin.auditLog.broadcast.send", { count: Number(d.recipients) || 0 });
    default:
      return say("admin.auditLog.other", {
        action,
        target: targetPhrase(targetType, targetLabel, name, user, t),
      });
  }
}

/** What a target is, in words, for an action the log has no sentence of its own for. */
function targetPhrase(type: string, label: string | null, name: string, user: string, t: Translate): string {
  if (type === "event") return t("admin.auditLog.target.event", { name });
  if (type === "thread") return t("admin.auditLog.target.thread", { name });
  if (type === "post")
    return label ? t("admin.auditLog.target.post", { label }) : t("admin.auditLog.target.aPost");
  if (type === "user") return user;
  if (type === "category") return t("admin.auditLog.target.category", { name });
  const kind = TARGET_NAMES[type];
  return label ?? t("admin.auditLog.target.other", { type: kind ? t(kind) : type });
}

/** A broadcast's message, when the entry holds one, to show under the sentence. */
export function auditQuote(action: string, details: string): string | null {
  return action === "broadcast.send" ? text(parse(details).content) : null;
}
