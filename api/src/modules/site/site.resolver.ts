import { Ctx, Query, Resolver } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { SiteInfo } from "./site-info.type.js";

@Resolver()
export class SiteResolver {
  @Query(() => SiteInfo)
  siteInfo(@Ctx() ctx: Context): SiteInfo {
    return ctx.services.site.info();
  }
}
