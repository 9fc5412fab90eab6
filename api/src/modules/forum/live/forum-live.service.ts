import type { EntityManager } from "@mikro-orm/postgresql";
import { filter } from "@graphql-yoga/subscription";
import { messages } from "@incident-watch/schema";
import type { AppDeps } from "../../../deps.js";
import { notFound, ValidationError } from "../../../core/errors.js";
import { isStaff, type Viewer } from "../../../core/viewer.js";
import { liveTopics, type LiveTopics } from "../../live-topics.js";
import { isForumId } from "../reading/forum.service.js";
import { THREAD_IS_DELETED } from "./forum-live.queries.js";

type ThreadEvent = LiveTopics["threadUpdated"];

/**
 * Following an open thread live. A member follows only a thread they may read: a staff-deleted one is
 * refused when they subscribe, and a deletion while they follow reaches them as its last event until staff
 * restore the thread.
 */
export class ForumLiveService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "live">,
  ) {}

  async followThread(viewer: Viewer, threadId: string): Promise<AsyncIterable<ThreadEvent>> {
    if (!isForumId(threadId)) throw new ValidationError({ threadId: messages.threadNotFound });
    const [thread] = await this.em.execute<{ is_deleted: boolean }[]>(THREAD_IS_DELETED, [threadId]);
    const staff = isStaff(viewer);
    if (!thread || (thread.is_deleted && !staff)) throw notFound(messages.threadNotFound);
    const events = this.deps.live.pubSub.subscribe(
      `${liveTopics.threadUpdated}:${threadId}`,
    ) as AsyncIterable<ThreadEvent>;
    if (staff) return events;
    let hidden = false;
    return filter((event: ThreadEvent) => {
      const wasHidden = hidden;
      if (event.change === "threadDeleted") hidden = true;
      if (event.change === "threadRestored") hidden = false;
      return !wasHidden || !hidden;
    })(events);
  }
}
