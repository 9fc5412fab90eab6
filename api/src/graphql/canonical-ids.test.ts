import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Kind } from "graphql";
import { messages } from "@incident-watch/schema";
import { ID } from "../core/ids.js";
import { startForumApp, startThread, type Member } from "../../test/forum.js";
import type { TestApp } from "../../test/app.js";

const THREAD = "query ($id: ID!) { thread(id: $id) { id } }";

describe("ids sent to the GraphQL API", () => {
  let app: TestApp;
  let member: Member;
  let threadId: string;

  beforeAll(async () => {
    const forum = await startForumApp({ members: [{}], categories: ["General"] });
    app = forum.app;
    [member] = forum.members;
    ({ threadId } = await startThread(app, member, forum.categoryIds[0]));
  });

  afterAll(async () => {
    await app?.close();
  });

  it("reach the resolvers in one spelling: an integer without leading zeros", async () => {
    const padded = await app.graphql<{ thread: { id: string } }>(THREAD, { id: `000${threadId}` });
    expect(padded.data?.thread.id).toBe(threadId);
    const asNumber = await app.graphql<{ thread: { id: string } }>(THREAD, { id: Number(threadId) });
    expect(asNumber.data?.thread.id).toBe(threadId);
  });

  it("reach the resolvers in one spelling: a UUID in lower case", () => {
    const uuid = "3f2c1a9e-8b7d-4c6e-9f10-a1b2c3d4e5f6";
    expect(ID.parseValue(uuid.toUpperCase())).toBe(uuid);
    expect(ID.parseLiteral({ kind: Kind.STRING, value: uuid.toUpperCase() })).toBe(uuid);
  });

  it.each([
    ["a word", "latest"],
    ["a negative number", "-5"],
    ["a number too long to be an id", "1".repeat(30)],
    ["a UUID with a letter out of place", "0000000g-0000-0000-0000-000000000000"],
  ])("refuses %s as a variable with 400 BAD_USER_INPUT", async (_case, id) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: THREAD, variables: { id } }),
    });
    const body = (await response.json()) as {
      errors: Array<{ message: string; extensions: { code: string } }>;
    };
    expect(response.status).toBe(400);
    expect(body.errors[0]?.extensions.code).toBe("BAD_USER_INPUT");
    expect(body.errors[0]?.message).toContain(messages.idInvalid);
  });

  it("refuses a malformed id written into the query with 400", async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: '{ thread(id: "latest") { id } }' }),
    });
    const body = (await response.json()) as { errors: Array<{ message: string }> };
    expect(response.status).toBe(400);
    expect(body.errors[0]?.message).toContain(messages.idInvalid);
  });
});
