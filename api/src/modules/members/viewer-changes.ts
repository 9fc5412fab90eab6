import type { Role } from "../users/role.js";

/** What the live channel tells a member about their own account: today, a new role. */
export interface ViewerChangedMessage {
  role: Role;
}
