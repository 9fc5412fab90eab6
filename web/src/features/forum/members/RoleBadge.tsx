import { roleBadge } from "../../auth";

/** Admin or Moderator beside a name; nothing for members. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const label = role === "admin" || role === "moderator" ? roleBadge(role) : null;
  return label ? <span className={`role-badge role-badge--${role}`}>{label}</span> : null;
}
