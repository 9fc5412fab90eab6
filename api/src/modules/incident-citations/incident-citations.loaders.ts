import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";
import { Event } from "../events/event.entity.js";
import type { WithdrawnEvent } from "../events/research/withdrawn-event.type.js";
import {
  PUBLISHED_CITED_BY_POSTS,
  WITHDRAWN_CITED_BY_POSTS,
} from "../incidents-read/incident-citations.queries.js";

/** The incidents cited by every post of a page: one query for the citations and one for the incidents. */
export function createIncidentCitationLoaders(em: EntityManager) {
  return {
    citedIncidents: new DataLoader<string, Event[]>(async (postIds) => {
      const rows = await em
        .getConnection()
        .execute<{ postId: string; eventId: string }[]>(PUBLISHED_CITED_BY_POSTS, [sqlArray(postIds)]);
      const eventIds = [...new Set(rows.map((row) => row.eventId))];
      const events = eventIds.length ? await em.find(Event, { id: { $in: eventIds } }) : [];
      const byId = new Map(events.map((event) => [event.id, event]));
      const byPost = new Map<string, Event[]>();
      for (const row of rows) {
        const event = byId.get(row.eventId);
        if (event) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), event]);
      }
      return postIds.map((id) => byPost.get(id) ?? []);
    }),
    withdrawnCitedIncidents: new DataLoader<string, WithdrawnEvent[]>(async (postIds) => {
      const rows = await em
        .getConnection()
        .execute<({ postId: string } & WithdrawnEvent)[]>(WITHDRAWN_CITED_BY_POSTS, [sqlArray(postIds)]);
      const byPost = new Map<string, WithdrawnEvent[]>();
      for (const { postId, ...withdrawn } of rows)
        byPost.set(postId, [
          ...(byPost.get(postId) ?? []),
          { ...withdrawn, withdrawnAt: new Date(withdrawn.withdrawnAt) },
        ]);
      return postIds.map((id) => byPost.get(id) ?? []);
    }),
  };
}
