import "reflect-metadata";
import { buildSchema, emitSchemaDefinitionFile, type AuthChecker, type NonEmptyArray } from "type-graphql";
import { createPubSub } from "@graphql-yoga/subscription";
import type { GraphQLSchema } from "graphql";
import type { LocalPubSub } from "../infra/live/live-events.js";
import type { Context } from "./context.js";
import { bannedMessage } from "@incident-watch/schema";
import { AppError, forbidden, unauthenticated } from "../core/errors.js";
import { moduleResolvers } from "../modules/index.js";
import { chargeHeavyFields } from "./response-budget.js";

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const resolvers = moduleResolvers as NonEmptyArray<Function>;

/** @Authorized() needs a signed-in viewer; @Authorized("moderator") also lets admins through. */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  const viewer = context.viewer;
  if (!viewer) throw unauthenticated();
  if (roles.length === 0 || roles.includes(viewer.role)) return true;
  if (roles.includes("moderator") && viewer.role === "admin") return true;
  // a moderator under a ban is a member until it ends: say why rather than just "forbidden"
  if (viewer.ban) throw new AppError("FORBIDDEN", bannedMessage(viewer.ban), { banned: true });
  throw forbidden();
};

/** What the root types say of themselves in the schema (type-graphql leaves them undescribed). */
const ROOT_DESCRIPTIONS = {
  Query: "What can be read: incidents for research and the map, the forum, and the staff's screens.",
  Mutation: "What can be changed: submissions and reviews, accounts, the forum and its moderation.",
  Subscription: "Live changes over a WebSocket: published incidents, and a member's notifications.",
};

/** The schema both transports run; its heavy fields count against the response ceiling. */
export async function buildAppSchema(pubSub?: LocalPubSub, emitPath?: string): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    // subscriptions need one to build; a schema only written or inspected publishes nothing
    pubSub: (pubSub ?? createPubSub()) as never,
    validate: false,
  });
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()])
    if (root) root.description = ROOT_DESCRIPTIONS[root.name as keyof typeof ROOT_DESCRIPTIONS];
  if (emitPath) await emitSchemaDefinitionFile(emitPath, schema, { sortedSchema: true });
  return chargeHeavyFields(schema);
}
