import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { OperationTypeNode } from "graphql";
import { tap } from "rxjs";
import { createSessionExpiryLink } from "../features/auth";
import { storedBearer } from "../lib/authToken";
import { fetchWithTimeout } from "../lib/fetchWithTimeout";
import { cacheBusted } from "../lib/forceFresh";
import { CacheLifetime } from "./cacheLifetime";
import { createFetchTimesLink, FetchTimes, fetchPolicyFor, refetchOnFocus } from "./freshness";
import { createLatestReadLink } from "./latestReadLink";
import { createLiveLink } from "./liveLink";
import { httpWorks, socketWorks } from "./liveProbes";
import { createOfflineCopyLink, createShowCopyLink, isOfflineCopy } from "./offlineCopy";
import { createPersistLink, restorePersisted } from "./persistedResults";
import { createRetryLink } from "./queryRetry";
import { appSocketStatus, type SocketStatus } from "./socketStatus";

export const GRAPHQL_PATH = "/graphql";
export const HTTP_TIMEOUT_MS = 15_000;

type Location = Pick<globalThis.Location, "protocol" | "host">;

/** The socket lives on the same origin and path as HTTP; only the scheme changes. */
export function graphqlWsUrl(location: Location = window.location): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}${GRAPHQL_PATH}`;
}

export function createHttpLink(
  uri: string = GRAPHQL_PATH,
  retryLink: ApolloLink = createRetryLink(),
): ApolloLink {
  const authLink = new SetContextLink((previous) => {
    const authorization = storedBearer();
    const headers = previous.headers as Record<string, string> | undefined;
    return authorization ? { headers: { ...headers, authorization } } : {};
  });
  const httpLink = new HttpLink({
    uri: (operation) => (operation.getContext().forceFresh ? cacheBusted(uri) : uri),
    credentials: "include",
    fetch: fetchWithTimeout(HTTP_TIMEOUT_MS),
  });
  // each retry goes through the auth link again, so a token stored meanwhile is sent; a copy the
  // service worker gave back is a failure to the retry link, and shown only once its retries are spent
  return ApolloLink.from([
    createShowCopyLink(),
    retryLink,
    authLink,
    createSessionExpiryLink(),
    createOfflineCopyLink(),
    httpLink,
  ]);
}

/**
 * Subscriptions over the socket, or over Server-Sent Events where the network refuses it; either's code
 * (graphql-ws, graphql-sse) loads with the first subscription: pages without live data never download it.
 */
export function createSubscriptionLink(
  status: SocketStatus,
  location: Location = window.location,
): ApolloLink {
  const socketUrl = graphqlWsUrl(location);
  return createLiveLink({
    status,
    open: (kind, reporter) =>
      kind === "socket"
        ? import("./wsLink").then((module) => module.createWsLink(socketUrl, reporter, status.resumeCursors))
        : import("./sseLink").then((module) => module.createSseLink(module.STREAM_PATH, reporter)),
    httpWorks,
    socketWorks: () => socketWorks(socketUrl),
  });
}

/** Every answer over HTTP tells the socket the server is up (a socket waiting to reconnect tries now). */
function createServerAnsweredLink(status: SocketStatus): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(tap((result) => isOfflineCopy(result) || status.answered())),
  );
}

export interface ApolloOptions {
  httpLink?: ApolloLink;
  wsLink?: ApolloLink;
  socketStatus?: SocketStatus;
  /** When queries were last answered; the window's focus refetches by it (spec §9). */
  fetchTimes?: FetchTimes;
  /** Whether getting the focus back refetches what is on screen (off in component tests). */
  watchFocus?: boolean;
  /** When answers nobody watches were last shown; swept every 30 s unless `sweepCache` is off. */
  cacheLifetime?: CacheLifetime;
  sweepCache?: boolean;
}

/**
 * Subscriptions travel over graphql-ws (Server-Sent Events where sockets are refused); queries and
 * mutations over HTTP. Spec §9's freshness: a query
 * mounted without a fetch policy of its own asks the server again only when its data is stale, the
 * window's focus refetches what is on screen, answers nobody watches leave memory after their cache time,
 * and answers about the forum, users and categories are kept in local storage for 5 minutes, shown at
 * once on the next visit. Each query's rules are its policy's (`queryPolicy.ts`).
 */
export function createApolloClient({
  httpLink,
  wsLink,
  socketStatus = appSocketStatus,
  fetchTimes = new FetchTimes(),
  watchFocus = true,
  cacheLifetime = new CacheLifetime(),
  sweepCache = true,
}: ApolloOptions = {}) {
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    wsLink ?? createSubscriptionLink(socketStatus),
    ApolloLink.from([
      createServerAnsweredLink(socketStatus),
      createFetchTimesLink(fetchTimes),
      cacheLifetime.link(),
      createPersistLink(fetchTimes),
      // below the links that keep answers, so they keep the answer the page shows
      createLatestReadLink(),
      httpLink ?? createHttpLink(),
    ]),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const watchQuery = client.watchQuery.bind(client);
  client.watchQuery = ((options) => {
    restorePersisted(client.cache, fetchTimes, options.query, options.variables);
    return watchQuery({
      ...options,
      fetchPolicy: options.fetchPolicy ?? fetchPolicyFor(fetchTimes, options.query, options.variables),
    });
  }) as typeof client.watchQuery;
  if (watchFocus && typeof window !== "undefined") refetchOnFocus(client, fetchTimes);
  if (sweepCache) cacheLifetime.sweepEvery(client);
  return client;
}
