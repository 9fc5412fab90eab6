import { Field, Int, ObjectType } from "type-graphql";
import { PageInfo } from "../../graphql/pagination.js";
import { Notification } from "./notification.entity.js";

@ObjectType()
export class NotificationEdge {
  @Field(() => Notification)
  node!: Notification;

  @Field(() => String)
  cursor!: string;
}

@ObjectType({ description: "A page of one member's notifications, newest first." })
export class NotificationConnection {
  @Field(() => [Notification])
  nodes!: Notification[];

  @Field(() => [NotificationEdge])
  edges!: NotificationEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: "How many match, over all pages." })
  totalCount!: number;
}
