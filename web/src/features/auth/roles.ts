import { isStaffRole } from "@incident-watch/schema";
import type { AuthUser } from "./authStorage";

/** What a guarded route asks of the signed-in user's role. */
export type RoleRequirement = "admin" | "adminOrModerator";

/** Spec §6: admin and moderator both satisfy admin-or-moderator; only admin satisfies admin. */
export function hasRole(role: AuthUser["role"], requirement: RoleRequirement): boolean {
  if (requirement === "admin") return role === "admin";
  return isStaffRole(role);
}

/** The badge beside Admin Panel in the user menu, or null for users without the admin area. */
export function roleBadge(role: AuthUser["role"]): string | null {
  if (role === "admin") return "Admin";
  if (role === "moderator") return "Moderator";
  return null;
}
