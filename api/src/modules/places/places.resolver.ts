import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { Place, PointInput } from "./place.type.js";

@Resolver()
export class PlacesResolver {
  @Query(() => [Place], {
    description:
      "Places of the offline gazetteer whose name (or a word of it) starts with `query`, accents and case " +
      "aside: the name itself first, then by population and closeness to `near`.",
  })
  places(
    @Arg("query", () => String, { description: "1 to 200 characters." }) query: string,
    @Arg("near", () => PointInput, { nullable: true, description: "Closer places rank higher." })
    near: PointInput | null,
    @Arg("first", () => Int, { nullable: true, defaultValue: 10, description: "1 to 50." }) first: number,
    @Ctx() ctx: Context,
  ): Promise<Place[]> {
    return ctx.services.places.search(query, near, first ?? 10);
  }
}
