import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../../deps.js";
import { isForumId } from "../reading/forum.service.js";
import { THREAD_VERSION } from "./shared-thread-answers.queries.js";
import { viewerKey, viewCounters } from "./views.js";

/**
 * What a whole cached answer about a thread needs outside GraphQL: the thread's current version (the
 * answer is served only while it is unchanged), and the view that serving it counts.
 */
export interface SharedThreadAnswers {
  /** The thread's version now; null when there is no such thread. One primary-key lookup. */
  version(threadId: string): Promise<number | null>;
  /** Counts a visitor's view of a thread answered from the cache (once per address an hour). */
  viewed(threadId: string, ip: string): void;
}

export function sharedThreadAnswers(orm: MikroORM, deps: AppDeps): SharedThreadAnswers {
  return {
    async version(threadId) {
      if (!isForumId(threadId)) return null;
      const [row] = await orm.em.getConnection().execute<{ version: number }[]>(THREAD_VERSION, [threadId]);
      return row ? Number(row.version) : null;
    },
    viewed(threadId, ip) {
      viewCounters.get(deps)?.record(threadId, viewerKey(null, { ip }));
    },
  };
}
