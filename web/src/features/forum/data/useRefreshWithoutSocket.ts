import { useEffect, useRef, useSyncExternalStore } from "react";
import { appSocketStatus, type SocketStatus } from "../../../app/socketStatus";
import { VISITOR_REFRESH_MS } from "./liveForum";

/**
 * A live page's fallback: visitors (who hold no socket) and members whose socket is down re-read every
 * 30 s; when a member's socket comes back after a cut, the page is read once at once for what it missed.
 */
export function useRefreshWithoutSocket(
  signedIn: boolean,
  refresh: () => void,
  status: SocketStatus = appSocketStatus,
) {
  const socket = useSyncExternalStore(status.subscribe, status.get);
  const live = signedIn && socket === "connected";
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });

  // the socket dropped while the page was open: what it missed is read once it is back
  const cut = useRef(false);
  const wasLive = useRef(false);
  useEffect(() => {
    if (live && cut.current) {
      cut.current = false;
      latest.current();
    }
    if (!live && wasLive.current) cut.current = true;
    wasLive.current = live;
  }, [live]);

  useEffect(() => {
    if (live) return;
    const timer = setInterval(() => latest.current(), VISITOR_REFRESH_MS);
    return () => clearInterval(timer);
  }, [live]);
}
