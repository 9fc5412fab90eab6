import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { TurnBatch } from "../../../infra/turn-batch.js";
import { POST_LOCATIONS } from "./forum.queries.js";

/** Where a post is: its thread, its number there, and whether the thread is deleted. */
export interface PostPlace {
  threadId: string;
  number: number;
  threadDeleted: boolean;
}

/** The places of these posts (canonical ids: no leading zeros), by id; one statement. */
export async function readPostPlaces(em: EntityManager, ids: string[]): Promise<Map<string, PostPlace>> {
  const rows = await em.execute<{ id: string; thread_id: string; number: number; thread_deleted: boolean }[]>(
    POST_LOCATIONS,
    [`{${ids.join(",")}}`],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { threadId: row.thread_id, number: Number(row.number), threadDeleted: row.thread_deleted },
    ]),
  );
}

/**
 * Posts' places, read for all the posts asked for in one turn of the event loop at once (a link to a
 * post asks for its page first): one statement instead of one each.
 */
export const postPlaces = (orm: MikroORM): TurnBatch<string, PostPlace> =>
  new TurnBatch((ids) => readPostPlaces(orm.em.fork(), ids));
