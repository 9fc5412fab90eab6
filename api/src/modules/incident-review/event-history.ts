import type { EntityManager } from "@mikro-orm/postgresql";
import { EventReview } from "./event-review.entity.js";
import type { FieldChange } from "../../core/field-change.js";
import type { EventReviewEntry } from "./event-review.types.js";

const asText = (value: unknown): string | null =>
  value == null ? null : typeof value === "string" ? value : JSON.stringify(value);

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === "object" && value !== null && "from" in value && "to" in value;

/** An audit row as the history shows it: the reason apart, every { from, to } change as text. */
export function historyEntry(review: EventReview): EventReviewEntry {
  const changes: FieldChange[] = Object.entries(review.changes)
    .filter(([, value]) => isChange(value))
    .map(([field, value]) => {
      const change = value as { from: unknown; to: unknown };
      return { field, from: asText(change.from), to: asText(change.to) };
    });
  const reason = review.changes.reason;
  return {
    id: review.id,
    action: review.action,
    reviewerId: review.reviewer?.id ?? null,
    createdAt: review.createdAt,
    reason: typeof reason === "string" ? reason : null,
    changes,
  };
}

/** The review history of each event, oldest action first, in one query. */
export async function historiesOf(em: EntityManager, ids: readonly string[]): Promise<EventReviewEntry[][]> {
  const reviews = await em.find(EventReview, { eventId: { $in: [...ids] } }, { orderBy: { id: "asc" } });
  const byEvent = new Map<string, EventReviewEntry[]>(ids.map((id) => [id, []]));
  for (const review of reviews) byEvent.get(review.eventId)?.push(historyEntry(review));
  return ids.map((id) => byEvent.get(id) ?? []);
}
