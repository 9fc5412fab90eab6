import { ApolloLink, gql, type TypedDocumentNode } from "@apollo/client";
import { graphql, HttpResponse } from "msw";
import { EMPTY } from "rxjs";
import { describe, expect, it } from "vitest";
import { server, setupMockServer } from "../test/server";
import { createApolloClient, createHttpLink } from "./apollo";
import { createRetryLink, RETRY_DELAY } from "./queryRetry";

setupMockServer();

const QUERY: TypedDocumentNode<{ siteInfo: { contactEmail: string } }> = gql`
  query Probe {
    siteInfo {
      contactEmail
    }
  }
`;
const MUTATION = gql`
  mutation Poke {
    logout
  }
`;

/** A client whose retries wait 1 ms instead of 1 s: the counts are under test, not the clock. */
const client = () =>
  createApolloClient({
    httpLink: createHttpLink(undefined, createRetryLink({ initial: 1, max: 1, jitter: false })),
    wsLink: new ApolloLink(() => EMPTY),
  });

/** Answers every `name` request with `answer` and counts them. */
function answering(kind: "query" | "mutation", name: string, answer: () => Response) {
  const seen = { count: 0 };
  server.use(
    graphql[kind](name, () => {
      seen.count += 1;
      return answer();
    }),
  );
  return seen;
}

describe("retries over HTTP (spec §8, §9)", () => {
  it("waits 1 s before the first retry, doubling up to 30 s", () => {
    expect(RETRY_DELAY).toEqual({ initial: 1_000, max: 30_000, jitter: false });
  });

  it("tries a query that failed on the server three times in all", async () => {
    const seen = answering("query", "Probe", () => new HttpResponse("busy", { status: 503 }));
    await expect(client().query({ query: QUERY })).rejects.toThrow();
    expect(seen.count).toBe(3);
  });

  it("tries a query four times in all when the network fails", async () => {
    const seen = answering("query", "Probe", () => HttpResponse.error());
    await expect(client().query({ query: QUERY })).rejects.toThrow();
    expect(seen.count).toBe(4);
  });

  it("does not retry an answer that says Not Found, Unauthorized or Forbidden", async () => {
    for (const status of [401, 403, 404]) {
      const seen = answering("query", "Probe", () => HttpResponse.json({ message: "No" }, { status }));
      await expect(client().query({ query: QUERY })).rejects.toThrow();
      expect(seen.count).toBe(1);
    }
  });

  it("never retries an answer with GraphQL errors, and succeeds on a retry that works", async () => {
    const failing = answering("query", "Probe", () =>
      HttpResponse.json({ errors: [{ message: "Bad input", extensions: { code: "BAD_USER_INPUT" } }] }),
    );
    await expect(client().query({ query: QUERY })).rejects.toThrow("Bad input");
    expect(failing.count).toBe(1);

    let calls = 0;
    server.use(
      graphql.query("Probe", () =>
        ++calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ data: { siteInfo: { __typename: "SiteInfo", contactEmail: "a@b.eu" } } }),
      ),
    );
    const { data } = await client().query({ query: QUERY });
    expect(data?.siteInfo.contactEmail).toBe("a@b.eu");
    expect(calls).toBe(2);
  });

  it("retries a mutation twice after network failures, and never after an answer", async () => {
    const lost = answering("mutation", "Poke", () => HttpResponse.error());
    await expect(client().mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(lost.count).toBe(3);
    const answered = answering("mutation", "Poke", () => new HttpResponse("busy", { status: 503 }));
    await expect(client().mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(answered.count).toBe(1);
  });
});
