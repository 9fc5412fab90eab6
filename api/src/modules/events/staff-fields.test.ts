import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";

type Node = Record<string, unknown> & { id: string; title: string };

describe("a visitor asking the research API for staff-only fields", () => {
  let app: TestApp;
  let id: string;

  beforeAll(async () => {
    app = await startTestApp();
    id = (await insertEvents(app, [{ title: "Public incident" }]))[0]!;
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each(["status", "createdAt", "history { id }", "likelyDuplicates { sameSource }"])(
    "gets a FORBIDDEN field error for %s and the rest of the answer",
    async (field) => {
      const result = await app.graphql<{ events: { edges: Array<{ node: Node }> } }>(
        `{ events(first: 5) { edges { node { id title ${field} } } } }`,
      );
      const name = field.split(" ")[0]!;
      expect(result.data?.events.edges.map((edge) => edge.node)).toEqual([
        { id, title: "Public incident", [name]: null },
      ]);
      expect(result.errors?.[0]).toMatchObject({ path: ["events", "edges", 0, "node", name] });
      expect(["FORBIDDEN", "UNAUTHENTICATED"]).toContain(result.errors?.[0]?.extensions?.code);
    },
  );

  it("still gives staff the fields", async () => {
    const moderator = await accountWithRole(app, "moderator");
    const result = await app.graphql<{ events: { edges: Array<{ node: Node }> } }>(
      `{ events(first: 5) { edges { node { id status history { id } } } } }`,
      {},
      bearer(moderator),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.events.edges[0]!.node).toEqual({ id, status: "approved", history: [] });
  });

  it("answers a first beyond 500 with BAD_USER_INPUT naming first, as documented, not a cost error", async () => {
    for (const first of [501, 100000]) {
      const result = await app.graphql(`{ events(first: ${first}) { edges { node { id title } } } }`);
      expect(result.errors?.[0]?.extensions, String(first)).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { first: apiMessages.eventsFirstOutOfRange },
      });
    }
    // five full pages are still too costly
    const pages = [1, 2, 3, 4, 5].map((n) => `p${n}: events(first: 500) { edges { node { id } } }`).join(" ");
    const costly = await app.graphql(`{ ${pages} }`);
    expect(costly.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });
});
