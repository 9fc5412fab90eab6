import { useT } from "../i18n";
import { useOnlineStatus } from "./useOnlineStatus";
import "./notices.css";

export function OfflineBanner() {
  const t = useT("app");
  const online = useOnlineStatus();
  // the live region stays mounted so screen readers announce the change when it happens
  return (
    <div className="offline-banner" role="status">
      {online ? null : t("app.offline")}
    </div>
  );
}
