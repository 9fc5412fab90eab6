import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import type { ApolloLink } from "@apollo/client";
import { createClient } from "graphql-ws";
import { storedBearer } from "../lib/authToken";
import { noticeSocketClose } from "../features/auth/sessionExpiryLink";
import { liveSocketOptions } from "./socketOptions";
import type { SocketStatus } from "./socketStatus";

/** Subscriptions over graphql-ws on the page's own origin (loaded on demand, see createLazyWsLink). */
export function createWsLink(url: string, status?: SocketStatus): ApolloLink {
  return new GraphQLWsLink(
    createClient({
      url,
      ...liveSocketOptions({
        connected: (reconnected) => status?.set("connected", reconnected),
        closed: (event) => {
          status?.set("closed");
          noticeSocketClose(event);
        },
      }),
      // the socket opens on the first subscription, so map and static pages never hold one
      lazy: true,
      // read at every (re)connect so a login or logout is picked up
      connectionParams: () => {
        const authorization = storedBearer();
        return authorization ? { authorization } : {};
      },
    }),
  );
}
