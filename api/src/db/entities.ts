import type { EntitySchema } from "@mikro-orm/core";

/** Every persisted entity schema, registered by the domain modules. */
export const entities: EntitySchema[] = [];
