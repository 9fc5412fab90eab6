import type { EntityManager } from "@mikro-orm/postgresql";
import { THREADS_CITING } from "../incidents-read/incident-citations.queries.js";

/** At most this many threads are listed as citing one incident. */
export const CITED_BY_MAX = 50;

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
}
