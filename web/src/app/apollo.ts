import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { OperationTypeNode } from "graphql";
import { createClient } from "graphql-ws";
import { readStoredToken } from "../lib/authToken";
import { fetchWithTimeout } from "../lib/fetchWithTimeout";
import { createSessionExpiryLink, noticeSocketClose } from "../features/auth/sessionExpiryLink";
import { appSocketStatus, type SocketStatus } from "./socketStatus";

export const GRAPHQL_PATH = "/graphql";
export const HTTP_TIMEOUT_MS = 15_000;

type Location = Pick<globalThis.Location, "protocol" | "host">;

/** The socket lives on the same origin and path as HTTP; only the scheme changes. */
export function graphqlWsUrl(location: Location = window.location): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}${GRAPHQL_PATH}`;
}

function bearer(token: string | null) {
  return token ? `Bearer ${token}` : undefined;
}

export function createHttpLink(uri: string = GRAPHQL_PATH): ApolloLink {
  const authLink = new SetContextLink((previous) => {
    const authorization = bearer(readStoredToken());
    return authorization ? { headers: { ...previous.headers, authorization } } : {};
  });
  const httpLink = new HttpLink({
    uri,
    credentials: "include",
    fetch: fetchWithTimeout(HTTP_TIMEOUT_MS),
  });
  return ApolloLink.from([authLink, createSessionExpiryLink(), httpLink]);
}

export function createWsLink(url: string = graphqlWsUrl(), status?: SocketStatus): ApolloLink {
  return new GraphQLWsLink(
    createClient({
      url,
      // keeps retrying while the page is open (the default gives up after 5 tries); polling covers the gap
      retryAttempts: Number.POSITIVE_INFINITY,
      on: {
        connected: () => status?.set("connected"),
        closed: (event) => {
          status?.set("closed");
          noticeSocketClose(event);
        },
      },
      // the socket opens on the first subscription, so map and static pages never hold one
      lazy: true,
      // read at every (re)connect so a login or logout is picked up
      connectionParams: () => {
        const authorization = bearer(readStoredToken());
        return authorization ? { authorization } : {};
      },
    }),
  );
}

export interface ApolloOptions {
  httpLink?: ApolloLink;
  wsLink?: ApolloLink;
  socketStatus?: SocketStatus;
}

/** Subscriptions travel over graphql-ws; queries and mutations over HTTP. */
export function createApolloClient({ httpLink, wsLink, socketStatus = appSocketStatus }: ApolloOptions = {}) {
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    wsLink ?? createWsLink(graphqlWsUrl(), socketStatus),
    httpLink ?? createHttpLink(),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
