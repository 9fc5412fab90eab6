import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import { mailTexts } from "../../infra/mail/mail-texts.js";
import { currentDataVersion } from "../incidents-read/data-versions.queries.js";
import { atomFeed, FEED_SIZE, type IncidentSummary } from "../events/research/event-feed.js";
import type { EventFeedService } from "../events/research/event-feed.service.js";
import type { UsersService } from "../users/users.service.js";
import { feedUrl } from "./saved-search-links.js";

/** Whom a saved search's feed reads: the owner's language from the users, its incidents from the events. */
export interface FeedReads {
  users: Pick<UsersService, "language">;
  eventFeed: Pick<EventFeedService, "approvedSummaries">;
}

/** A search's last FEED_SIZE matched incidents still published, newest match first. */
async function lastMatched(
  em: EntityManager,
  eventFeed: FeedReads["eventFeed"],
  searchId: string,
): Promise<IncidentSummary[]> {
  const shown: IncidentSummary[] = [];
  // the matches come in pages of FEED_SIZE, and one more only when some of a page's incidents were withdrawn
  let after: { matchedAt: string; eventId: string } | null = null;
  while (shown.length < FEED_SIZE) {
    const matches: Array<{ event_id: string; matched_at: string }> = await em.execute(
      `select event_id::text as event_id, matched_at::text as matched_at from saved_search_matches
        where saved_search_id = ? and (?::timestamptz is null or (matched_at, event_id) < (?::timestamptz, ?::bigint))
        order by matched_at desc, event_id desc limit ?`,
      [searchId, after?.matchedAt ?? null, after?.matchedAt ?? null, after?.eventId ?? null, FEED_SIZE],
    );
    const published = await eventFeed.approvedSummaries(matches.map((match) => match.event_id));
    for (const match of matches) {
      const incident = published.get(match.event_id);
      if (incident && shown.length < FEED_SIZE) shown.push(incident);
    }
    const last = matches.at(-1);
    if (matches.length < FEED_SIZE || !last) break;
    after = { matchedAt: last.matched_at, eventId: last.event_id };
  }
  return shown;
}

/**
 * The Atom feed of a saved search, at its secret address: the FEED_SIZE incidents it matched last, newest
 * match first (still published), in its owner's language. Null when no search has this token.
 */
export async function savedSearchFeed(
  em: EntityManager,
  deps: Pick<AppDeps, "config">,
  reads: FeedReads,
  token: string,
): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [search] = await em.execute<Array<{ id: string; name: string; user_id: string }>>(
    "select id::text as id, name, user_id from saved_searches where feed_token = ?",
    [token],
  );
  if (!search) return null;
  const [lang, events, { version }] = await Promise.all([
    reads.users.language(search.user_id),
    lastMatched(em, reads.eventFeed, search.id),
    currentDataVersion(em),
  ]);
  return atomFeed(events, {
    publicUrl: deps.config.publicUrl,
    query: "",
    filterTitle: "",
    dataVersion: version,
    lang,
    base: feedUrl(deps.config.publicUrl, token),
    title: mailTexts(lang)("feed.titleFiltered", { filter: search.name }),
  });
}
