import { ApolloLink, gql, type TypedDocumentNode } from "@apollo/client";
import { graphql, HttpResponse } from "msw";
import { EMPTY } from "rxjs";
import { describe, expect, it } from "vitest";
import { noRetry } from "../test/render";
import { server, setupMockServer } from "../test/server";
import { createApolloClient, createHttpLink } from "./apollo";
import { CacheLifetime } from "./cacheLifetime";
import { sweep } from "./cacheSweep";

setupMockServer();

type Answer = { siteInfo: { contactEmail: string } };
const probe = (name: string): TypedDocumentNode<Answer> =>
  gql(`query ${name}($id: ID) { siteInfo(id: $id) { contactEmail } }`) as TypedDocumentNode<Answer>;

function setUp() {
  const clock = { now: 1_000_000 };
  const lifetime = new CacheLifetime(() => clock.now);
  for (const name of ["Probe", "Me"])
    server.use(
      graphql.query(name, () =>
        HttpResponse.json({ data: { siteInfo: { __typename: "SiteInfo", contactEmail: "a@b.eu" } } }),
      ),
    );
  const client = createApolloClient({
    httpLink: createHttpLink(undefined, noRetry),
    wsLink: new ApolloLink(() => EMPTY),
    watchFocus: false,
    cacheLifetime: lifetime,
    sweepCache: false,
  });
  const cached = (name: string) => client.cache.readQuery({ query: probe(name), variables: { id: "7" } });
  return { clock, lifetime, client, cached };
}

describe("the in-memory cache's time (spec §9)", () => {
  it("drops an answer nothing has shown for 5 minutes", async () => {
    const { clock, lifetime, client, cached } = setUp();
    await client.query({ query: probe("Probe"), variables: { id: "7" } });
    clock.now += 299_999;
    expect(sweep(lifetime, client)).toEqual([]);
    expect(cached("Probe")).not.toBeNull();
    clock.now += 1;
    expect(sweep(lifetime, client)).toEqual([{ name: "Probe", variables: { id: "7" } }]);
    expect(cached("Probe")).toBeNull();
  });

  it("keeps the member's own session 10 minutes", async () => {
    const { clock, lifetime, client, cached } = setUp();
    await client.query({ query: probe("Me"), variables: { id: "7" } });
    clock.now += 300_000;
    sweep(lifetime, client);
    expect(cached("Me")).not.toBeNull();
    clock.now += 300_000;
    sweep(lifetime, client);
    expect(cached("Me")).toBeNull();
  });

  it("keeps what a query on screen shows, and counts from when it last did", async () => {
    const { clock, lifetime, client, cached } = setUp();
    let shown = false;
    const watching = client
      .watchQuery({ query: probe("Probe"), variables: { id: "7" } })
      .subscribe((result) => (shown ||= result.dataState === "complete"));
    await expect.poll(() => shown).toBe(true);
    clock.now += 600_000;
    sweep(lifetime, client);
    expect(cached("Probe")).not.toBeNull();
    watching.unsubscribe();
    clock.now += 299_999;
    sweep(lifetime, client);
    expect(cached("Probe")).not.toBeNull();
    clock.now += 1;
    sweep(lifetime, client);
    expect(cached("Probe")).toBeNull();
  });
});
