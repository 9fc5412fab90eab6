import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { registerAccount } from "../../test/accounts.js";
import { startTestApp, type TestApp } from "../../test/app.js";

const page = (alias: string, first: string) =>
  `${alias}: events(first: ${first}) { totalCount edges { cursor node { id type title sourceUrl date latitude longitude } } }`;

describe("query cost", () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = (await registerAccount(app)).token;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lets a researcher ask for the largest page, written inline or as a variable", async () => {
    const inline = await app.graphql(`{ ${page("a", "500")} }`);
    expect(inline.errors).toBeUndefined();
    const variable = await app.graphql(`query ($n: Int) { ${page("a", "$n")} }`, { n: 500 });
    expect(variable.errors).toBeUndefined();
  });

  it("refuses a query that could return more objects than the limit, whether first is inline or a variable", async () => {
    const inline = await app.graphql(
      `{ ${["a", "b", "c", "d", "e", "f"].map((alias) => page(alias, "500")).join(" ")} }`,
    );
    expect(inline.status, JSON.stringify(inline)).toBe(400);
    expect(inline.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(inline.errors?.[0]?.message).toMatch(/too costly/);
    const variable = await app.graphql(
      `query ($n: Int) { ${["a", "b", "c", "d", "e", "f"].map((alias) => page(alias, "$n")).join(" ")} }`,
      { n: 500 },
    );
    expect(variable.status).toBe(400);
    expect(variable.errors?.[0]?.message).toMatch(/too costly/);
  });

  it("counts mapPoints, which returns every incident, like the largest research page: five pass, fifteen aliases are refused", async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `m${i}: mapPoints { ids types coordinates }`).join(" ")} }`;
    const five = await app.graphql(aliases(5));
    expect(five.errors).toBeUndefined();
    const fifteen = await app.graphql(aliases(15));
    expect(fifteen.status).toBe(400);
    expect(fifteen.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(fifteen.errors?.[0]?.message).toMatch(/too costly: it may return 15000 objects/);
  });

  it("counts a page of posts as twenty posts with their HTML: seven aliases of one pass, fifteen are refused", async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `t${i}: thread(id: "1") { posts(page: 1) { posts { id html } } }`).join(" ")} }`;
    // each alias: the thread, its page, and 20 posts of 1 object plus 20 for the HTML
    const perPage = 1 + 1 + 20 * (1 + 20);
    const seven = await app.graphql(aliases(7));
    expect(seven.errors).toBeUndefined();
    const fifteen = await app.graphql(aliases(15));
    expect(fifteen.status).toBe(400);
    expect(fifteen.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(fifteen.errors?.[0]?.message).toMatch(`too costly: it may return ${15 * perPage} objects`);
  });

  it("weighs a post's HTML twice its Markdown and adds up aliases of the same field", async () => {
    const selection = (fields: string) =>
      `{ ${Array.from({ length: 12 }, (_, i) => `t${i}: thread(id: "1") { posts(page: 1) { posts { ${fields} } } }`).join(" ")} }`;
    // 12 aliases of 20 posts: with the Markdown (10 each) they fit in 5,000, with the HTML (20 each) not
    const markdown = await app.graphql(selection("markdown"));
    expect(markdown.errors).toBeUndefined();
    const html = await app.graphql(selection("html"));
    expect(html.status).toBe(400);
    expect(html.errors?.[0]?.message).toMatch(`it may return ${12 * (2 + 20 * 21)} objects`);
  });

  it("applies the same cost limit on the socket, counted for each operation's variables", async () => {
    const client = createClient({
      url: app.url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      // the socket is for signed-in members
      connectionParams: { authorization: `Bearer ${token}` },
    });
    try {
      const query = `query ($n: Int) { ${["a", "b", "c", "d", "e", "f"].map((alias) => page(alias, "$n")).join(" ")} }`;
      // the same text is checked once; a costlier page of it is still refused
      const cheap = await new Promise<unknown>((resolve, reject) => {
        client.subscribe(
          { query, variables: { n: 5 } },
          { next: resolve, error: reject, complete: () => {} },
        );
      });
      expect(cheap).toMatchObject({ data: { a: { totalCount: expect.any(Number) as unknown } } });
      const error = await new Promise((resolve, reject) => {
        client.subscribe(
          { query, variables: { n: 500 } },
          { next: reject, error: resolve, complete: () => {} },
        );
      });
      expect(JSON.stringify(error)).toMatch(/too costly/);
    } finally {
      await client.dispose();
    }
  });
});
