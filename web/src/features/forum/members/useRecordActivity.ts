import { useEffect } from "react";
import { useOnlineStatus } from "../../../app/useOnlineStatus";
import { useAuth } from "../../auth";
import { forumFetch } from "../data/forumApi";

// once per signed-in user and page load, however many forum pages are opened
const recorded = new Set<string>();

/** Spec §7: POST /api/forum/users/activity once when a signed-in user is online; a failure is only logged. */
export function useRecordActivity() {
  const { user } = useAuth();
  const online = useOnlineStatus();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || !online || recorded.has(userId)) return;
    recorded.add(userId);
    forumFetch("/api/forum/users/activity", { method: "POST" })
      .then((response) => {
        if (!response.ok) console.warn(`Recording activity answered ${response.status}`);
      })
      .catch((error: unknown) => console.warn("Recording activity failed", error));
  }, [userId, online]);
}
