import { Authorized, Field, ObjectType, Resolver, Root, Subscription } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { unauthenticated } from "../../core/errors.js";
import { liveTopics, type LiveTopics } from "../live-topics.js";
import { Role } from "../users/role.js";

@ObjectType({ description: "A change to the signed-in member's own account, made by someone else." })
export class ViewerChange {
  @Field(() => Role, { description: "The role the account has now." })
  role!: Role;
}

/** Each subscriber hears about their own account only. */
const ownTopic = ({ context }: { context: Context }) => {
  if (!context.viewer) throw unauthenticated();
  return context.viewer.id;
};

@Resolver()
export class ViewerChangesResolver {
  // an admin's promotion shows at once (the Admin Panel appears) instead of after a reload
  @Authorized()
  @Subscription(() => ViewerChange, { topics: liveTopics.viewerChanged, topicId: ownTopic })
  viewerChanged(@Root() event: LiveTopics["viewerChanged"]): ViewerChange {
    return { role: event.role };
  }
}
