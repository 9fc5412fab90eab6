import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";
import { fetchWithTimeout } from "../lib/fetchWithTimeout";

const GRAPHQL_PATH = "/graphql";
const HTTP_TIMEOUT_MS = 15_000;

/**
 * The embedded map's GraphQL client: public queries over HTTP as a visitor. Unlike the app's client it
 * sends no session (no Authorization header, no cookie: credentials are omitted), keeps no answers in
 * local storage and opens no live socket, so a site that frames the map shares nothing with it.
 */
export function createEmbedClient() {
  return new ApolloClient({
    link: new HttpLink({
      uri: GRAPHQL_PATH,
      credentials: "omit",
      fetch: fetchWithTimeout(HTTP_TIMEOUT_MS),
    }),
    cache: new InMemoryCache(),
  });
}
