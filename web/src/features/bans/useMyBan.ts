import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useAuth } from "../auth";
import { useNotifications } from "../notifications";
import { myBanQuery } from "./bans.graphql";

export interface BanFacts {
  reason: string;
  endsAt: string | null;
}

/** Notifications that change what the member may do, so their ban is asked for again at once. */
const BAN_CHANGES = new Set(["ban", "unban"]);

/**
 * The signed-in member's ban in force, or null; asked at each page load and after signing in, and again
 * the moment a ban or unban notification arrives, so open pages hide or bring back what a ban forbids.
 */
export function useMyBan(): BanFacts | null {
  const { user } = useAuth();
  const { data, refetch } = useQuery(myBanQuery, { skip: !user, fetchPolicy: "cache-and-network" });
  const service = useNotifications()?.service;
  useEffect(() => {
    if (!service || !user) return;
    return service.onListEvent((event) => {
      if (event.change === "added" && BAN_CHANGES.has(event.entry.type)) void refetch().catch(() => {});
    });
  }, [service, user, refetch]);
  const ban = user && data?.me?.id === user.id ? data.me.activeBan : null;
  if (!ban) return null;
  return { reason: ban.reason, endsAt: ban.endsAt ?? null };
}
