import { useQuery } from "@apollo/client/react";
import { useAuth } from "../auth/useAuth";
import { myBanQuery } from "./bans.graphql";

export interface BanFacts {
  reason: string;
  endsAt: string | null;
}

/** The signed-in member's ban in force, or null; asked at each page load and after signing in. */
export function useMyBan(): BanFacts | null {
  const { user } = useAuth();
  const { data } = useQuery(myBanQuery, { skip: !user, fetchPolicy: "cache-and-network" });
  const ban = user && data?.me?.id === user.id ? data.me.activeBan : null;
  if (!ban) return null;
  return { reason: ban.reason, endsAt: ban.endsAt ?? null };
}
