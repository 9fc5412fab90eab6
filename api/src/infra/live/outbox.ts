import type { EntityManager } from "@mikro-orm/postgresql";
import { noteOutboxTopics } from "../unit-of-work.js";

/** A live event before it has an outbox id: its routing key and what subscribers receive. */
export interface OutgoingEvent {
  topic: string;
  payload: unknown;
}

const CHUNK = 1000;

/**
 * Writes live events into the outbox on `tx`'s connection: inside a transaction they commit or roll back
 * with the change that causes them, and the dispatchers wake once they are committed (the table's
 * NOTIFY trigger). The unit of work around the write learns its topics, to move its cache versions on.
 */
export async function writeToOutbox(tx: EntityManager, events: readonly OutgoingEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += CHUNK) {
    const rows = await tx.execute<{ id: string; topic: string }[]>(
      `insert into live_events (topic, payload)
       select e->>'topic', e->'payload' from jsonb_array_elements(?::jsonb) with ordinality as t(e, n) order by n
       returning id::text as id, topic`,
      [JSON.stringify(events.slice(start, start + CHUNK))],
    );
    noteOutboxTopics(rows);
  }
}
