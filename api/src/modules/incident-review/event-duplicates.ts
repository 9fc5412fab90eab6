import type { EntityManager } from "@mikro-orm/postgresql";
import { Event } from "../events/event.entity.js";
import { likelyDuplicateRows, type DuplicateRow } from "../events/duplicates/likely-duplicates.js";
import type { LikelyDuplicate } from "./event-review.types.js";

export const DUPLICATES_MAX = 5;

/**
 * For each event, the others that may report the same incident: the same source page, or within 5 km and
 * 3 days (any review state, so a rejected twin shows too). Closest first, at most five; one query for the
 * events of a page and one for the duplicates themselves.
 */
export async function likelyDuplicatesOf(
  em: EntityManager,
  ids: readonly string[],
): Promise<LikelyDuplicate[][]> {
  const rows = await likelyDuplicateRows(em, ids);
  const byEvent = new Map<string, DuplicateRow[]>();
  for (const row of rows) {
    const list = byEvent.get(row.forId) ?? [];
    if (list.length < DUPLICATES_MAX) byEvent.set(row.forId, [...list, row]);
  }
  const shown = [...new Set([...byEvent.values()].flat().map((row) => row.id))];
  const events = shown.length > 0 ? await em.find(Event, { id: { $in: shown } }) : [];
  const eventById = new Map(events.map((event) => [event.id, event]));
  return ids.map((id) =>
    (byEvent.get(id) ?? []).flatMap((row) => {
      const event = eventById.get(row.id);
      return event
        ? [
            {
              event,
              sameSource: row.sameSource,
              distanceKm: Math.round(Number(row.distanceKm) * 10) / 10,
              daysApart: Number(row.daysApart),
            },
          ]
        : [];
    }),
  );
}
