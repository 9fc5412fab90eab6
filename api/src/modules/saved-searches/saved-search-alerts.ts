import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { unitOfWork, type AppDeps } from "../../deps.js";
import { sqlArray } from "../../db/sql-array.js";
import { mailTexts } from "../../infra/mail/mail-texts.js";
import { incidentMatches, type PublicIncident } from "../events/live/incident-changes.js";
import type { EventFilter } from "../events/event.inputs.js";
import { notificationsService } from "../notifications/notifications.module.js";
import { queuePushes } from "../notifications/push-queue.js";
import { queueWebhook, type TestAlertJob, type TestChannel } from "./saved-search-jobs.js";
import {
  mailMatchAtOnce,
  mailTest,
  recipientLocale,
  type AlertMailDeps,
  type Recipient,
} from "./saved-search-mail.js";
import type { SavedFilter, SavedSearchDigest } from "./saved-search.types.js";

/** What delivering alerts uses of the app. */
export type AlertDeps = AlertMailDeps & Pick<AppDeps, "publicData" | "forumVersion" | "jobs">;

interface SearchRow extends Recipient {
  id: string;
  user_id: string;
  name: string;
  filter: SavedFilter;
  bell: boolean;
  mail_at_once: boolean;
  push: boolean;
  digest: SavedSearchDigest;
  webhook_url: string | null;
}

const SEARCH_SELECT = `select s.id::text as id, s.user_id, s.name, s.filter, s.bell, s.mail_at_once, s.push, s.digest,
       s.webhook_url, u.email, u.confirmed_email, u.username, u.language
  from saved_searches s join users u on u.id = s.user_id`;

const INCIDENT_COLUMNS = `id::text as id, type, kind, country, title, title_source as "titleSource",
  source_url as "sourceUrl", to_char(date, 'YYYY-MM-DD') as date, latitude, longitude,
  place_precision as "placePrecision", time_precision as "timePrecision", evidence_status as "evidenceStatus"`;

/** Published incidents by id, in their public fields (those withdrawn or never approved are left out). */
export async function publishedIncidents(
  em: EntityManager,
  ids: string[],
): Promise<Map<string, PublicIncident>> {
  if (ids.length === 0) return new Map();
  const rows = await em.execute<PublicIncident[]>(
    `select ${INCIDENT_COLUMNS} from events where id = any(?::bigint[]) and status = 'approved'`,
    [sqlArray(ids)],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The bell's line in the member's language. */
const bellText = (
  row: Recipient,
  key: "mail.savedSearch.bell" | "mail.savedSearch.bellTest",
  values: Record<string, string>,
) => mailTexts(recipientLocale(row))(key, values);

/**
 * Matches an approved incident against every saved search, with the live filter's own matching, and
 * delivers each new match: the bell and the webhook's call in one transaction with the match (so a job
 * run again sends nothing twice), then the mail, one per member whatever the number of their searches
 * that matched. Matches of digest searches wait for the digest; every match is in its search's feed.
 */
export async function deliverAlerts(orm: MikroORM, deps: AlertDeps, eventId: string): Promise<number> {
  const em = orm.em.fork();
  const incident = (await publishedIncidents(em, [eventId])).get(eventId);
  if (!incident) return 0;
  const searches = await em.execute<SearchRow[]>(SEARCH_SELECT);
  const matching = searches.filter((search) => incidentMatches(incident, search.filter as EventFilter));
  if (matching.length === 0) return 0;
  const uow = unitOfWork(em, deps);
  const notifications = notificationsService(em, deps, uow);
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
          content: bellText(search, "mail.savedSearch.bell", { name: search.name, title: incident.title }),
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
          ref: `s:${search.id}:${eventId}`,
          type: null,
          tag: `search-${search.id}`,
        })),
      );
    return rows;
  });
  const byMember = new Map<string, SearchRow[]>();
  for (const search of fresh.filter((row) => row.mail_at_once))
    byMember.set(search.user_id, [...(byMember.get(search.user_id) ?? []), search]);
  for (const rows of byMember.values()) {
    await mailMatchAtOnce(
      deps,
      rows[0]!,
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
export async function sendTestAlert(orm: MikroORM, deps: AlertDeps, job: TestAlertJob): Promise<void> {
  const { searchId, channels } = job;
  const tested = (channel: TestChannel) => !channels || channels.includes(channel);
  const em = orm.em.fork();
  const [search] = await em.execute<SearchRow[]>(`${SEARCH_SELECT} where s.id = ?`, [searchId]);
  if (!search) return;
  const uow = unitOfWork(em, deps);
  const notifications = notificationsService(em, deps, uow);
  await uow.run(async (tx) => {
    if (search.bell && tested("bell"))
      await notifications.notify(tx, {
        recipientId: search.user_id,
        type: "saved_search",
        content: bellText(search, "mail.savedSearch.bellTest", { name: search.name }),
      });
    if (search.webhook_url && tested("webhook")) await queueWebhook(uow, tx, { searchId, eventId: null });
    // to each device, even while the member has the tab open in which they saved it (docs/app-and-push.md)
    if (search.push && tested("push"))
      await queuePushes(uow, tx, [
        {
          userId: search.user_id,
          ref: `t:${searchId}`,
          type: null,
          tag: `search-${searchId}`,
          whileReading: true,
        },
      ]);
  });
  if ((search.mail_at_once || search.digest !== "none") && tested("mail"))
    await mailTest(deps, search, {
      id: search.id,
      name: search.name,
      mailAtOnce: search.mail_at_once,
      digest: search.digest,
    });
}
