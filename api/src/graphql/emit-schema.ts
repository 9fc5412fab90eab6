// Writes schema/schema.graphql from the resolvers; codegen and external researchers read that file.
import { fileURLToPath } from "node:url";
import { createPubSub } from "@graphql-yoga/subscription";
import type { Topics } from "../infra/pubsub.js";
import { buildAppSchema } from "./schema.js";

const target = fileURLToPath(new URL("../../../schema/schema.graphql", import.meta.url));
// subscriptions need a PubSub to build; an in-memory one is enough to print the schema
await buildAppSchema(createPubSub<Topics>(), target);
console.log(`Schema written to ${target}`);
