import type { EntityManager } from "@mikro-orm/postgresql";
import { apiMessages, messages } from "@incident-watch/schema";
import type { Viewer } from "../../core/viewer.js";
import { notFound, ValidationError } from "../../core/errors.js";
import type { AppDeps } from "../../deps.js";
import { sqlArray } from "../../db/sql-array.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { Refusal } from "../../infra/url-title/outbound-guard.js";
import { linkLocale, unsubscribePage } from "../../infra/mail/unsubscribe-page.js";
import { assertLiveFilter } from "../events/live/incident-live.service.js";
import type { EventFilter } from "../events/event.inputs.js";
import { lockMember } from "../users/users.service.js";
import { feedUrl, newFeedToken, newWebhookSecret, searchesOfUnsubscribeToken } from "./saved-search-links.js";
import type {
  SavedArea,
  SavedAreaInput,
  DigestPreview,
  SavedFilter,
  SavedSearch,
  SavedSearchDigest,
  SavedSearchInput,
} from "./saved-search.types.js";
import { digestPreview } from "./saved-search-preview.js";
import { savedSearchFeed, type FeedReads } from "./saved-search-feed.js";
import {
  CHANNELS_COLUMNS,
  channelsToTest,
  queueChannelTests,
  type SearchChannels,
} from "./saved-search-tests.js";
import { checkWebhookAddress } from "./saved-search-webhook.js";
import { savedArea } from "./saved-search-area.js";
import { lastWebhookCall, type StoredWebhookCall } from "./saved-search-webhook-calls.js";

/** How many saved searches a member may keep (README, "Limits"). */
export const SAVED_SEARCHES_PER_MEMBER = 20;
const NAME_MAX = 100;

/** A saved_searches row as read. */
export interface SavedSearchRow {
  id: string;
  user_id: string;
  name: string;
  filter: SavedFilter;
  area: SavedArea | null;
  bell: boolean;
  mail_at_once: boolean;
  push: boolean;
  digest: SavedSearchDigest;
  feed_token: string;
  webhook_url: string | null;
  webhook_secret: string | null;
  webhook_last_call: StoredWebhookCall | null;
  created_at: Date;
}

export const SAVED_SEARCH_COLUMNS =
  "id::text as id, user_id, name, filter, area, bell, mail_at_once, push, digest, feed_token, webhook_url, webhook_secret, webhook_last_call, created_at";

/** The filter as kept: the fields a new incident is matched on, lists given, words trimmed. */
export function savedFilter(filter: EventFilter): SavedFilter {
  assertLiveFilter(filter);
  if (filter.updatedSince != null)
    throw new ValidationError({ updatedSince: apiMessages.savedSearchUpdatedSince });
  const words = filter.titleContains?.trim();
  const kept: SavedFilter = {};
  const list = <K extends keyof SavedFilter>(key: K, value: SavedFilter[K] | null | undefined) => {
    if (value != null) kept[key] = value;
  };
  list("types", filter.types);
  list("kinds", filter.kinds);
  list(
    "countries",
    filter.countries?.map((code) => code.toUpperCase()),
  );
  list("dateFrom", filter.dateFrom);
  list("dateTo", filter.dateTo);
  if (filter.bbox) {
    const { west, south, east, north } = filter.bbox;
    kept.bbox = { west, south, east, north };
  }
  if (words) kept.titleContains = words;
  list("placePrecisions", filter.placePrecisions);
  list("timePrecisions", filter.timePrecisions);
  list("evidenceStatuses", filter.evidenceStatuses);
  return kept;
}

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new ValidationError({ name: apiMessages.savedSearchNameRequired });
  if (trimmed.length > NAME_MAX) throw new ValidationError({ name: apiMessages.savedSearchNameTooLong });
  return trimmed;
}

/** The webhook's address, checked as its calls will be (its host resolved now); null for none. */
async function checkedWebhook(
  deps: Pick<AppDeps, "config">,
  url: string | null | undefined,
): Promise<string | null> {
  const given = url?.trim();
  if (!given) return null;
  try {
    return await checkWebhookAddress(deps, given);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const refused = error.reason === "refused-address";
    throw new ValidationError({
      webhookUrl: refused ? apiMessages.savedSearchWebhookPrivate : apiMessages.savedSearchWebhookInvalid,
    });
  }
}

/** A member's saved searches (issue 44, decision 123): their own only; anyone else's looks missing. */
export class SavedSearchesService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "config" | "rateLimiter">,
    private readonly uow: UnitOfWork,
    private readonly reads: FeedReads,
  ) {}

  present(row: SavedSearchRow): SavedSearch {
    return {
      id: row.id,
      name: row.name,
      filter: row.filter,
      area: row.area,
      bell: row.bell,
      mailAtOnce: row.mail_at_once,
      push: row.push,
      digest: row.digest,
      feedUrl: feedUrl(this.deps.config.publicUrl, row.feed_token),
      webhookUrl: row.webhook_url,
      webhookSecret: row.webhook_secret,
      webhookLastCall: lastWebhookCall(row.webhook_last_call, row.webhook_url),
      createdAt: new Date(row.created_at),
    };
  }

  async list(viewer: Viewer): Promise<SavedSearch[]> {
    const rows = await this.em.execute<SavedSearchRow[]>(
      `select ${SAVED_SEARCH_COLUMNS} from saved_searches where user_id = ? order by id`,
      [viewer.id],
    );
    return rows.map((row) => this.present(row));
  }

  /** Saves a search and sends its test alert through every channel chosen, once it is stored. */
  async save(viewer: Viewer, input: SavedSearchInput): Promise<SavedSearch> {
    await this.countWrite(viewer);
    const name = checkedName(input.name);
    const filter = savedFilter(input.filter);
    const area = savedArea(input.area, filter);
    const webhook = await checkedWebhook(this.deps, input.webhookUrl);
    return this.uow.run(async (tx) => {
      // one member's saves one at a time, so the count holds
      await lockMember(tx, viewer.id);
      const [{ count }] = (await tx.execute<Array<{ count: number }>>(
        "select count(*)::int as count from saved_searches where user_id = ?",
        [viewer.id],
      )) as [{ count: number }];
      if (count >= SAVED_SEARCHES_PER_MEMBER)
        throw new ValidationError({ savedSearches: apiMessages.savedSearchesTooMany });
      const [row] = await tx.execute<SavedSearchRow[]>(
        `insert into saved_searches (user_id, name, filter, area, bell, mail_at_once, push, digest, feed_token, webhook_url, webhook_secret)
         values (?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?, ?, ?) returning ${SAVED_SEARCH_COLUMNS}`,
        [
          viewer.id,
          name,
          JSON.stringify(filter),
          area && JSON.stringify(area),
          input.bell ?? true,
          input.mailAtOnce ?? false,
          input.push ?? false,
          input.digest ?? "none",
          newFeedToken(),
          webhook,
          webhook ? newWebhookSecret() : null,
        ],
      );
      await queueChannelTests(this.deps, this.uow, tx, viewer.id, row!.id, channelsToTest(null, row!));
      return this.present(row!);
    });
  }

  /**
   * New settings for one of the member's saved searches; a webhook keeps its secret while it has one. A
   * test alert goes through the channels it turns on or whose address it changes.
   */
  async update(viewer: Viewer, id: string, input: SavedSearchInput): Promise<SavedSearch> {
    await this.countWrite(viewer);
    const name = checkedName(input.name);
    const filter = savedFilter(input.filter);
    const area = savedArea(input.area, filter);
    const webhook = await checkedWebhook(this.deps, input.webhookUrl);
    return this.uow.run(async (tx) => {
      const [before] = await tx.execute<SearchChannels[]>(
        `select ${CHANNELS_COLUMNS} from saved_searches where id = ? and user_id = ? for update`,
        [id, viewer.id],
      );
      const [row] = await tx.execute<SavedSearchRow[]>(
        `update saved_searches
            set name = ?, filter = ?::jsonb, area = ?::jsonb, bell = ?, mail_at_once = ?, push = ?, digest = ?, webhook_url = ?,
                webhook_secret = case when ?::text is null then null else coalesce(webhook_secret, ?) end,
                updated_at = now()
          where id = ? and user_id = ? returning ${SAVED_SEARCH_COLUMNS}`,
        [
          name,
          JSON.stringify(filter),
          area && JSON.stringify(area),
          input.bell ?? true,
          input.mailAtOnce ?? false,
          input.push ?? false,
          input.digest ?? "none",
          webhook,
          webhook,
          newWebhookSecret(),
          id,
          viewer.id,
        ],
      );
      if (!row) throw notFound();
      await queueChannelTests(
        this.deps,
        this.uow,
        tx,
        viewer.id,
        row.id,
        channelsToTest(before ?? null, row),
      );
      return this.present(row);
    });
  }

  /**
   * What a weekly digest of the filter would have held, sent now; previews are limited per member, as
   * searches are, since each matches a week of publications.
   */
  async digestPreview(
    viewer: Viewer,
    filter: EventFilter,
    area?: SavedAreaInput | null,
  ): Promise<DigestPreview> {
    const kept = savedFilter(filter);
    const within = savedArea(area, kept);
    await this.deps.rateLimiter.consume("digestPreviewsPerUser", viewer.id, messages.digestPreviewsTooFast);
    return digestPreview(this.em, { ...(kept as EventFilter), within });
  }

  /** Saves and changes are limited per member (README, "Limits"): each may send a test alert. */
  private countWrite(viewer: Viewer): Promise<void> {
    return this.deps.rateLimiter.consume(
      "savedSearchWritesPerUser",
      viewer.id,
      messages.savedSearchesTooFast,
    );
  }

  async delete(viewer: Viewer, id: string): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(
      "delete from saved_searches where id = ? and user_id = ? returning id",
      [id, viewer.id],
    );
    if (rows.length === 0) throw notFound();
    return true;
  }

  /** The Atom feed at a search's secret address; NOT_FOUND for an unknown token. */
  async feed(token: string): Promise<string> {
    const body = await savedSearchFeed(this.em, this.deps, this.reads, token);
    if (body === null) throw notFound();
    return body;
  }

  /**
   * The one-click unsubscribe of a saved search's mail: no more mail of it, at once or in digests. Answers
   * with the page that says so, in the language the link names.
   */
  async unsubscribe(token: unknown, lang: unknown): Promise<string> {
    await this.em.execute(
      "update saved_searches set mail_at_once = false, digest = 'none', updated_at = now() where id = any(?::bigint[])",
      [sqlArray(this.unsubscribedSearches(token))],
    );
    return unsubscribePage(this.deps.config.publicUrl, linkLocale(lang), "savedSearch", "done");
  }

  /** The page the unsubscribe link opens: it asks; its button's POST acts (RFC 8058). */
  askToUnsubscribe(token: unknown, lang: unknown): string {
    this.unsubscribedSearches(token);
    return unsubscribePage(this.deps.config.publicUrl, linkLocale(lang), "savedSearch", "ask");
  }

  private unsubscribedSearches(token: unknown): string[] {
    const ids = searchesOfUnsubscribeToken(this.deps.config.mailLinkKey, token);
    if (!ids) throw new ValidationError({ token: messages.unsubscribeLinkInvalid });
    return ids;
  }
}
