import type { JobContext } from "../app-module.js";
import { sqlArray } from "../../db/sql-array.js";
import { incidentMatches } from "../events/live/incident-changes.js";
import type { EventFilter } from "../events/event.inputs.js";
import { publishedIncidents } from "../incidents-read/published-incidents.queries.js";
import { queuePushes } from "../push/push-queue.js";
import { matchRef, searchTag, testRef } from "./saved-search-push.js";
import { queueWebhook, type TestAlertJob, type TestChannel } from "./saved-search-jobs.js";
import { notificationSaid } from "@incident-watch/schema";
import { mailMatchAtOnce, mailTest } from "./saved-search-mail.js";
import type { SavedArea, SavedFilter, SavedSearchDigest } from "./saved-search.types.js";

interface SearchRow {
  id: string;
  user_id: string;
  name: string;
  filter: SavedFilter;
  area: SavedArea | null;
  bell: boolean;
  mail_at_once: boolean;
  push: boolean;
  digest: SavedSearchDigest;
  webhook_url: string | null;
}

const SEARCH_SELECT = `select id::text as id, user_id, name, filter, area, bell, mail_at_once, push, digest, webhook_url
  from saved_searches`;

/**
 * Matches an approved incident against every saved search, with the live filter's own matching, and
 * delivers each new match: the bell and the webhook's call in one transaction with the match (so a job
 * run again sends nothing twice), then the mail, one per member whatever the number of their searches
 * that matched. Matches of digest searches wait for the digest; every match is in its search's feed.
 */
export async function deliverAlerts(
  { em, uow, services, deps }: JobContext,
  { eventId }: { eventId: string },
): Promise<number> {
  const incident = (await publishedIncidents(em, [eventId])).get(eventId);
  if (!incident) return 0;
  const searches = await em.execute<SearchRow[]>(SEARCH_SELECT);
  const matching = searches.filter((search) =>
    incidentMatches(incident, { ...(search.filter as EventFilter), within: search.area }),
  );
  if (matching.length === 0) return 0;
  const { notifications } = services;
  const fresh = await uow.run(async (tx) => {
    const inserted = await tx.execute<Array<{ id: string }>>(
      `insert into saved_search_matches (saved_search_id, event_id, digested_at)
       select s.id, ?, case when s.digest = 'none' then now() end
         from saved_searches s where s.id = any(?::bigint[])
       on conflict do nothing returning saved_search_id::text as id`,
      [eventId, sqlArray(matching.map((search) => search.id))],
    );
    const ids = new Set(inserted.map((row) => row.id));
    const rows = matching.filter((search) => ids.has(search.id));
    for (const search of rows) {
      if (search.bell)
        await notifications.notify(tx, {
          recipientId: search.user_id,
          type: "saved_search",
          said: notificationSaid("notifications.said.savedSearch", {
            name: search.name,
            title: incident.title,
          }),
        });
      if (search.webhook_url) await queueWebhook(uow, tx, { searchId: search.id, eventId });
    }
    const pushes = rows.filter((search) => search.push);
    if (pushes.length > 0)
      await queuePushes(
        uow,
        tx,
        pushes.map((search) => ({
          userId: search.user_id,
          ref: matchRef(search.id, eventId),
          type: null,
          tag: searchTag(search.id),
        })),
      );
    return rows;
  });
  const byMember = new Map<string, SearchRow[]>();
  for (const search of fresh.filter((row) => row.mail_at_once))
    byMember.set(search.user_id, [...(byMember.get(search.user_id) ?? []), search]);
  const recipients = await services.users.mailRecipients([...byMember.keys()]);
  for (const [memberId, rows] of byMember) {
    const recipient = recipients.get(memberId);
    if (!recipient) continue;
    await mailMatchAtOnce(
      deps,
      recipient,
      rows.map((row) => row.id),
      { incident, searchNames: rows.map((row) => row.name) },
    );
  }
  return fresh.length;
}

/**
 * The test alert of a search just saved (or changed): through each channel the save chose or changed
 * (bell, webhook, push, mail), so a broken one shows at once.
 */
export async function sendTestAlert(
  { em, uow, services, deps }: JobContext,
  { searchId, channels }: TestAlertJob,
): Promise<void> {
  const tested = (channel: TestChannel) => !channels || channels.includes(channel);
  const [search] = await em.execute<SearchRow[]>(`${SEARCH_SELECT} where id = ?`, [searchId]);
  if (!search) return;
  const { notifications } = services;
  await uow.run(async (tx) => {
    if (search.bell && tested("bell"))
      await notifications.notify(tx, {
        recipientId: search.user_id,
        type: "saved_search",
        said: notificationSaid("notifications.said.savedSearchTest", { name: search.name }),
      });
    if (search.webhook_url && tested("webhook")) await queueWebhook(uow, tx, { searchId, eventId: null });
    // to each device, even while the member has the tab open in which they saved it (docs/app-and-push.md)
    if (search.push && tested("push"))
      await queuePushes(uow, tx, [
        {
          userId: search.user_id,
          ref: testRef(searchId),
          type: null,
          tag: searchTag(searchId),
          whileReading: true,
        },
      ]);
  });
  if (!(search.mail_at_once || search.digest !== "none") || !tested("mail")) return;
  const recipient = (await services.users.mailRecipients([search.user_id])).get(search.user_id);
  if (recipient)
    await mailTest(deps, recipient, {
      id: search.id,
      name: search.name,
      mailAtOnce: search.mail_at_once,
      digest: search.digest,
    });
}
