// Writes schema/schema.graphql from the resolvers; codegen and external researchers read that file.
import { fileURLToPath } from "node:url";
import { buildAppSchema } from "./schema.js";

const target = fileURLToPath(new URL("../../../schema/schema.graphql", import.meta.url));
await buildAppSchema(undefined, target);
console.log(`Schema written to ${target}`);
