import { Arg, Authorized, Resolver, Root, Subscription } from "type-graphql";
import { ID } from "../../../core/ids.js";
import type { SubscribeResolverData } from "type-graphql";
import type { Context } from "../../../graphql/context.js";
import { liveTopics, type LiveTopics } from "../../live-topics.js";
import { ForumUpdate, ThreadUpdate, threadUpdateFromEvent } from "./forum-live.js";

type FollowThread = SubscribeResolverData<unknown, { threadId: string }, Context>;

/** Live forum pages for signed-in members (visitors hold no socket; their pages refresh every 30 s). */
@Resolver()
export class ForumSubscriptionsResolver {
  @Authorized()
  @Subscription(() => ThreadUpdate, {
    description: "Changes to one thread the viewer may read (NOT_FOUND for a staff-deleted one).",
    subscribe: ({ args, context }: FollowThread) =>
      context.services.forumLive.followThread(context.viewer!, args.threadId),
  })
  threadUpdated(
    @Arg("threadId", () => ID) _threadId: string,
    @Root() event: LiveTopics["threadUpdated"],
  ): ThreadUpdate {
    return threadUpdateFromEvent(event);
  }

  @Authorized()
  @Subscription(() => ForumUpdate, {
    description: "A thread or post came, went or moved: the forum home's lists and totals changed.",
    topics: liveTopics.forumUpdated,
  })
  forumUpdated(@Root() event: LiveTopics["forumUpdated"]): ForumUpdate {
    return event;
  }
}
