import type { EntityManager } from "@mikro-orm/postgresql";

export interface LiftOptions {
  liftedBy: string | null;
  liftReason: string | null;
  /** Only a ban whose end has passed (the expiry job). */
  onlyDue: boolean;
}

/** Marks the member's open ban lifted; returns it, or null when there was none (or it is not due yet). */
export async function liftOpenBan(
  tx: EntityManager,
  userId: string,
  options: LiftOptions,
): Promise<{ id: string } | null> {
  const rows = await tx.getConnection().execute<Array<{ id: string }>>(
    `update user_bans set lifted_at = now(), lifted_by_id = ?, lift_reason = ?
        where user_id = ? and lifted_at is null
          and ${options.onlyDue ? "ends_at <= now()" : "(ends_at is null or ends_at > now())"}
        returning id::text`,
    [options.liftedBy, options.liftReason, userId],
    "all",
    tx.getTransactionContext(),
  );
  return rows[0] ?? null;
}
