import { Field, ObjectType } from "type-graphql";
import { ID } from "../../../core/ids.js";

/** An earlier title as the viewer may see it; `next` is the title that replaced it (for its diff). */
@ObjectType("ThreadTitleRevision", {
  description: "A thread's title before an edit: who made the edit, when and why.",
})
export class TitleRevisionView {
  @Field(() => ID) id!: string;
  @Field(() => Date, { description: "When the edit that replaced this title was made." }) createdAt!: Date;
  editorId!: string | null;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => Boolean, { description: "Hidden by moderators: the title is shown to staff only." })
  isHidden!: boolean;
  @Field(() => Boolean, { description: "The title was replaced by moderators." }) isRedacted!: boolean;
  @Field(() => String, { nullable: true, description: "Null when hidden (to all but staff) or redacted." })
  title!: string | null;
  /** The title that replaced it, null when the viewer may not compare with it. */
  next!: string | null;
}
