import type { EntityManager } from "@mikro-orm/postgresql";
import type { Locale } from "@incident-watch/schema";
import { mailTexts } from "../../infra/mail/mail-texts.js";
import { publishedIncidents } from "../incidents-read/published-incidents.queries.js";

/** A search's push about a new match names the search and the incident, and no more. */
export const matchRef = (searchId: string, eventId: string) => `s:${searchId}:${eventId}`;
/** A search's test push, sent when it is saved with push on (or changed). */
export const testRef = (searchId: string) => `t:${searchId}`;
export const searchTag = (searchId: string) => `search-${searchId}`;

/**
 * What a saved search's push shows, in the member's language, asked for by the member's device: null
 * when the ref is not a saved search's, or names a search of another member, a match it never made or
 * an incident no longer published.
 */
export async function savedSearchPushShown(em: EntityManager, memberId: string, ref: string, locale: Locale) {
  const t = mailTexts(locale);
  const match = /^s:(\d{1,18}):(\d{1,18})$/.exec(ref);
  if (match) {
    const [searchId, eventId] = [match[1]!, match[2]!];
    const [[search], incidents] = await Promise.all([
      em.execute<Array<{ name: string }>>(
        `select s.name from saved_searches s join saved_search_matches m on m.saved_search_id = s.id
          where s.id = ? and m.event_id = ? and s.user_id = ?`,
        [searchId, eventId, memberId],
      ),
      publishedIncidents(em, [eventId]),
    ]);
    const incident = incidents.get(eventId);
    if (!search || !incident) return null;
    return {
      title: t("notifications.said.savedSearch", { name: search.name, title: incident.title }),
      body: "",
      url: `/incident/${eventId}`,
      tag: searchTag(searchId),
    };
  }
  const test = /^t:(\d{1,18})$/.exec(ref);
  if (!test) return null;
  const searchId = test[1]!;
  const [search] = await em.execute<Array<{ name: string }>>(
    `select name from saved_searches where id = ? and user_id = ?`,
    [searchId, memberId],
  );
  if (!search) return null;
  return {
    title: t("push.savedSearchTest", { name: search.name }),
    body: t("push.savedSearchTestBody"),
    url: "/forum/settings#saved-searches",
    tag: searchTag(searchId),
  };
}
