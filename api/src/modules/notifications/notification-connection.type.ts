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
