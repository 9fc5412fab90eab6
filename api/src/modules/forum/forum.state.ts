import type { MikroORM } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import { PostPageCache } from "./reading/post-pages.js";
import { ViewCounter } from "./threads/views.js";
import type { TurnBatch } from "../../infra/turn-batch.js";
import { postPlaces, type PostPlace } from "./reading/post-locations.js";

/** What the forum keeps for the app's lifetime. */
export interface ForumState {
  /** Thread views counted in memory and written in batches; flushed at shutdown. */
  threadViews: ViewCounter;
  /** Thread pages shared by every reader, per thread version. */
  postPages: PostPageCache;
  /** Posts' places, read in one statement for the requests of one turn. */
  postPlaces: TurnBatch<string, PostPlace>;
}

export function createForumState(orm: MikroORM, deps: Pick<AppDeps, "config" | "logger">): ForumState {
  return {
    threadViews: new ViewCounter({
      execute: (sql, params) => orm.em.getConnection().execute(sql, params),
      logger: deps.logger,
    }),
    postPages: new PostPageCache(deps.config.threadPageCacheMaxBytes),
    postPlaces: postPlaces(orm),
  };
}
