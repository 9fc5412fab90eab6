import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import { ID } from "../../core/ids.js";
import type { Context } from "../../graphql/context.js";
import { Event } from "../events/event.entity.js";

@Resolver(() => Event)
export class IncidentFollowsResolver {
  @FieldResolver(() => Boolean, {
    description:
      "Whether the signed-in member follows it (told of its corrections, sources, evidence, withdrawal).",
  })
  viewerFollows(@Root() event: Event, @Ctx() ctx: Context): Promise<boolean> | boolean {
    if (!ctx.viewer) return false;
    return ctx.loaders.incidentFollowed.load(`${ctx.viewer.id}:${event.id}`);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Follows a published incident: its changes come to the bell (and push, mail). Returns true.",
  })
  followIncident(@Arg("eventId", () => ID) eventId: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.notifications.followIncident(ctx.viewer!, eventId, true);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Stops following a published incident; taking part in it later does not follow it again. Returns false.",
  })
  unfollowIncident(@Arg("eventId", () => ID) eventId: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.notifications.followIncident(ctx.viewer!, eventId, false);
  }
}
