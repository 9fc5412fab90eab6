import { Arg, Ctx, Field, FieldResolver, Mutation, ObjectType, Resolver, Root } from "type-graphql";
import { ID } from "../../../core/ids.js";
import type { Context } from "../../../graphql/context.js";
import { Post } from "../posts/post.entity.js";

@ObjectType({ description: "A forum post in another language, by the site's machine translation service." })
export class PostTranslation {
  @Field(() => ID)
  postId!: string;

  @Field(() => String, { description: "The language it was translated into." })
  language!: string;

  @Field(() => String, { description: "The post's own language, translated from." })
  sourceLanguage!: string;

  @Field(() => String, { description: "Rendered and sanitised as posts are." })
  html!: string;
}

/** Posts in the reader's language, on request (decision 129). */
@Resolver(() => Post)
export class PostTranslationResolver {
  @FieldResolver(() => Boolean, {
    description:
      "Whether translatePost can translate this post: the site has a machine translation service and the post's language is known.",
  })
  translatable(@Root() post: Post, @Ctx() ctx: Context): boolean {
    return ctx.services.postTranslations.offered(post);
  }

  @Mutation(() => PostTranslation, {
    description:
      "The post in another of the site's languages, by machine; kept until the post is edited. Limited per member or address.",
  })
  translatePost(
    @Arg("postId", () => ID) postId: string,
    @Arg("language", () => String, { description: "One of the site's languages, not the post's own." })
    language: string,
    @Ctx() ctx: Context,
  ): Promise<PostTranslation> {
    return ctx.services.postTranslations.translate(ctx.viewer, ctx.request, postId, language);
  }
}
