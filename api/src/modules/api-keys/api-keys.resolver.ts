import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { ID, requireId } from "../../core/ids.js";
import type { Context } from "../../graphql/context.js";
import { ApiKey, ApiKeyInput, ApiKeyQuotaInput, CreatedApiKey } from "./api-key.types.js";

/** A member's API keys for the research API; staff see and revoke anyone's. */
@Resolver()
export class ApiKeysResolver {
  @Authorized()
  @Query(() => [ApiKey], { description: "The signed-in member's API keys, newest first, revoked ones too." })
  apiKeys(@Ctx() ctx: Context): Promise<ApiKey[]> {
    return ctx.services.apiKeys.list(ctx.viewer!.id);
  }

  @Authorized()
  @Query(() => [ApiKey], { description: "Staff: a member's API keys, newest first." })
  memberApiKeys(@Arg("userId", () => ID) userId: string, @Ctx() ctx: Context): Promise<ApiKey[]> {
    return ctx.services.apiKeys.memberKeys(ctx.viewer!, requireId("uuid", userId, "userId"));
  }

  @Authorized()
  @Mutation(() => CreatedApiKey, {
    description:
      "Creates a read-only key (at most 10 in use per member); its secret is in this answer only. " +
      "RATE_LIMITED past 20 creations an hour.",
  })
  createApiKey(@Arg("input", () => ApiKeyInput) input: ApiKeyInput, @Ctx() ctx: Context) {
    return ctx.services.apiKeys.create(ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => ApiKey, {
    description: "Revokes a key at once: one's own, or as staff anyone's (audited). Another's is NOT_FOUND.",
  })
  revokeApiKey(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<ApiKey> {
    return ctx.services.apiKeys.revoke(ctx.viewer!, requireId("integer", id, "id"));
  }

  @Authorized()
  @Mutation(() => ApiKey, {
    description:
      "Admins: sets a key's own quota a minute in place of the site's limit for keys (audited). " +
      "FORBIDDEN to anyone else; NOT_FOUND for an unknown key.",
  })
  setApiKeyQuota(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => ApiKeyQuotaInput) input: ApiKeyQuotaInput,
    @Ctx() ctx: Context,
  ): Promise<ApiKey> {
    return ctx.services.apiKeys.setQuota(ctx.viewer!, requireId("integer", id, "id"), input);
  }
}
