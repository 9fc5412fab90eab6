import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { useOnlineStatus } from "../../../app/useOnlineStatus";
import { useAuth } from "../../auth";
import { recordActivityMutation } from "../data/forum.graphql";

// once per signed-in user and page load, however many forum pages are opened
const recorded = new Set<string>();

/** Spec §7: the recordActivity mutation once when a signed-in user is online; a failure is only logged. */
export function useRecordActivity() {
  const { user } = useAuth();
  const online = useOnlineStatus();
  const client = useApolloClient();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || !online || recorded.has(userId)) return;
    recorded.add(userId);
    client
      .mutate({ mutation: recordActivityMutation })
      .catch((error: unknown) => console.warn("Recording activity failed", error));
  }, [userId, online, client]);
}
