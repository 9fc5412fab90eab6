import { ApolloLink, gql, type TypedDocumentNode } from "@apollo/client";
import { graphql, HttpResponse } from "msw";
import { EMPTY } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { clearStoredSession } from "../features/auth";
import { noRetry } from "../test/render";
import { server, setupMockServer } from "../test/server";
import { createApolloClient, createHttpLink } from "./apollo";
import { FetchTimes, refetchOnFocus, staleAfterMs } from "./freshness";

setupMockServer();

type Answer = { siteInfo: { contactEmail: string } };
const probe = (name: string): TypedDocumentNode<Answer> =>
  gql(`query ${name} { siteInfo { contactEmail } }`) as TypedDocumentNode<Answer>;

/** Counts the server's answers to `name`. */
function counting(name: string) {
  const seen = { count: 0 };
  server.use(
    graphql.query(name, () => {
      seen.count += 1;
      return HttpResponse.json({ data: { siteInfo: { __typename: "SiteInfo", contactEmail: "a@b.eu" } } });
    }),
  );
  return seen;
}

let clock = 1_000_000;
const times = new FetchTimes(() => clock);
/** A page's client; a new FetchTimes stands for a new page load (nothing answered yet in memory). */
const client = (fetchTimes = times) =>
  createApolloClient({
    httpLink: createHttpLink(undefined, noRetry),
    wsLink: new ApolloLink(() => EMPTY),
    fetchTimes,
    watchFocus: false,
    sweepCache: false,
  });

/**
 * Mounts a query as a page would (watchQuery, no fetch policy of its own) until its data is there, and
 * keeps it on screen until the test ends.
 */
async function mount(apollo: ReturnType<typeof client>, query: TypedDocumentNode<Answer>) {
  let shown = false;
  const subscription = apollo
    .watchQuery({ query })
    .subscribe((result) => (shown ||= result.dataState === "complete" && !result.loading));
  stops.push(() => subscription.unsubscribe());
  await expect.poll(() => shown).toBe(true);
}

const stops: Array<() => void> = [];
afterEach(() => {
  while (stops.length) stops.pop()!();
});

describe("freshness of query results (spec §9)", () => {
  it("is 30 s by default, 5 s for threads and posts, 5 min for the member's own session", () => {
    expect(staleAfterMs("SiteInfo")).toBe(30_000);
    expect(staleAfterMs("ThreadPage")).toBe(5_000);
    expect(staleAfterMs("PostLocation")).toBe(5_000);
    expect(staleAfterMs("Me")).toBe(300_000);
  });

  it("asks the server again on mount only once the cached result is stale", async () => {
    const seen = counting("Fresh");
    const apollo = client();
    await mount(apollo, probe("Fresh"));
    clock += 29_000;
    await mount(apollo, probe("Fresh"));
    expect(seen.count).toBe(1);
    clock += 2_000;
    await mount(apollo, probe("Fresh"));
    await expect.poll(() => seen.count).toBe(2);
  });

  it("refetches on focus what is over 2 minutes old, and thread queries always", async () => {
    const general = counting("Listing");
    const thread = counting("ThreadProbe");
    const apollo = client();
    await mount(apollo, probe("Listing"));
    await mount(apollo, probe("ThreadProbe"));
    stops.push(refetchOnFocus(apollo, times));

    window.dispatchEvent(new Event("focus"));
    await expect.poll(() => thread.count).toBe(2);
    expect(general.count).toBe(1);

    clock += 121_000;
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // one refetch per focus within a second
    window.dispatchEvent(new Event("focus"));
    await expect.poll(() => general.count).toBe(2);
    await expect.poll(() => thread.count).toBe(3);
  });
});

describe("answers kept in local storage (spec §9)", () => {
  afterEach(() => localStorage.clear());

  it("shows a forum answer from an earlier visit at once, and asks the server again once it is stale", async () => {
    const seen = counting("ForumProbe");
    await mount(client(), probe("ForumProbe"));
    expect(Object.keys(localStorage).some((key) => key.includes("ForumProbe"))).toBe(true);

    // a new page load: a new client, an empty cache in memory
    clock += 10_000;
    const fresh = client(new FetchTimes(() => clock));
    await mount(fresh, probe("ForumProbe"));
    expect(seen.count).toBe(1);
    expect(fresh.readQuery({ query: probe("ForumProbe") })?.siteInfo.contactEmail).toBe("a@b.eu");

    clock += 6 * 60_000; // past the 5 minutes it is kept
    await mount(client(new FetchTimes(() => clock)), probe("ForumProbe"));
    expect(seen.count).toBe(2);
  });

  it("keeps no answer of other queries, nor of staff screens, and forgets all at sign-out", async () => {
    counting("SiteProbe");
    counting("AdminUserProbe");
    counting("UserProbe");
    const apollo = client();
    await mount(apollo, probe("SiteProbe"));
    await mount(apollo, probe("AdminUserProbe"));
    await mount(apollo, probe("UserProbe"));
    const kept = () => Object.keys(localStorage).filter((key) => key.startsWith("apollo-result:"));
    expect(kept()).toEqual([expect.stringContaining("UserProbe")]);
    expect(kept()[0]).not.toContain("Admin");
    clearStoredSession();
    expect(kept()).toEqual([]);
  });
});
