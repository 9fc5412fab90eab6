import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import { Heavy, listOf, TEXT_COST } from "../../../core/heavy-fields.js";
import { ID } from "../../../core/ids.js";
import type { Context } from "../../../graphql/context.js";
import { User } from "../../users/user.entity.js";
import { POST_REVISIONS_KEPT } from "./revisions.queries.js";
import { RevisionDiff, RevisionView } from "./revision.types.js";
import { revisionDiff } from "./revisions.service.js";

/** Comparing two texts costs more than sending one: both are read, and the diff repeats them. */
const DIFF_COST = 3 * TEXT_COST.markdown;

@Resolver(() => RevisionView)
export class RevisionResolver {
  @Query(() => [RevisionView], {
    description: `A post's earlier texts, newest first (at most ${POST_REVISIONS_KEPT}, thinned by age, beside any a report points at); empty for a deleted post.`,
    complexity: listOf(POST_REVISIONS_KEPT),
  })
  postRevisions(@Arg("postId", () => ID) postId: string, @Ctx() ctx: Context): Promise<RevisionView[]> {
    return ctx.services.revisions.ofPost(ctx.viewer, postId);
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: "Who made the edit; null when that account is gone.",
  })
  editor(@Root() revision: RevisionView, @Ctx() ctx: Context): Promise<User | null> | null {
    return revision.editorId ? ctx.loaders.userById.load(revision.editorId) : null;
  }

  @Heavy(TEXT_COST.markdown)
  @FieldResolver(() => String, {
    nullable: true,
    description: "Null when hidden (to all but staff) or redacted.",
  })
  markdown(@Root() revision: RevisionView): string | null {
    return revision.markdown;
  }

  @Heavy(TEXT_COST.html)
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The text as it was shown: rendered and sanitised as posts are, on view, from the reader's share of preview render time. Null when hidden (to all but staff) or redacted.",
  })
  html(@Root() revision: RevisionView, @Ctx() ctx: Context): Promise<string> | null {
    return revision.markdown === null ? null : ctx.services.preview.render(revision.markdown, ctx.request);
  }

  @Heavy(DIFF_COST)
  @FieldResolver(() => RevisionDiff, {
    nullable: true,
    description: "This text compared with the one that replaced it; null when either is hidden or redacted.",
  })
  diff(@Root() revision: RevisionView): RevisionDiff | null {
    const diff = revisionDiff(revision);
    return diff && (diff.tooDifferent ? { tooDifferent: true, inline: [], sideBySide: [] } : diff);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "The post's author deletes one of its revisions, unless a report points at it.",
  })
  deletePostRevision(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.revisions.delete(ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => RevisionView, {
    description: "Staff: readers see that a revision was hidden, not its text. Audited.",
  })
  hidePostRevision(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ): Promise<RevisionView> {
    return ctx.services.revisions.moderate(ctx.viewer!, id, "hide", reason);
  }

  @Authorized()
  @Mutation(() => RevisionView, {
    description: "Staff: replaces a revision's text; the audit log keeps who and why.",
  })
  redactPostRevision(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ): Promise<RevisionView> {
    return ctx.services.revisions.moderate(ctx.viewer!, id, "redact", reason);
  }
}
