import { useOnlineStatus } from "./useOnlineStatus";
import "./notices.css";

export function OfflineBanner() {
  const online = useOnlineStatus();
  // the live region stays mounted so screen readers announce the change when it happens
  return (
    <div className="offline-banner" role="status">
      {online ? null : "You are currently offline. Some features may be limited."}
    </div>
  );
}
