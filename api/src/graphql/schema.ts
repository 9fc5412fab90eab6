import "reflect-metadata";
import { buildSchema, type AuthChecker, type NonEmptyArray } from "type-graphql";
import { createPubSub } from "@graphql-yoga/subscription";
import type { GraphQLSchema } from "graphql";
import type { AppPubSub } from "../infra/pubsub.js";
import type { Context } from "./context.js";
import { forbidden, unauthenticated } from "../core/errors.js";
import { moduleResolvers } from "../modules/index.js";

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const resolvers = moduleResolvers as NonEmptyArray<Function>;

/** @Authorized() needs a signed-in viewer; @Authorized("moderator") also lets admins through. */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  const viewer = context.viewer;
  if (!viewer) throw unauthenticated();
  if (roles.length === 0 || roles.includes(viewer.role)) return true;
  if (roles.includes("moderator") && viewer.role === "admin") return true;
  throw forbidden();
};

export function buildAppSchema(pubSub?: AppPubSub, emitPath?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    // subscriptions need one to build; a schema only written or inspected publishes nothing
    pubSub: (pubSub ?? createPubSub()) as never,
    validate: false,
    emitSchemaFile: emitPath ? { path: emitPath, sortedSchema: true } : false,
  });
}
