import type { EntitySchema } from "@mikro-orm/core";
import { moduleEntities } from "../modules/index.js";

/** Every persisted entity schema, contributed by the domain modules. */
export const entities = moduleEntities as EntitySchema[];
