import { Field, Int, ObjectType } from "type-graphql";

/** An incident's discussion as its page and the map's popup show it. */
@ObjectType({
  description: "A published incident's discussion: a thread in the incident discussions' category.",
})
export class IncidentDiscussion {
  threadId!: string;

  @Field(() => Int, {
    description: "Members' posts in it, deleted ones not (the site's opening post is not one).",
  })
  postCount!: number;

  @Field(() => Date, { nullable: true, description: "When a member last posted in it." })
  lastPostAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "Set while the incident is withdrawn: the public reason, and the discussion is locked.",
  })
  withdrawnReason!: string | null;
}

export interface IncidentDiscussionRow {
  eventId: string;
  threadId: string;
  withdrawnReason: string | null;
}

@ObjectType({ description: "Incident discussions started in one month.", simpleResolvers: true })
export class DiscussionMonthCount {
  @Field(() => String, { description: "The month (UTC), as yyyy-mm." })
  month!: string;

  @Field(() => Int, { description: "Discussions whose first member's post was written in it." })
  started!: number;
}
