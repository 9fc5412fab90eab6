import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Event } from "./event.entity.js";
import { eventsById } from "./event-reads.js";

/** Per-request batching of incidents: one query per page. */
export function createEventsLoaders(em: EntityManager) {
  return {
    /** Any incident by id, whatever its status: callers decide who may see it. */
    eventById: new DataLoader<string, Event | null>((ids) => eventsById(em, ids)),
  };
}
