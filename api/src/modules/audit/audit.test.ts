import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember } from "../../../test/forum.js";
import { Role } from "../users/role.js";
import { AuditService } from "./audit.service.js";

describe("the audit log", () => {
  let app: TestApp;
  let moderatorId: string;

  beforeAll(async () => {
    app = await startTestApp();
    moderatorId = (await forumMember(app, { role: "moderator" })).id;
  });

  afterAll(async () => {
    await app?.close();
  });

  const actor = () => ({ id: moderatorId, role: Role.moderator, username: "m", sessionId: "s" });

  async function recordOne(reason: string): Promise<string> {
    const em = app.orm.em.fork();
    const audit = new AuditService();
    const row = await em.transactional(async (tx) => {
      const entry = audit.record(tx, {
        actor: actor(),
        action: "thread.lock",
        targetType: "thread",
        targetId: "42",
        targetLabel: "A thread",
        reason,
        details: { isLocked: { from: false, to: true } },
      });
      return entry;
    });
    return row.id;
  }

  it("records a staff action in the caller's transaction, and nothing when it rolls back", async () => {
    const id = await recordOne("spam");
    const em = app.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        new AuditService().record(tx, {
          actor: actor(),
          action: "thread.pin",
          targetType: "thread",
          targetId: "43",
        });
        await tx.flush();
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    const rows = await em
      .getConnection()
      .execute<{ id: string; action: string; reason: string | null }[]>(
        "select id::text, action, reason from staff_actions where target_id in ('42', '43') order by id",
      );
    expect(rows).toEqual([{ id, action: "thread.lock", reason: "spam" }]);
  });

  it("cannot be edited or deleted, even with SQL", async () => {
    const id = await recordOne("abuse");
    const connection = app.orm.em.fork().getConnection();
    await expect(
      connection.execute("update staff_actions set reason = 'none' where id = ?", [id]),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(connection.execute("delete from staff_actions where id = ?", [id])).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    const [row] = await connection.execute<{ reason: string }[]>(
      "select reason from staff_actions where id = ?",
      [id],
    );
    expect(row?.reason).toBe("abuse");
  });
});
