import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { ID } from "../../core/ids.js";
import type { Context } from "../../graphql/context.js";
import { User } from "../users/user.entity.js";
import { Event } from "../events/event.entity.js";
import { SourceCapture } from "../evidence/source-capture.type.js";
import { AttributionInput, SourceInput } from "./ledger.inputs.js";
import { strongestFirst } from "./ledger.queries.js";
import {
  Attribution,
  IncidentProposal,
  IncidentSource,
  IncidentState,
  IncidentVersion,
} from "./ledger.types.js";

/** An incident read as of a past data version (`events(asOf:)`) carries its ledger as it was then. */
type MaybePast = Event & { asOfSources?: IncidentSource[]; asOfAttributions?: Attribution[] };

/** The ledger on every incident: its sources, attributions and public history, through loaders. */
@Resolver(() => Event)
export class EventLedgerResolver {
  @FieldResolver(() => [IncidentSource], {
    description: "The reports it rests on, in the order they were added.",
  })
  async sources(@Root() event: MaybePast, @Ctx() ctx: Context): Promise<IncidentSource[]> {
    return event.asOfSources ?? ctx.loaders.incidentSources.load(event.id);
  }

  @FieldResolver(() => [Attribution], {
    description: "Who is said to be responsible, by whom; in the order added.",
  })
  async attributions(@Root() event: MaybePast, @Ctx() ctx: Context): Promise<Attribution[]> {
    return event.asOfAttributions ?? ctx.loaders.incidentAttributions.load(event.id);
  }

  @FieldResolver(() => Attribution, {
    nullable: true,
    description: "The strongest attribution (codebook: confidence, then who made it, then the newest).",
  })
  async strongestAttribution(@Root() event: MaybePast, @Ctx() ctx: Context): Promise<Attribution | null> {
    return strongestFirst(await this.attributions(event, ctx))[0] ?? null;
  }

  @FieldResolver(() => [IncidentVersion], { description: "Its public history, version 1 first." })
  versions(@Root() event: Event, @Ctx() ctx: Context): Promise<IncidentVersion[]> {
    return ctx.loaders.incidentVersions.load(event.id);
  }
}

@Resolver(() => IncidentVersion)
export class IncidentVersionResolver {
  @Query(() => IncidentVersion, {
    nullable: true,
    description: "One version of an incident's public history (its permalink /incident/{id}/v/{number}).",
  })
  incidentVersion(
    @Arg("id", () => ID, { description: "The incident's id." }) id: string,
    @Arg("number", () => Int, { description: "The version's number: 1 for the first publication." })
    number: number,
    @Ctx() ctx: Context,
  ): Promise<IncidentVersion | null> {
    return ctx.services.ledger.version(id, number);
  }

  @FieldResolver(() => String, { description: "The version's permalink, to cite." })
  url(@Root() version: IncidentVersion, @Ctx() ctx: Context): string {
    return `${ctx.services.ledger.publicUrl()}${version.path}`;
  }

  @FieldResolver(() => IncidentState, {
    nullable: true,
    description:
      "The incident as this version made it public; null for a withdrawal, and once it is withdrawn.",
  })
  incident(@Root() version: IncidentVersion): IncidentState | null {
    return version.snapshot;
  }
}

/** Moderators grade sources (Admiralty reliability and credibility, decision 100). */
@Resolver(() => IncidentSource)
export class SourceGradingResolver {
  @Authorized("moderator")
  @Mutation(() => IncidentSource, {
    description:
      "Grades a source by the Admiralty code: its reliability (A–F) and its information's credibility " +
      "(1–6). On a published incident it is a public change with a version of its own.",
  })
  gradeSource(
    @Arg("id", () => ID, { description: "The source's id (IncidentSource.id)." }) id: string,
    @Arg("reliability", () => String, { description: "One letter, A (completely reliable) to F." })
    reliability: string,
    @Arg("credibility", () => Int, { description: "1 (confirmed by other sources) to 6." })
    credibility: number,
    @Ctx() ctx: Context,
  ): Promise<IncidentSource> {
    return ctx.services.sourceGrading.grade(ctx.viewer, id, { reliability, credibility });
  }

  @FieldResolver(() => SourceCapture, {
    nullable: true,
    description:
      "The latest copy of the page this site kept (WARC, SHA-256, RFC 3161 time-stamp, decision 120); " +
      "null before one was asked for.",
  })
  async capture(@Root() source: IncidentSource, @Ctx() ctx: Context): Promise<SourceCapture | null> {
    const row = await ctx.loaders.sourceCapture.load(source.id);
    return row && ctx.services.evidence.present(row);
  }
}

/** Members propose; moderators review proposals beside submissions. */
@Resolver(() => IncidentProposal)
export class IncidentProposalResolver {
  @Authorized()
  @Mutation(() => IncidentProposal, { description: "Proposes another source for a published incident." })
  proposeSource(
    @Arg("eventId", () => ID) eventId: string,
    @Arg("input", () => SourceInput) input: SourceInput,
    @Arg("captchaToken", () => String) captchaToken: string,
    @Ctx() ctx: Context,
  ): Promise<IncidentProposal> {
    return ctx.services.ledger.proposeSource(ctx.viewer, eventId, input, captchaToken, ctx.request);
  }

  @Authorized()
  @Mutation(() => IncidentProposal, { description: "Proposes another attribution for a published incident." })
  proposeAttribution(
    @Arg("eventId", () => ID) eventId: string,
    @Arg("input", () => AttributionInput) input: AttributionInput,
    @Arg("captchaToken", () => String) captchaToken: string,
    @Ctx() ctx: Context,
  ): Promise<IncidentProposal> {
    return ctx.services.ledger.proposeAttribution(ctx.viewer, eventId, input, captchaToken, ctx.request);
  }

  @Authorized("moderator")
  @Query(() => [IncidentProposal], { description: "Proposals waiting for review, oldest first." })
  pendingProposals(
    @Arg("first", () => Int, { nullable: true, defaultValue: 50, description: "At most 100." }) first: number,
    @Ctx() ctx: Context,
  ): Promise<IncidentProposal[]> {
    return ctx.services.ledger.pending(ctx.viewer, first ?? 50);
  }

  @Authorized("moderator")
  @Mutation(() => IncidentProposal, { description: "Adds what was proposed and appends a public version." })
  approveProposal(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<IncidentProposal> {
    return ctx.services.ledger.approve(ctx.viewer, id);
  }

  @Authorized("moderator")
  @Mutation(() => IncidentProposal)
  rejectProposal(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String) reason: string,
    @Ctx() ctx: Context,
  ): Promise<IncidentProposal> {
    return ctx.services.ledger.reject(ctx.viewer, id, reason);
  }

  @FieldResolver(() => Event, { nullable: true, description: "The incident it is for." })
  event(@Root() proposal: IncidentProposal, @Ctx() ctx: Context): Promise<Event | null> {
    return ctx.loaders.eventById.load(proposal.eventId);
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: "Who proposed it; null once the account is gone.",
  })
  proposer(@Root() proposal: IncidentProposal, @Ctx() ctx: Context): Promise<User | null> | null {
    return proposal.proposerId ? ctx.loaders.userById.load(proposal.proposerId) : null;
  }
}
