import { ApolloLink } from "@apollo/client";
import { print } from "graphql";
import { createClient } from "graphql-sse";
import { Observable } from "rxjs";
import { storedBearer } from "../lib/authToken";
import type { LiveReporter, LiveTransport } from "./liveLink";
import { createReconnectPolicy } from "./socketRetry";

/** Where subscriptions run over Server-Sent Events (decision 093). */
export const STREAM_PATH = "/graphql/stream";

/**
 * Subscriptions over Server-Sent Events, graphql-sse's distinct connections (one request per
 * subscription), for networks that refuse WebSockets. It retries as the socket does: a short wait
 * doubling to 8 s, cut short when the server answers another call.
 */
export function createSseLink(url: string, reporter: LiveReporter): LiveTransport {
  const policy = createReconnectPolicy();
  const stopListening = reporter.onAnswered(() => policy.serverAnswered());
  const client = createClient({
    url,
    credentials: "include",
    // read at each request, so a sign-in or sign-out is picked up by the next subscription
    headers: (): Record<string, string> => {
      const authorization = storedBearer();
      return authorization ? { authorization } : {};
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    retry: (retries) => policy.wait(retries),
    on: {
      connecting: (reconnecting) => {
        if (reconnecting) reporter.set("closed");
      },
      connected: (reconnected) => {
        policy.connected();
        reporter.set("connected", reconnected);
      },
    },
  });
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) =>
        client.subscribe(
          {
            query: print(operation.query),
            variables: operation.variables,
            operationName: operation.operationName,
          },
          {
            next: (result) => observer.next(result as ApolloLink.Result),
            error: (error) => observer.error(error),
            complete: () => observer.complete(),
          },
        ),
      ),
  );
  return {
    link,
    dispose() {
      stopListening();
      client.dispose();
    },
  };
}
