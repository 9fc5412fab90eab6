import { Arg, Authorized, Ctx, Field, InputType, Mutation, Resolver } from "type-graphql";
import { ID } from "../../../core/ids.js";
import type { Context } from "../../../graphql/context.js";
import { Category } from "./category.entity.js";

@InputType()
export class CategoryInput {
  @Field(() => String, { nullable: true, description: "Required when creating; at most 100 characters." })
  name?: string | null;

  @Field(() => String, { nullable: true, description: "At most 500 characters." })
  description?: string | null;
}

/** Admins manage the forum's categories; every change is in the audit log. */
@Resolver()
export class CategoryAdminResolver {
  @Authorized("admin")
  @Mutation(() => Category, { description: "Added at the end of the order." })
  createCategory(@Arg("input", () => CategoryInput) input: CategoryInput, @Ctx() ctx: Context) {
    return ctx.services.categoryAdmin.create(ctx.viewer!, input);
  }

  @Authorized("admin")
  @Mutation(() => Category, { description: "Renames or describes; only the fields given change." })
  updateCategory(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => CategoryInput) input: CategoryInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.categoryAdmin.update(ctx.viewer!, id, input);
  }

  @Authorized("admin")
  @Mutation(() => [Category], { description: "ids: every category once, in the new order." })
  reorderCategories(@Arg("ids", () => [ID]) ids: string[], @Ctx() ctx: Context) {
    return ctx.services.categoryAdmin.reorder(ctx.viewer!, ids);
  }

  @Authorized("admin")
  @Mutation(() => Boolean, {
    description: "An empty category, or one whose threads (deleted ones too) move to moveThreadsTo first.",
  })
  deleteCategory(
    @Arg("id", () => ID) id: string,
    @Arg("moveThreadsTo", () => ID, { nullable: true }) moveThreadsTo: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.categoryAdmin.delete(ctx.viewer!, id, moveThreadsTo);
  }
}
