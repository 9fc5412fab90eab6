import type { EntityManager } from "@mikro-orm/postgresql";
import { USERNAME_IS_RETIRED } from "./account-deletion.queries.js";

/** Whether a username (its case-folded key) belonged to an account deleted within the cooling-off. */
export async function isRetired(em: EntityManager, usernameKey: string): Promise<boolean> {
  const rows = await em.execute<unknown[]>(USERNAME_IS_RETIRED, [usernameKey]);
  return rows.length > 0;
}
