import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { ApolloLink } from "@apollo/client";
import { createClient } from "graphql-ws";
import { noticeSocketClose } from "../features/auth";
import { storedBearer } from "../lib/authToken";
import type { LiveReporter, LiveTransport } from "./liveLink";
import { liveSocketOptions } from "./socketOptions";
import { createReconnectPolicy } from "./socketRetry";

/**
 * Subscriptions over graphql-ws on the page's own origin (loaded on demand by the live link, liveLink.ts). A
 * socket opened without a session is a visitor's (public subscriptions only); once the page signs in or
 * out, the next subscription restarts it with the new identity, and graphql-ws subscribes the running
 * ones again.
 */
export function createWsLink(
  url: string,
  reporter: LiveReporter,
  resumeCursors: () => Record<string, string> = () => ({}),
): LiveTransport {
  // the identity the open socket was started with; undefined until it connects
  let connectedAs: string | null | undefined;
  // the own topics whose cursors the last connection sent
  let resumed: string[] = [];
  const reconnect = createReconnectPolicy();
  // the server answered over HTTP while the socket waits to reconnect: it is back, so try now
  const stopListening = reporter.onAnswered(() => reconnect.serverAnswered());
  const client = createClient({
    url,
    ...liveSocketOptions(
      {
        connected: (reconnected) => reporter.set("connected", reconnected, resumed),
        closed: (event) => {
          connectedAs = undefined;
          reporter.set("closed");
          noticeSocketClose(event);
        },
      },
      reconnect,
    ),
    // the socket opens on the first subscription, so pages without live data never hold one
    lazy: true,
    // read at every (re)connect so a login or logout is picked up, and a member's page resumes its own
    // topics from what it holds
    connectionParams: () => {
      const authorization = storedBearer();
      connectedAs = authorization ?? null;
      const resume = authorization ? resumeCursors() : {};
      resumed = Object.keys(resume);
      if (!authorization) return {};
      return resumed.length > 0 ? { authorization, resume } : { authorization };
    },
  });
  const socketLink = new GraphQLWsLink(client);
  const link = new ApolloLink((operation) => {
    if (connectedAs !== undefined && connectedAs !== (storedBearer() ?? null)) {
      connectedAs = undefined;
      client.terminate();
    }
    return socketLink.request(operation);
  });
  return {
    link,
    dispose() {
      stopListening();
      void client.dispose();
    },
  };
}
