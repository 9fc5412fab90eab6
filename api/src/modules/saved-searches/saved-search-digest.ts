import type { JobContext } from "../app-module.js";
import { sqlArray } from "../../db/sql-array.js";
import { queueJob } from "../job-topics.js";
import { publishedIncidents } from "../incidents-read/published-incidents.queries.js";
import type { DigestJob } from "./saved-search-jobs.js";
import { mailDigest, type MailedMatch } from "./saved-search-mail.js";

const PERIOD: Record<DigestJob["period"], string> = { daily: "1 day", weekly: "7 days" };

interface Claimed {
  search_id: string;
  user_id: string;
  name: string;
  event_id: string | null;
}

/**
 * Mails the digests of the period that are due: each search whose last digest (or its saving) is a period
 * old is claimed with its unmailed matches in one statement, so two instances never mail the same, and
 * each member gets one mail with every match of all such searches (none when there was none). A member's
 * matches wait until their address is confirmed (decision 135): their searches are not claimed before.
 */
export async function sendDigests(
  { em, deps, services }: JobContext,
  { period }: DigestJob,
): Promise<number> {
  const due = await em.execute<Array<{ user_id: string }>>(
    `select distinct user_id from saved_searches
      where digest = ? and coalesce(digest_sent_at, created_at) <= now() - interval '${PERIOD[period]}'`,
    [period],
  );
  const recipients = await services.users.mailRecipients(due.map((row) => row.user_id));
  const confirmed = [...recipients.values()].filter((member) => member.confirmed).map((member) => member.id);
  if (confirmed.length === 0) return 0;
  const claimed = await em.execute<Claimed[]>(
    `with due as (
       update saved_searches set digest_sent_at = now()
        where digest = ? and coalesce(digest_sent_at, created_at) <= now() - interval '${PERIOD[period]}'
          and user_id = any(?::uuid[])
       returning id, user_id, name
     ), matches as (
       update saved_search_matches m set digested_at = now()
         from due where m.saved_search_id = due.id and m.digested_at is null
       returning m.saved_search_id, m.event_id, m.matched_at
     )
     select due.id::text as search_id, due.user_id, due.name, matches.event_id::text as event_id
       from due left join matches on matches.saved_search_id = due.id
      order by due.user_id, matches.matched_at, due.id`,
    [period, sqlArray(confirmed)],
  );
  const withMatches = claimed.filter((row) => row.event_id !== null);
  const incidents = await publishedIncidents(em, [...new Set(withMatches.map((row) => row.event_id!))]);
  const members = new Map<string, Claimed[]>();
  for (const row of withMatches) members.set(row.user_id, [...(members.get(row.user_id) ?? []), row]);
  let sent = 0;
  for (const rows of members.values()) {
    // an incident two of the member's searches matched is one entry, naming both
    const entries = new Map<string, MailedMatch>();
    for (const row of rows) {
      const incident = incidents.get(row.event_id!);
      if (!incident) continue;
      const entry = entries.get(incident.id) ?? { incident, searchNames: [] };
      entry.searchNames.push(row.name);
      entries.set(incident.id, entry);
    }
    if (entries.size === 0) continue;
    const searchIds = [...new Set(rows.map((row) => row.search_id))];
    const recipient = recipients.get(rows[0]!.user_id)!;
    if (await mailDigest(deps, recipient, searchIds, [...entries.values()])) sent++;
  }
  return sent;
}

/** How often each instance asks for the digests that are due (a job; the claim keeps them single). */
const DIGEST_CHECK_MS = 15 * 60 * 1000;

/** Asks for due digests every quarter of an hour, in a job context's unit of work. */
export function askForDigests(context: () => JobContext): () => Promise<void> {
  const ask = () => {
    const { uow, deps } = context();
    uow
      .run(async (tx) => {
        for (const period of ["daily", "weekly"] as const)
          await queueJob(uow, tx, "saved-search-digest", { period });
      })
      .catch((error: unknown) => deps.logger.error("Digest check not queued", { error: String(error) }));
  };
  const timer = setInterval(ask, DIGEST_CHECK_MS);
  timer.unref();
  return async () => clearInterval(timer);
}
