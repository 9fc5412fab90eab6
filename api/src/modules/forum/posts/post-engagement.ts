import type { EntityManager } from "@mikro-orm/postgresql";
import { POST_ENGAGEMENT } from "./post-engagement.queries.js";

/** The members who took a post up: who reacted to it, who quoted it later in its thread. */
export interface PostEngagement {
  reactorIds: string[];
  quoterIds: string[];
}

/** Who took the post up, read in `tx` (a material edit tells them); nobody for a post not found. */
export async function postEngagement(tx: EntityManager, postId: string): Promise<PostEngagement> {
  const [row] = await tx.execute<Array<{ reactor_ids: string[]; quoter_ids: string[] }>>(POST_ENGAGEMENT, [
    postId,
  ]);
  return { reactorIds: row?.reactor_ids ?? [], quoterIds: row?.quoter_ids ?? [] };
}
