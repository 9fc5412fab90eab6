import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { likelyDuplicatesOf } from "./event-duplicates.js";
import { historiesOf } from "./event-history.js";
import type { EventReviewEntry, LikelyDuplicate } from "./event-review.types.js";

/** Per-request batching for the review screens: one query per page for histories and for duplicates. */
export function createIncidentReviewLoaders(em: EntityManager) {
  return {
    eventHistory: new DataLoader<string, EventReviewEntry[]>((ids) => historiesOf(em, ids)),
    likelyDuplicates: new DataLoader<string, LikelyDuplicate[]>((ids) => likelyDuplicatesOf(em, ids)),
  };
}
