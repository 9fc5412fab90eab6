import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { insertEvents } from "../../../test/events.js";
import { forumMember, type Member } from "../../../test/forum.js";

const AUDIT = `query ($first: Int, $after: String, $actorId: ID, $action: String, $targetType: AuditTarget, $targetId: String) {
  auditLog(first: $first, after: $after, actorId: $actorId, action: $action, targetType: $targetType, targetId: $targetId) {
    pageInfo { hasNextPage endCursor }
    edges { node { action targetType targetId targetLabel reason details bySystem createdAt actor { username } } }
  } }`;

type Errors = Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
const code = (errors: Errors) => errors?.[0]?.extensions?.code;

interface Entry {
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string | null;
  reason: string | null;
  details: string;
  actor: { username: string } | null;
}

describe("the audit log screen's API", () => {
  let app: TestApp;
  let moderator: Member;
  let admin: Member;
  let eventIds: string[];

  beforeAll(async () => {
    app = await startTestApp();
    moderator = await forumMember(app, { role: "moderator", username: "audit_mod" });
    admin = await forumMember(app, { role: "admin", username: "audit_admin" });
    eventIds = await insertEvents(app, [
      { status: "pending", title: "Cable cut" },
      { status: "pending", title: "Drone sighting" },
      { status: "pending", title: "Arson" },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  const log = (by: Member, variables: Record<string, unknown> = {}) =>
    app.graphql<{
      auditLog: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: Array<{ node: Entry }> };
    }>(AUDIT, variables, by.headers);

  it("records every incident review action with who, what and why", async () => {
    const [a, b, c] = eventIds as [string, string, string];
    await app.graphql(`mutation ($id: ID!) { approveEvent(id: $id) { id } }`, { id: a }, moderator.headers);
    await app.graphql(
      `mutation ($id: ID!, $reason: String!) { rejectEvent(id: $id, reason: $reason) { id } }`,
      { id: b, reason: "Not an attack" },
      moderator.headers,
    );
    await app.graphql(
      `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }`,
      { id: c, input: { title: "Arson at a depot" } },
      admin.headers,
    );
    await app.graphql(`mutation ($id: ID!) { deleteEvent(id: $id) }`, { id: c }, admin.headers);
    const result = await log(moderator, { targetType: "event" });
    const entries = result.data!.auditLog.edges.map((e) => e.node);
    expect(entries.map((e) => [e.action, e.targetId, e.actor?.username, e.reason])).toEqual([
      ["event.delete", c, "audit_admin", null],
      ["event.update", c, "audit_admin", null],
      ["event.reject", b, "audit_mod", "Not an attack"],
      ["event.approve", a, "audit_mod", null],
    ]);
    expect(entries[1]!.targetLabel).toBe("Arson at a depot");
    expect(JSON.parse(entries[1]!.details)).toEqual({ title: { from: "Arson", to: "Arson at a depot" } });
    expect(JSON.parse(entries[3]!.details)).toEqual({ status: { from: "pending", to: "approved" } });
  });

  it("filters by staff member, action and target, and pages newest first", async () => {
    const byAdmin = await log(moderator, { actorId: admin.id });
    expect(new Set(byAdmin.data!.auditLog.edges.map((e) => e.node.actor?.username))).toEqual(
      new Set(["audit_admin"]),
    );
    const rejects = await log(moderator, { action: "event.reject" });
    expect(rejects.data!.auditLog.edges.map((e) => e.node.targetId)).toEqual([eventIds[1]]);
    const target = await log(moderator, { targetType: "event", targetId: eventIds[2] });
    expect(target.data!.auditLog.edges.map((e) => e.node.action)).toEqual(["event.delete", "event.update"]);
    const page1 = await log(moderator, { first: 2 });
    expect(page1.data!.auditLog.pageInfo.hasNextPage).toBe(true);
    const page2 = await log(moderator, { first: 2, after: page1.data!.auditLog.pageInfo.endCursor });
    expect(page2.data!.auditLog.edges.map((e) => e.node.action)).toEqual(["event.reject", "event.approve"]);
    expect(code((await log(moderator, { actorId: "not-a-user" })).errors)).toBe("BAD_USER_INPUT");
    expect(code((await log(moderator, { after: "x" })).errors)).toBe("BAD_USER_INPUT");
    const choices = await app.graphql<{ auditActions: string[]; auditActors: Array<{ username: string }> }>(
      `{ auditActions auditActors { username } }`,
      {},
      moderator.headers,
    );
    expect(choices.data).toEqual({
      auditActions: ["event.approve", "event.delete", "event.reject", "event.update"],
      auditActors: [{ username: "audit_admin" }, { username: "audit_mod" }],
    });
  });

  it("is for staff only, and no operation changes an entry", async () => {
    const member = await forumMember(app);
    expect(code((await log(member)).errors)).toBe("FORBIDDEN");
    expect(code((await app.graphql(AUDIT, {})).errors)).toBe("UNAUTHENTICATED");
    const schema = await app.graphql<{ __schema: { mutationType: { fields: Array<{ name: string }> } } }>(
      `{ __schema { mutationType { fields { name } } } }`,
    );
    const names = schema.data?.__schema.mutationType.fields.map((f) => f.name) ?? [];
    expect(names.filter((name) => /audit|staffAction/i.test(name))).toEqual([]);
  });
});
