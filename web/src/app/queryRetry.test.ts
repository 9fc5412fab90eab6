import { gql, type TypedDocumentNode } from "@apollo/client";
import { graphql, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server, setupMockServer } from "../test/server";
import { queryPolicy, retryDelayMs } from "./queryPolicy";
import { createRetryingTestClient } from "../test/render";

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

/** The app's client whose retries wait 1 ms instead of 1 s: the counts are under test, not the clock. */
const client = createRetryingTestClient;

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

const lost = () => HttpResponse.error();
const busy = () => new HttpResponse("busy", { status: 503 });

describe("retries over HTTP (spec §8, §9)", () => {
  it("waits 1 s before the first retry, doubling up to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it("tries a default query that failed on the server 1 + 2 times", async () => {
    const seen = answering("query", "Probe", busy);
    await expect(client().query({ query: QUERY })).rejects.toThrow();
    expect(seen.count).toBe(3);
  });

  it("tries a default query 1 + 3 times when the network fails", async () => {
    const seen = answering("query", "Probe", lost);
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
    const dropped = answering("mutation", "Poke", lost);
    await expect(client().mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(dropped.count).toBe(3);
    const answered = answering("mutation", "Poke", busy);
    await expect(client().mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(answered.count).toBe(1);
  });
});

describe("the kinds of query", () => {
  it("say who retries them and how often", () => {
    expect(queryPolicy("ForumData")).toMatchObject({ retries: 3, networkRetries: 3, retriedBy: "caller" });
    expect(queryPolicy("Me")).toMatchObject({ retries: 1, networkRetries: 1, retriedBy: "caller" });
    expect(queryPolicy("Notifications")).toMatchObject({ retries: 0, networkRetries: 0 });
    expect(queryPolicy("Probe")).toMatchObject({ retries: 2, networkRetries: 3, retriedBy: "link" });
    expect(queryPolicy("ThreadPage")).toMatchObject({ retries: 2, networkRetries: 3, retriedBy: "link" });
  });
});
