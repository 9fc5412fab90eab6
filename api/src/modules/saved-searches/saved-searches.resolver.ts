import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { ID, requireId } from "../../core/ids.js";
import type { Context } from "../../graphql/context.js";
import { EventFilter } from "../events/event.inputs.js";
import { DigestPreview, SavedAreaInput, SavedSearch, SavedSearchInput } from "./saved-search.types.js";

/** A member's saved searches: their own only, anyone else's looks missing. */
@Resolver()
export class SavedSearchesResolver {
  @Authorized()
  @Query(() => [SavedSearch], { description: "The signed-in member's saved searches, oldest first." })
  savedSearches(@Ctx() ctx: Context): Promise<SavedSearch[]> {
    return ctx.services.savedSearches.list(ctx.viewer!);
  }

  @Authorized()
  @Query(() => DigestPreview, {
    description:
      "What a weekly digest of the filter would have held, sent now: the incidents published in the last " +
      "7 days that it matches, within `area` when given. The filter and the area are checked as saveSearch " +
      "checks them. RATE_LIMITED past 20 a minute.",
  })
  digestPreview(
    @Arg("filter", () => EventFilter) filter: EventFilter,
    @Arg("area", () => SavedAreaInput, { nullable: true }) area: SavedAreaInput | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.savedSearches.digestPreview(ctx.viewer!, filter, area);
  }

  @Authorized()
  @Mutation(() => SavedSearch, {
    description:
      "Saves a filter under a name with its alerts (at most 20 per member); a test alert goes through " +
      "every channel chosen, at most one test a minute per member. RATE_LIMITED past 30 saves and changes an hour.",
  })
  saveSearch(@Arg("input", () => SavedSearchInput) input: SavedSearchInput, @Ctx() ctx: Context) {
    return ctx.services.savedSearches.save(ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => SavedSearch, {
    description:
      "Replaces a saved search's settings; a test alert goes through the channels it turns on or whose " +
      "address it changes, at most one test a minute per member. RATE_LIMITED past 30 saves and changes an hour.",
  })
  updateSavedSearch(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => SavedSearchInput) input: SavedSearchInput,
    @Ctx() ctx: Context,
  ): Promise<SavedSearch> {
    return ctx.services.savedSearches.update(ctx.viewer!, requireId("integer", id, "id"), input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Someone else's or a missing saved search is NOT_FOUND." })
  deleteSavedSearch(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.savedSearches.delete(ctx.viewer!, requireId("integer", id, "id"));
  }
}
