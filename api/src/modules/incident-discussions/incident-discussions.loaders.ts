import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";
import type { IncidentDiscussion, IncidentDiscussionRow } from "./incident-discussion.type.js";
import { DISCUSSIONS_OF } from "./incident-discussions.queries.js";
import { threadSummaries } from "../forum/reading/thread-summaries.js";

/** The discussions of every incident on a page (a list, the map's popups), in two queries. */
export function createIncidentDiscussionLoaders(em: EntityManager) {
  return {
    incidentDiscussion: new DataLoader<string, IncidentDiscussion | null>(async (ids) => {
      const rows = await em.getConnection().execute<IncidentDiscussionRow[]>(DISCUSSIONS_OF, [sqlArray(ids)]);
      const threads = await threadSummaries(
        em,
        rows.map((row) => row.threadId),
      );
      const byEvent = new Map<string, IncidentDiscussion>();
      for (const row of rows) {
        // a deleted thread is no discussion
        const thread = threads.get(row.threadId);
        if (thread)
          byEvent.set(row.eventId, {
            threadId: row.threadId,
            postCount: thread.replyCount,
            lastPostAt: thread.lastReplyAt,
            withdrawnReason: row.withdrawnReason,
          });
      }
      return ids.map((id) => byEvent.get(id) ?? null);
    }),
  };
}
