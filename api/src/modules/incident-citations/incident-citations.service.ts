import type { EntityManager } from "@mikro-orm/postgresql";
import { apiMessages } from "@incident-watch/schema";
import { ValidationError } from "../../core/errors.js";
import { requireId } from "../../core/ids.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import { sqlArray } from "../../db/sql-array.js";
import { READABLE_CITING_POSTS, THREADS_CITING } from "../incidents-read/incident-citations.queries.js";

/** At most this many threads are listed as citing one incident. */
export const CITED_BY_MAX = 50;
/** At most this many posts' citations are asked for at once: a thread page holds 20. */
export const CITING_POSTS_MAX = 50;

/**
 * Incidents cited in posts (decision 161): the renderer leaves a placeholder per cited incident in a post's
 * HTML and the database records the citations from it (forum_post_citations); what a card shows is read
 * from the incident's current row when the post is read.
 */
export class IncidentCitationsService {
  constructor(private readonly em: EntityManager) {}

  /** The ids of the threads whose public posts cite the incident, newest citation first, at most `first`. */
  async citingThreadIds(eventId: string, first: number): Promise<string[]> {
    const limit = Math.min(Math.max(Math.trunc(first), 0), CITED_BY_MAX);
    if (limit === 0) return [];
    const rows = await this.em.execute<{ threadId: string }[]>(THREADS_CITING, [eventId, limit]);
    return rows.map((row) => row.threadId);
  }

  /**
   * Of the given posts, in their order and once each, those whose citations the viewer may read: every
   * post of a thread not deleted (a deleted post cites nothing), and for staff every post.
   */
  async readablePosts(viewer: Viewer | null, postIds: readonly string[]): Promise<string[]> {
    if (postIds.length > CITING_POSTS_MAX)
      throw new ValidationError({ postIds: apiMessages.citingPostsTooMany });
    const ids = [...new Set(postIds.map((id) => requireId("integer", id, "postIds")))];
    if (ids.length === 0) return [];
    const rows = await this.em.execute<{ id: string }[]>(READABLE_CITING_POSTS, [
      sqlArray(ids),
      isStaff(viewer),
    ]);
    const readable = new Set(rows.map((row) => row.id));
    return ids.filter((id) => readable.has(id));
  }
}
