import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import type { EvidenceStatus, GeolocationMethod } from "@incident-watch/schema";
import { ID } from "../../core/ids.js";
import type { Context } from "../../graphql/context.js";
import { Event, EvidenceStatusEnum, GeolocationMethodEnum } from "../events/event.entity.js";

/** Verification with two people (decision 121): moderators set, propose and agree to evidence status. */
@Resolver(() => Event)
export class VerificationResolver {
  @Authorized("moderator")
  @Mutation(() => Event, {
    description:
      "Sets a published incident's evidence status (reported or corroborated; confirmed takes two " +
      "moderators: proposeConfirmation, then confirmEvidence) and its method of geolocation. A public " +
      "change with a version of its own; a waiting proposal is withdrawn.",
  })
  setEvidenceStatus(
    @Arg("id", () => ID, { description: "The incident's id." }) id: string,
    @Arg("status", () => EvidenceStatusEnum) status: EvidenceStatus,
    @Arg("geolocationMethod", () => GeolocationMethodEnum, { nullable: true })
    geolocationMethod: GeolocationMethod | null,
    @Ctx() ctx: Context,
  ): Promise<Event> {
    return ctx.services.verification.setEvidence(ctx.viewer, id, { status, method: geolocationMethod });
  }

  @Authorized("moderator")
  @Mutation(() => Event, {
    description:
      "Proposes to confirm a published incident, naming how its place was established; it is confirmed " +
      "once a second moderator agrees (confirmEvidence).",
  })
  proposeConfirmation(
    @Arg("id", () => ID, { description: "The incident's id." }) id: string,
    @Arg("geolocationMethod", () => GeolocationMethodEnum) geolocationMethod: GeolocationMethod,
    @Ctx() ctx: Context,
  ): Promise<Event> {
    return ctx.services.verification.proposeConfirmation(ctx.viewer, id, { method: geolocationMethod });
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the viewer may agree to the confirmation waiting on this incident (confirmEvidence): a " +
      "moderator who neither approved the incident nor proposed the confirmation. False when none waits, " +
      "and for anyone but staff.",
  })
  viewerMayConfirm(@Root() event: Event, @Ctx() ctx: Context): Promise<boolean> {
    const parties = (id: string) => ctx.loaders.confirmationParties.load(id);
    return ctx.services.verification.mayConfirm(ctx.viewer, event, parties);
  }

  @Authorized("moderator")
  @Mutation(() => Event, {
    description:
      "Agrees to the proposed confirmation: the incident becomes confirmed. Refused " +
      "(SECOND_MODERATOR_REQUIRED) to the moderator who approved the incident and to the one who proposed it.",
  })
  confirmEvidence(
    @Arg("id", () => ID, { description: "The incident's id." }) id: string,
    @Ctx() ctx: Context,
  ): Promise<Event> {
    return ctx.services.verification.confirm(ctx.viewer, id);
  }
}
