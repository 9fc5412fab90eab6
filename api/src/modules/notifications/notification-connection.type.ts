import { Field, Int, ObjectType } from "type-graphql";
import { Connection } from "../../graphql/pagination.js";
import { Notification } from "./notification.entity.js";

@ObjectType({ description: "A page of one member's notifications, newest first." })
export class NotificationConnection extends Connection(Notification, "NotificationEdge") {
  @Field(() => [Notification])
  nodes!: Notification[];

  @Field(() => Int, { description: "How many match, over all pages." })
  totalCount!: number;
}

@ObjectType({
  description:
    "What a client missed: the notifications after the newest it holds, oldest first, and the unseen count.",
})
export class NotificationsSince {
  @Field(() => [Notification])
  nodes!: Notification[];

  @Field(() => Int)
  unseenCount!: number;

  @Field(() => Boolean, { description: "More were missed than `first`: read the newest page instead." })
  hasMore!: boolean;
}
