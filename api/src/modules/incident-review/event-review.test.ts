import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import type { Account } from "../../../test/accounts.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";

const STAFF_FIELDS = "status createdAt updatedAt reviewedAt rejectionReason reviewedBy { id username }";

describe("reviewing submissions", () => {
  let app: TestApp;
  let user: Account;
  let moderator: Account;
  let admin: Account;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
    [user, moderator, admin] = await Promise.all([
      accountWithRole(app, "user"),
      accountWithRole(app, "moderator"),
      accountWithRole(app, "admin"),
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  const pending = async () =>
    (await insertEvents(app, [{ status: "pending", title: "Drone over a port" }]))[0]!;

  const reviews = async (eventId: string) =>
    app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ action: string; reviewer_id: string; changes: Record<string, unknown> }>>(
        "select action, reviewer_id, changes from event_reviews where event_id = ? order by id",
        [eventId],
      );

  const APPROVE = `mutation ($id: ID!) { approveEvent(id: $id) { id ${STAFF_FIELDS} } }`;
  const REJECT = `mutation ($id: ID!, $reason: String!) { rejectEvent(id: $id, reason: $reason) { id status rejectionReason } }`;
  const UPDATE = `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id type title sourceUrl date latitude longitude } }`;
  const DELETE = `mutation ($id: ID!) { deleteEvent(id: $id) }`;
  const PENDING = `{ pendingEvents { totalCount edges { node { id title status } } } }`;

  it.each([
    ["a visitor", () => ({}), "UNAUTHENTICATED"],
    ["a member", () => bearer(user), "FORBIDDEN"],
  ])("refuses every review action to %s", async (_who, headers, code) => {
    const id = await pending();
    for (const [query, variables] of [
      [PENDING, {}],
      [APPROVE, { id }],
      [REJECT, { id, reason: "Spam" }],
      [UPDATE, { id, input: { title: "Changed" } }],
      [DELETE, { id }],
    ] as const) {
      const result = await app.graphql(query, variables, headers());
      expect(result.errors?.[0]?.extensions?.code).toBe(code);
    }
    expect(await reviews(id)).toEqual([]);
  });

  it("refuses the review fields of an event to visitors and members", async () => {
    const [id] = await insertEvents(app, [{ status: "approved" }]);
    for (const headers of [{}, bearer(user)]) {
      const result = await app.graphql(`query ($id: ID!) { event(id: $id) { id status } }`, { id }, headers);
      expect(result.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
  });

  it("lists pending submissions, oldest first, for moderators", async () => {
    const first = await pending();
    const second = await pending();
    const result = await app.graphql<{
      pendingEvents: { totalCount: number; edges: Array<{ node: { id: string } }> };
    }>(PENDING, {}, bearer(moderator));
    const ids = result.data!.pendingEvents.edges.map((e) => e.node.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(result.data!.pendingEvents.edges[0]!.node).toMatchObject({ status: "pending" });
    expect(result.data!.pendingEvents.totalCount).toBe(ids.length);
  });

  it.each([
    ["moderator", () => moderator],
    ["admin", () => admin],
  ])("lets a %s approve, making the event public, and records who did it", async (_role, who) => {
    const id = await pending();
    const result = await app.graphql(APPROVE, { id }, bearer(who()));
    expect(result.errors).toBeUndefined();
    expect(result.data!.approveEvent).toMatchObject({
      status: "approved",
      reviewedBy: { id: who().id, username: who().username },
      rejectionReason: null,
    });
    const visitor = await app.graphql(`query ($id: ID!) { event(id: $id) { id title } }`, { id });
    expect(visitor.data).toEqual({ event: { id, title: "Drone over a port" } });
    expect(await reviews(id)).toEqual([
      { action: "approve", reviewer_id: who().id, changes: { status: { from: "pending", to: "approved" } } },
    ]);
  });

  it("rejects with a reason, which is required", async () => {
    const id = await pending();
    const missing = await app.graphql(REJECT, { id, reason: "  " }, bearer(moderator));
    expect(missing.errors?.[0]).toMatchObject({
      message: messages.rejectionReasonRequired,
      extensions: { code: "BAD_USER_INPUT" },
    });
    const result = await app.graphql(REJECT, { id, reason: "Not a hostile incident" }, bearer(moderator));
    expect(result.data!.rejectEvent).toEqual({
      id,
      status: "rejected",
      rejectionReason: "Not a hostile incident",
    });
    expect((await app.graphql(`query ($id: ID!) { event(id: $id) { id } }`, { id })).data).toEqual({
      event: null,
    });
    expect((await reviews(id))[0]).toMatchObject({
      action: "reject",
      changes: { reason: "Not a hostile incident" },
    });
  });

  it("approves the selected submissions at once, each with its own review, audit line and version", async () => {
    const ids = [await pending(), await pending()];
    const APPROVE_ALL = `mutation ($ids: [ID!]!) { approveEvents(ids: $ids) { id status } }`;
    const result = await app.graphql(APPROVE_ALL, { ids }, bearer(moderator));
    expect(result.errors).toBeUndefined();
    expect(result.data!.approveEvents).toEqual(ids.map((id) => ({ id, status: "approved" })));
    const db = app.orm.em.fork().getConnection();
    for (const id of ids) {
      expect(await reviews(id)).toEqual([
        {
          action: "approve",
          reviewer_id: moderator.id,
          changes: { status: { from: "pending", to: "approved" } },
        },
      ]);
      const audit = await db.execute(
        "select 1 from staff_actions where action = 'event.approve' and target_id = ?",
        [id],
      );
      expect(audit).toHaveLength(1);
      const versions = await db.execute("select action from incident_versions where event_id = ?", [id]);
      expect(versions).toEqual([{ action: "published" }]);
    }
    // a member may not, and a selection is one page of the queue at most
    const member = await app.graphql(APPROVE_ALL, { ids: [await pending()] }, bearer(user));
    expect(member.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    for (const many of [[], Array.from({ length: 101 }, (_, i) => String(i + 1))]) {
      const refused = await app.graphql(APPROVE_ALL, { ids: many }, bearer(moderator));
      expect(refused.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
  });

  it("rejects the selected submissions with one reason, required before any is rejected", async () => {
    const ids = [await pending(), await pending()];
    const REJECT_ALL = `mutation ($ids: [ID!]!, $reason: String!) { rejectEvents(ids: $ids, reason: $reason) { id status rejectionReason } }`;
    const missing = await app.graphql(REJECT_ALL, { ids, reason: " " }, bearer(moderator));
    expect(missing.errors?.[0]).toMatchObject({
      message: messages.rejectionReasonRequired,
      extensions: { code: "BAD_USER_INPUT" },
    });
    for (const id of ids) expect(await reviews(id)).toEqual([]);
    const result = await app.graphql(REJECT_ALL, { ids, reason: "Duplicates of one report" }, bearer(admin));
    expect(result.data!.rejectEvents).toEqual(
      ids.map((id) => ({ id, status: "rejected", rejectionReason: "Duplicates of one report" })),
    );
    for (const id of ids) {
      expect((await reviews(id))[0]).toMatchObject({ action: "reject", reviewer_id: admin.id });
    }
  });

  it("edits any field with the submission rules, recording each change", async () => {
    const id = await pending();
    const input = {
      type: "chinese",
      title: "  Cable damaged in the Baltic  ",
      sourceUrl: "https://example.org/edited",
      date: "2024-02-03",
      latitude: 59.1,
      longitude: 22.4,
    };
    const result = await app.graphql(UPDATE, { id, input }, bearer(admin));
    expect(result.data!.updateEvent).toEqual({ id, ...input, title: "Cable damaged in the Baltic" });
    const [review] = await reviews(id);
    expect(review).toMatchObject({
      action: "update",
      changes: {
        type: { from: "russian", to: "chinese" },
        title: { from: "Drone over a port", to: "Cable damaged in the Baltic" },
        latitude: { from: 50, to: 59.1 },
      },
    });
    const invalid = await app.graphql(
      UPDATE,
      { id, input: { latitude: 95, date: "2999-01-01" } },
      bearer(admin),
    );
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { latitude: messages.latitudeOutOfRange, date: messages.dateInFuture },
    });
  });

  it("sets the kind of attack, and the country again when the location moves", async () => {
    const id = await pending();
    const KIND = `mutation ($id: ID!, $input: UpdateEventInput!) {
      updateEvent(id: $id, input: $input) { id kind country countryName latitude longitude } }`;
    // the default location (50, 10) is in Germany
    const kindOnly = await app.graphql(KIND, { id, input: { kind: "espionage" } }, bearer(moderator));
    expect(kindOnly.data!.updateEvent).toMatchObject({ kind: "espionage", country: "DE" });
    const moved = await app.graphql(
      KIND,
      { id, input: { latitude: 54.35, longitude: 18.65 } },
      bearer(moderator),
    );
    expect(moved.data!.updateEvent).toMatchObject({
      kind: "espionage",
      country: "PL",
      countryName: "Poland",
    });
    const [kindReview, moveReview] = await reviews(id);
    expect(kindReview!.changes).toEqual({ kind: { from: "other", to: "espionage" } });
    expect(moveReview!.changes).toMatchObject({ country: { from: "DE", to: "PL" } });
    const wrong = await app.graphql(KIND, { id, input: { kind: "piracy" } }, bearer(moderator));
    expect(wrong.errors?.[0]?.message).toMatch(/kind/i);
  });

  it("stores a moderator's coordinates to 7 decimal places (a subnormal latitude as 0)", async () => {
    const id = await pending();
    const result = await app.graphql(
      UPDATE,
      { id, input: { latitude: 5e-324, longitude: 18.000000049 } },
      bearer(moderator),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateEvent).toMatchObject({ latitude: 0, longitude: 18 });
  });

  it("refuses an edit to a source that another event already has", async () => {
    const [taken] = await insertEvents(app, [{ sourceUrl: "https://example.org/taken" }]);
    const id = await pending();
    const result = await app.graphql(
      UPDATE,
      { id, input: { sourceUrl: "https://EXAMPLE.org/taken#top" } },
      bearer(moderator),
    );
    expect(result.errors?.[0]).toMatchObject({
      message: messages.sourceAlreadySubmitted,
      extensions: { code: "CONFLICT" },
    });
    expect(taken).toBeDefined();
  });

  it("deletes an event, keeping what it was in the audit record", async () => {
    const id = await pending();
    expect((await app.graphql(DELETE, { id }, bearer(moderator))).data).toEqual({ deleteEvent: true });
    const again = await app.graphql(DELETE, { id }, bearer(moderator));
    expect(again.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await reviews(id)).toEqual([
      {
        action: "delete",
        reviewer_id: moderator.id,
        changes: {
          deleted: expect.objectContaining({ title: "Drone over a port", status: "pending" }) as unknown,
        },
      },
    ]);
  });

  it("shows moderators a pending event by id, and visitors nothing", async () => {
    const id = await pending();
    const staff = await app.graphql(
      `query ($id: ID!) { event(id: $id) { id status } }`,
      { id },
      bearer(moderator),
    );
    expect(staff.data).toEqual({ event: { id, status: "pending" } });
    const member = await app.graphql(`query ($id: ID!) { event(id: $id) { id } }`, { id }, bearer(user));
    expect(member.data).toEqual({ event: null });
  });
});
