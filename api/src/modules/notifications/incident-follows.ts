import type { EntityManager } from "@mikro-orm/postgresql";
import { notificationSaid, type NotificationSaid } from "@incident-watch/schema";
import type { Following, JobContext } from "../app-module.js";
import type { Changes } from "../changes.js";
import { queueJob } from "../job-topics.js";
import { publishedIncidents } from "../incidents-read/published-incidents.queries.js";
import { englishWords } from "./notification-words.js";
import { NOW_MS } from "./now-ms.js";
import { sqlArray } from "../../db/sql-array.js";

/** What happened to a followed incident, as its followers are told. */
export type IncidentNotice =
  | { what: "approved" }
  | { what: "rejected"; reason: string }
  | { what: "corrected"; fields: string[] }
  | { what: "source" }
  | { what: "evidence"; status: string }
  | { what: "withdrawn"; how: "rejected" | "deleted" };

/** One change to a followed incident, told to its followers by a job (notifications). */
export interface IncidentNoticeJob {
  eventId: string;
  /** Its title as the change left it; read from the public record when absent (a new source). */
  title?: string;
  notice: IncidentNotice;
  /** The member whose act it was: they are not told of their own change. */
  actorId?: string;
}

/** Changes to one incident within this window of the first grow one notification, as reactions do. */
const GROUP_WINDOW = "1 hour";
/** The notices that group: what a follower reads as "3 changes to …". */
const GROUPED = new Set<IncidentNotice["what"]>(["corrected", "source", "evidence"]);

/** The corrected fields, said as the part of the incident they belong to (several: "several details"). */
const FIELD_PARTS: Record<string, string> = {
  title: "title",
  titleLanguage: "title",
  latitude: "place",
  longitude: "place",
  country: "place",
  placePrecision: "place",
  date: "date",
  timePrecision: "date",
  type: "kind",
  kind: "kind",
  sourceUrl: "source",
};

export function correctedPart(fields: readonly string[]): string {
  const parts = new Set(fields.map((field) => FIELD_PARTS[field] ?? "other"));
  return parts.size === 1 ? [...parts][0]! : "other";
}

/** What a notice says, worded by whoever reads it. */
export function incidentSaid(title: string, notice: IncidentNotice): NotificationSaid {
  switch (notice.what) {
    case "approved":
      return notificationSaid("notifications.said.incidentApproved", { title });
    case "rejected":
      return notificationSaid("notifications.said.incidentRejected", { title, reason: notice.reason });
    case "corrected":
      return notificationSaid("notifications.said.incidentCorrected", {
        title,
        what: correctedPart(notice.fields),
      });
    case "source":
      return notificationSaid("notifications.said.incidentSource", { title });
    case "evidence":
      return notificationSaid("notifications.said.incidentEvidence", { title, status: notice.status });
    case "withdrawn":
      return notificationSaid("notifications.said.incidentWithdrawn", { title, how: notice.how });
  }
}

const queueNotice = ({ tx, uow }: Pick<Following, "tx" | "uow">, job: IncidentNoticeJob) =>
  queueJob(uow, tx, "incident-follow-notice", job);

/** The followers of the incident's changes, each queueing its notice in the change's transaction. */
export const incidentFollows = {
  incidentPublished: (at: Following, change: Changes["incidentPublished"]) =>
    change.change === "published"
      ? queueNotice(at, {
          eventId: change.eventId,
          title: change.title,
          notice: { what: "approved" },
          actorId: change.actorId,
        })
      : change.fields.length === 0
        ? Promise.resolve()
        : queueNotice(at, {
            eventId: change.eventId,
            title: change.title,
            notice: { what: "corrected", fields: change.fields },
            actorId: change.actorId,
          }),
  incidentWithdrawn: (at: Following, change: Changes["incidentWithdrawn"]) =>
    queueNotice(at, {
      eventId: change.eventId,
      title: change.title,
      notice: { what: "withdrawn", how: change.how },
      actorId: change.actorId,
    }),
  sourcesAdded: (at: Following, change: Changes["sourcesAdded"]) =>
    change.eventId
      ? queueNotice(at, { eventId: change.eventId, notice: { what: "source" }, actorId: change.actorId })
      : Promise.resolve(),
  submissionRejected: (at: Following, change: Changes["submissionRejected"]) =>
    queueNotice(at, {
      eventId: change.eventId,
      title: change.title,
      notice: { what: "rejected", reason: change.reason },
    }),
  evidenceChanged: (at: Following, change: Changes["evidenceChanged"]) =>
    queueNotice(at, {
      eventId: change.eventId,
      title: change.title,
      notice: { what: "evidence", status: change.status },
      actorId: change.actorId,
    }),
  /** Taking part follows the incident, unless the member turned that off or chose a level for it. */
  incidentJoined: async ({ tx }: Following, change: Changes["incidentJoined"]): Promise<void> => {
    await tx.execute(
      `insert into follows (user_id, subject_kind, subject_id, level)
       select ?, 'incident', ?, 'watching'
        where coalesce((select follow_own from notification_preferences where user_id = ?), true)
       on conflict do nothing`,
      [change.memberId, change.eventId, change.memberId],
    );
  },
};

/** Sets the member's level for an incident; "normal" is kept, so taking part later does not follow again. */
export async function setIncidentLevel(
  tx: EntityManager,
  userId: string,
  eventId: string,
  level: "watching" | "normal",
): Promise<void> {
  await tx.execute(
    `insert into follows (user_id, subject_kind, subject_id, level, updated_at) values (?, 'incident', ?, ?, now())
     on conflict (user_id, subject_kind, subject_id) do update set level = excluded.level, updated_at = now()`,
    [userId, eventId, level],
  );
}

/**
 * Tells an incident's followers of one change: a correction, a source or an evidence change joins the
 * follower's unseen notice of the same incident from the last hour ("3 changes to …"), which comes back on
 * top; the rest are notices of their own. A follower who turned incident notices off hears only of the
 * review of what they submitted; the member who made the change is not told of it. One transaction, announced for the bell, push and mail.
 */
export async function tellIncidentFollowers({ em, uow, services, deps }: JobContext, job: IncidentNoticeJob) {
  const title = job.title ?? (await publishedIncidents(em, [job.eventId])).get(job.eventId)?.title;
  if (title === undefined) return 0;
  const said = incidentSaid(title, job.notice);
  const review = job.notice.what === "approved" || job.notice.what === "rejected";
  return uow.run(async (tx) => {
    const grouped = GROUPED.has(job.notice.what)
      ? await tx.execute<Array<{ id: string; recipient_id: string; count: number }>>(
          `update notifications n
              set message_key = 'notifications.said.incidentChanges',
                  message_args = jsonb_build_object('title', ?::text,
                    'count', coalesce((n.message_args->>'count')::int, 1) + 1),
                  seen = false, seen_at = null, created_at = ${NOW_MS}
            where n.type = 'incident' and n.related_event_id = ? and not n.seen
              and n.group_started_at > now() - interval '${GROUP_WINDOW}'
              and n.recipient_id is distinct from ?::uuid
              and n.recipient_id in (select user_id from follows
                                      where subject_kind = 'incident' and subject_id = ? and level = 'watching')
           returning n.id, n.recipient_id, (n.message_args->>'count')::int as count`,
          [title, job.eventId, job.actorId ?? null, job.eventId],
        )
      : [];
    for (const count of new Set(grouped.map((row) => row.count))) {
      const words = englishWords(notificationSaid("notifications.said.incidentChanges", { title, count }));
      await tx.execute(`update notifications set content = ? where id = any(?::bigint[])`, [
        words,
        sqlArray(grouped.filter((row) => row.count === count).map((row) => String(row.id))),
      ]);
    }
    const inserted = await tx.execute<Array<{ id: string }>>(
      `insert into notifications (recipient_id, type, content, message_key, message_args, related_event_id,
                                  group_started_at, created_at)
       select f.user_id, 'incident', ?, ?, ?::jsonb, ?, ${GROUPED.has(job.notice.what) ? "now()" : "null"}, ${NOW_MS}
         from follows f
         left join notification_preferences p on p.user_id = f.user_id
        where f.subject_kind = 'incident' and f.subject_id = ? and f.level = 'watching'
          and (?::boolean or coalesce(p.incident, true))
          and f.user_id <> all(?::uuid[])
       returning id`,
      [
        englishWords(said),
        said.key,
        JSON.stringify(said.args),
        job.eventId,
        job.eventId,
        review,
        sqlArray([...grouped.map((row) => row.recipient_id), ...(job.actorId ? [job.actorId] : [])]),
      ],
    );
    const ids = [...grouped.map((row) => String(row.id)), ...inserted.map((row) => String(row.id))];
    await services.notifications.announceAdded(tx, ids);
    // mailed to those who have not seen them a while later, as a missed mention is
    if (ids.length > 0)
      await queueJob(uow, tx, "incident-notice-mail", { ids }, deps.config.notificationMailDelaySeconds);
    return ids.length;
  });
}
