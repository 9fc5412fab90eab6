import type { EntityManager } from "@mikro-orm/postgresql";
import { isLocale } from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import { mailTexts } from "../../infra/mail/mail-texts.js";
import { PUBLISHED_AT } from "../incidents-read/incidents-read.queries.js";
import { PUBLIC_UPDATED_AT } from "../events/research/change-tracking.queries.js";
import { currentDataVersion } from "../events/research/data-version.queries.js";
import { atomFeed, FEED_SIZE, type IncidentSummary } from "../events/research/event-feed.js";
import { feedUrl } from "./saved-search-links.js";

type Row = Omit<IncidentSummary, "approvedAt" | "updatedAt"> & { approvedAt: string; updatedAt: string };

/**
 * The Atom feed of a saved search, at its secret address: the FEED_SIZE incidents it matched last, newest
 * match first (still published), in its owner's language. Null when no search has this token.
 */
export async function savedSearchFeed(
  em: EntityManager,
  deps: Pick<AppDeps, "config">,
  token: string,
): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [search] = await em.execute<Array<{ id: string; name: string; language: string }>>(
    `select s.id::text as id, s.name, u.language from saved_searches s join users u on u.id = s.user_id
      where s.feed_token = ?`,
    [token],
  );
  if (!search) return null;
  const rows = await em.execute<Row[]>(
    `select e.id::text as id, e.title, e.type, e.kind, e.country, to_char(e.date, 'YYYY-MM-DD') as date,
            e.place_precision as "placePrecision", e.time_precision as "timePrecision",
            e.source_url as "sourceUrl", ${PUBLISHED_AT} as "approvedAt", ${PUBLIC_UPDATED_AT} as "updatedAt"
       from saved_search_matches m join events e on e.id = m.event_id and e.status = 'approved'
      where m.saved_search_id = ? order by m.matched_at desc, e.id desc limit ?`,
    [search.id, FEED_SIZE],
  );
  const lang = isLocale(search.language) ? search.language : "en";
  const { version } = await currentDataVersion(em);
  const events = rows.map((row) => ({
    ...row,
    approvedAt: new Date(row.approvedAt),
    updatedAt: new Date(row.updatedAt),
  }));
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
