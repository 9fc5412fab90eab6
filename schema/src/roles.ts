/** The roles an account can have; never taken from client input. */
export type RoleName = "admin" | "moderator" | "user";

/** Spec §6: admin counts as moderator wherever staff are required. */
export function isStaffRole(role: string | null | undefined): boolean {
  return role === "admin" || role === "moderator";
}
