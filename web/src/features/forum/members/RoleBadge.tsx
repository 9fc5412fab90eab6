import { useT } from "../../../i18n";

/** Admin or Moderator beside a name; nothing for members. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const t = useT("app");
  const label =
    role === "admin" ? t("app.role.admin") : role === "moderator" ? t("app.role.moderator") : null;
  return label ? <span className={`role-badge role-badge--${role}`}>{label}</span> : null;
}
