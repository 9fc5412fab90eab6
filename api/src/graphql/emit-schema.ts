// Writes schema/schema.graphql from the resolvers; codegen and external researchers read that file.
import { fileURLToPath } from "node:url";
import { createPubSub } from "@graphql-yoga/subscription";
import { buildAppSchema } from "./schema.js";

const target = fileURLToPath(new URL("../../../schema/schema.graphql", import.meta.url));
// subscriptions need a pub/sub to be built; nothing is published while writing the file
await buildAppSchema(createPubSub(), target);
console.log(`Schema written to ${target}`);
