import { ApolloLink, gql } from "@apollo/client";
import { graphql, HttpResponse } from "msw";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { siteInfoQuery } from "../components/siteInfo.graphql";
import { server, setupMockServer } from "../test/server";
import { createApolloClient, createHttpLink, graphqlWsUrl } from "./apollo";

setupMockServer();

function recordAuthorization() {
  const seen: (string | null)[] = [];
  server.use(
    graphql.query("SiteInfo", ({ request }) => {
      seen.push(request.headers.get("authorization"));
      return HttpResponse.json({
        data: { siteInfo: { __typename: "SiteInfo", contactEmail: "a@example.org" } },
      });
    }),
  );
  return seen;
}

/** A terminating link that answers every operation and notes which link carried it. */
function recordingLink(name: string, log: string[]) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        log.push(`${name}:${operation.operationName}`);
        observer.next({ data: { ticked: { __typename: "Tick", id: "1" } } });
        observer.complete();
      }),
  );
}

describe("graphqlWsUrl", () => {
  it("uses ws on a plain http page and wss on https, on the same host", () => {
    expect(graphqlWsUrl({ protocol: "http:", host: "localhost:5173" })).toBe("ws://localhost:5173/graphql");
    expect(graphqlWsUrl({ protocol: "https:", host: "incidentwatch.eu" })).toBe(
      "wss://incidentwatch.eu/graphql",
    );
  });
});

describe("createApolloClient", () => {
  const noSocket = new ApolloLink(() => new Observable((observer) => observer.complete()));

  it("sends the stored token as a Bearer authorization header", async () => {
    const seen = recordAuthorization();
    localStorage.setItem("token", "secret-session");
    const client = createApolloClient({ httpLink: createHttpLink(), wsLink: noSocket });
    await client.query({ query: siteInfoQuery });
    expect(seen).toEqual(["Bearer secret-session"]);
  });

  it("sends no authorization header when no token is stored", async () => {
    const seen = recordAuthorization();
    const client = createApolloClient({ httpLink: createHttpLink(), wsLink: noSocket });
    await client.query({ query: siteInfoQuery });
    expect(seen).toEqual([null]);
  });

  it("sends subscriptions over the socket and queries over HTTP", async () => {
    const log: string[] = [];
    const client = createApolloClient({
      httpLink: recordingLink("http", log),
      wsLink: recordingLink("ws", log),
    });
    await client.query({
      query: gql`
        query Clock {
          ticked {
            id
          }
        }
      `,
    });
    await new Promise<void>((resolve) => {
      client
        .subscribe({
          query: gql`
            subscription Ticks {
              ticked {
                id
              }
            }
          `,
        })
        .subscribe({ complete: resolve });
    });
    expect(log).toEqual(["http:Clock", "ws:Ticks"]);
  });
});

describe("a request asked for fresh (spec §7)", () => {
  it("carries a cache-busting query; others do not", async () => {
    const urls: string[] = [];
    server.use(
      graphql.query("SiteInfo", ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ data: { siteInfo: { __typename: "SiteInfo", contactEmail: "a@b.eu" } } });
      }),
    );
    const client = createApolloClient({
      httpLink: createHttpLink(),
      wsLink: new ApolloLink(() => new Observable((observer) => observer.complete())),
      sweepCache: false,
    });
    await client.query({ query: siteInfoQuery, fetchPolicy: "network-only" });
    await client.query({ query: siteInfoQuery, fetchPolicy: "network-only", context: { forceFresh: true } });
    expect(new URL(urls[0]!).searchParams.has("_nocache")).toBe(false);
    expect(Number(new URL(urls[1]!).searchParams.get("_nocache"))).toBeGreaterThan(0);
  });
});
