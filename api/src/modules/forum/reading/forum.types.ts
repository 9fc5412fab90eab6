import { Field, InputType, Int, ObjectType } from "type-graphql";
import { FORUM_PAGE_SIZE } from "@incident-watch/schema";
import { ID } from "../../../core/ids.js";
import { Heavy, listOf, TEXT_COST } from "../../../core/heavy-fields.js";
import { User } from "../../users/user.entity.js";
import { Category } from "../categories/category.entity.js";
import { RECENT_POSTS, RECENT_THREADS } from "./forum.service.js";
import { Post } from "../posts/post.entity.js";
import { ReactionKind } from "../reactions/reaction.entity.js";
import { Thread } from "../threads/thread.entity.js";

@ObjectType()
export class PostPage {
  @Field(() => Int) page!: number;
  @Field(() => Int) pageCount!: number;
  @Field(() => [Post], { complexity: listOf(FORUM_PAGE_SIZE) }) posts!: Post[];
}

@ObjectType({ description: "A page of a category's threads: pinned first, then the latest activity." })
export class ThreadPage {
  @Field(() => Int) page!: number;
  @Field(() => Int) pageCount!: number;
  @Field(() => Int) totalCount!: number;
  @Field(() => [Thread], { complexity: listOf(FORUM_PAGE_SIZE) }) threads!: Thread[];
}

@ObjectType()
export class ReactionCount {
  @Field(() => ReactionKind) kind!: ReactionKind;
  @Field(() => Int) count!: number;
  @Field(() => Boolean, { description: "Whether the viewer gave this reaction." }) reacted!: boolean;
}

@ObjectType()
export class ForumStats {
  @Field(() => Int) totalThreads!: number;
  @Field(() => Int) totalPosts!: number;
  @Field(() => Int) totalUsers!: number;
  @Field(() => Int, { description: "Members active in the last 5 minutes." }) onlineUsers!: number;
}

@ObjectType({ description: "Everything the forum home shows." })
export class ForumData {
  @Field(() => [Category]) categories!: Category[];
  @Field(() => [Thread], {
    description: "The 10 threads with the latest activity.",
    complexity: listOf(RECENT_THREADS),
  })
  recentThreads!: Thread[];
  @Field(() => ForumStats) stats!: ForumStats;
}

@ObjectType({ description: "Where a post is: its thread and the page of that thread holding it." })
export class PostLocation {
  @Field(() => ID) threadId!: string;
  @Field(() => Int) page!: number;
}

@ObjectType()
export class UserProfile {
  @Field(() => User) user!: User;
  @Field(() => [Post], {
    description: "The 10 newest posts that are not deleted.",
    complexity: listOf(RECENT_POSTS),
  })
  recentPosts!: Post[];
}

@ObjectType()
export class SearchHit {
  @Field(() => Post) post!: Post;
  @Field(() => Thread) thread!: Thread;
  @Heavy(TEXT_COST.excerpt)
  @Field(() => String, {
    description: "HTML: the matching words in <mark>…</mark>, everything else escaped.",
  })
  snippet!: string;
}

@ObjectType()
export class SearchResults {
  @Field(() => Int) page!: number;
  @Field(() => Int) pageCount!: number;
  @Field(() => Int) totalCount!: number;
  @Field(() => [SearchHit], { complexity: listOf(FORUM_PAGE_SIZE) }) hits!: SearchHit[];
}

const POST_LANGUAGE =
  "The language the body is written in: one of the site's (ISO 639-1); unknown when not given.";

@InputType()
export class CreateThreadInput {
  @Field(() => ID) categoryId!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { description: "Markdown; see docs/forum.md for quotes and mentions." }) body!: string;
  @Field(() => String, { nullable: true, description: POST_LANGUAGE }) language?: string | null;
}

@InputType()
export class CreatePostInput {
  @Field(() => ID) threadId!: string;
  @Field(() => String, { description: "Markdown; see docs/forum.md for quotes and mentions." }) body!: string;
  @Field(() => String, { nullable: true, description: POST_LANGUAGE }) language?: string | null;
}
