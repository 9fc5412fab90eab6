import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import { listOf } from "../../../core/heavy-fields.js";
import { ID } from "../../../core/ids.js";
import type { Context } from "../../../graphql/context.js";
import { User } from "../../users/user.entity.js";
import { Thread } from "../threads/thread.entity.js";
import { compareTexts } from "./revision-diff.js";
import { RevisionDiff } from "./revision.types.js";
import { TitleRevisionView } from "./title-revision.types.js";
import { TITLE_REVISIONS_KEPT } from "./title-revisions.queries.js";

@Resolver(() => TitleRevisionView)
export class TitleRevisionResolver {
  @Query(() => [TitleRevisionView], {
    description: `A thread's earlier titles, newest first (at most ${TITLE_REVISIONS_KEPT}).`,
    complexity: listOf(TITLE_REVISIONS_KEPT),
  })
  threadTitleRevisions(
    @Arg("threadId", () => ID) threadId: string,
    @Ctx() ctx: Context,
  ): Promise<TitleRevisionView[]> {
    return ctx.services.threadTitles.ofThread(ctx.viewer, threadId);
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: "Who made the edit; null when that account is gone.",
  })
  editor(@Root() revision: TitleRevisionView, @Ctx() ctx: Context): Promise<User | null> | null {
    return revision.editorId ? ctx.loaders.userById.load(revision.editorId) : null;
  }

  @FieldResolver(() => RevisionDiff, {
    nullable: true,
    description: "This title compared with the one that replaced it; null when either is hidden or redacted.",
  })
  diff(@Root() revision: TitleRevisionView): RevisionDiff | null {
    if (revision.title === null || revision.next === null) return null;
    const diff = compareTexts(revision.title, revision.next);
    return diff.tooDifferent ? { tooDifferent: true, inline: [], sideBySide: [] } : diff;
  }

  @Authorized()
  @Mutation(() => Thread, {
    description:
      "The opening post's author (while the thread is open) or staff; the old title is kept as a post's text is.",
  })
  editThreadTitle(
    @Arg("id", () => ID) id: string,
    @Arg("title", () => String) title: string,
    @Arg("reason", () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ): Promise<Thread> {
    return ctx.services.threadTitles.edit(ctx.viewer!, id, title, reason);
  }

  @Authorized()
  @Mutation(() => TitleRevisionView, {
    description: "Staff: readers see that an earlier title was hidden. Audited.",
  })
  hideThreadTitleRevision(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ): Promise<TitleRevisionView> {
    return ctx.services.threadTitles.moderate(ctx.viewer!, id, "hide", reason);
  }

  @Authorized()
  @Mutation(() => TitleRevisionView, {
    description: "Staff: replaces an earlier title; the audit log keeps who and why.",
  })
  redactThreadTitleRevision(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ): Promise<TitleRevisionView> {
    return ctx.services.threadTitles.moderate(ctx.viewer!, id, "redact", reason);
  }
}
