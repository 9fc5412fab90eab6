import { useT } from "../../i18n";

/** Spec §2: the 'degraded' state's header and warning. */
export function ServiceWarning() {
  const t = useT("notifications");
  return (
    <div className="notification-warning" role="status">
      <h2>{t("notifications.limited")}</h2>
      <p>{t("notifications.limitedText")}</p>
    </div>
  );
}
