import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import type { Account } from "../../../../test/accounts.js";
import { accountWithRole, bearer, insertEvents } from "../../../../test/events.js";
import { encodeCursor } from "../../../core/cursor.js";

// Each is a date JavaScript's Date.parse accepts and PostgreSQL refuses.
const LOOSE_INSTANTS = ["2024", "1", "Tue 2024", "0000-01-01T00:00:00.000Z", "+275760-09-13T00:00:00.000Z"];

describe("page cursors from clients", () => {
  let app: TestApp;
  let moderator: Account;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
    moderator = await accountWithRole(app, "moderator");
    await insertEvents(app, [{ status: "pending" }, { status: "pending" }, { status: "approved" }]);
  });

  afterAll(async () => {
    await app?.close();
  });

  const PENDING = `query ($after: String) { pendingEvents(first: 1, after: $after) { edges { node { id } } pageInfo { endCursor } } }`;
  const EVENTS = `query ($after: String) { events(first: 1, after: $after) { edges { node { id } } } }`;

  const refusedAsInvalid = (result: Awaited<ReturnType<TestApp["graphql"]>>) =>
    expect(result.errors?.[0]).toMatchObject({
      message: apiMessages.cursorInvalid,
      extensions: { code: "BAD_USER_INPUT", fields: { after: apiMessages.cursorInvalid } },
    });

  it.each(LOOSE_INSTANTS)("refuses a moderator cursor made of %j as invalid", async (instant) => {
    const result = await app.graphql(PENDING, { after: encodeCursor([instant, "1"]) }, bearer(moderator));
    refusedAsInvalid(result);
  });

  it.each([
    ["a day PostgreSQL has no year for", ["0000-01-01", "1"]],
    ["a time instead of a day", ["2024-01-01T00:00:00.000Z", "1"]],
    ["an id beyond bigint", ["2024-01-01", "99999999999999999999"]],
    ["a negative id", ["2024-01-01", "-1"]],
    ["three parts", ["2024-01-01", "1", "x"]],
  ])("refuses a research cursor with %s", async (_case, parts) => {
    refusedAsInvalid(await app.graphql(EVENTS, { after: encodeCursor(parts) }));
  });

  it.each(["%%%", "", "W10", "bnVsbA"])(
    "refuses or ignores undecodable cursor %j without a server error",
    async (after) => {
      const result = await app.graphql(EVENTS, { after });
      if (after === "") expect(result.errors).toBeUndefined();
      else refusedAsInvalid(result);
    },
  );

  it("still pages the moderators' queue with the cursors it hands out", async () => {
    const first = await app.graphql<{ pendingEvents: { pageInfo: { endCursor: string } } }>(
      PENDING,
      {},
      bearer(moderator),
    );
    const after = first.data!.pendingEvents.pageInfo.endCursor;
    const second = await app.graphql<{ pendingEvents: { edges: unknown[] } }>(
      PENDING,
      { after },
      bearer(moderator),
    );
    expect(second.errors).toBeUndefined();
    expect(second.data!.pendingEvents.edges).toHaveLength(1);
  });
});
