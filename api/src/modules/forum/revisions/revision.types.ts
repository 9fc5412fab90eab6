import { Field, ObjectType, registerEnumType } from "type-graphql";
import { ID } from "../../../core/ids.js";
import type { DiffChangeKind } from "./revision-diff.js";

export const DiffChange = { same: "same", added: "added", removed: "removed" } as const;
registerEnumType(DiffChange, { name: "DiffChange", description: "Unchanged, added or removed." });

@ObjectType({ description: "A run of text on one line of a diff." })
export class DiffSegment {
  @Field(() => DiffChange) kind!: DiffChangeKind;
  @Field(() => String) text!: string;
}

@ObjectType({ description: "One line of a diff, its newline included; the changed words marked within it." })
export class DiffLine {
  @Field(() => DiffChange) kind!: DiffChangeKind;
  @Field(() => [DiffSegment]) segments!: DiffSegment[];
}

@ObjectType({ description: "Side by side: the earlier line beside the later line that replaced it." })
export class DiffRow {
  @Field(() => DiffLine, { nullable: true }) before!: DiffLine | null;
  @Field(() => DiffLine, { nullable: true }) after!: DiffLine | null;
}

@ObjectType({ description: "How a text changed: line then word level, inline and side by side." })
export class RevisionDiff {
  @Field(() => Boolean, {
    description: "The texts are too different to compare within the time allowed; both lists are empty.",
  })
  tooDifferent!: boolean;
  @Field(() => [DiffLine]) inline!: DiffLine[];
  @Field(() => [DiffRow]) sideBySide!: DiffRow[];
}

/** A revision as the viewer may see it; `next` is the text that replaced it (for its diff). */
@ObjectType("PostRevision", {
  description: "A post's text before an edit: who made the edit, when and why.",
})
export class RevisionView {
  @Field(() => ID) id!: string;
  @Field(() => Date, { description: "When the edit that replaced this text was made." }) createdAt!: Date;
  editorId!: string | null;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => Boolean, { description: "Hidden by moderators: its text is shown to staff only." })
  isHidden!: boolean;
  @Field(() => Boolean, { description: "Its text was replaced by moderators." }) isRedacted!: boolean;
  @Field(() => Boolean, { description: "A report points at it, so it cannot be deleted." })
  isReported!: boolean;
  @Field(() => Boolean) viewerCanDelete!: boolean;
  /** Null when the viewer may not read it (hidden) or it was redacted. */
  markdown!: string | null;
  /** The text that replaced it, null when the viewer may not compare with it. */
  next!: string | null;
}
