import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import { ID } from "../../core/ids.js";
import type { Context } from "../../graphql/context.js";
import { SourceCapture } from "./source-capture.type.js";

/** Moderators ask for a source to be captured again. */
@Resolver(() => SourceCapture)
export class EvidenceResolver {
  @Authorized("moderator")
  @Mutation(() => SourceCapture, {
    description:
      "Captures a source's page again (after a failure, or when it changed): a new WARC, hash and " +
      "time-stamp beside the earlier ones, which are kept.",
  })
  async captureSource(
    @Arg("sourceId", () => ID, { description: "The source's id (IncidentSource.id)." }) sourceId: string,
    @Ctx() ctx: Context,
  ): Promise<SourceCapture> {
    // the source's page, as the ledger has it
    return ctx.services.evidence.recapture(ctx.viewer, await ctx.services.ledger.sourcePage(sourceId));
  }
}
