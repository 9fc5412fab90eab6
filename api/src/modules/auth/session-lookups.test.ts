import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { registerAccount, type Account } from "../../../test/accounts.js";

describe("session lookups", () => {
  let app: TestApp;
  let ana: Account;
  let ben: Account;
  let cleo: Account;
  /** The statements that read sessions or write activity since the spy was set. */
  let statements: string[];

  beforeAll(async () => {
    app = await startTestApp();
    [ana, ben, cleo] = await Promise.all([registerAccount(app), registerAccount(app), registerAccount(app)]);
    const fork = app.orm.em.fork.bind(app.orm.em);
    vi.spyOn(app.orm.em, "fork").mockImplementation((options) => {
      const em = fork(options);
      const execute = em.execute.bind(em);
      vi.spyOn(em, "execute").mockImplementation((sql, ...rest) => {
        if (/from sessions|update users set last_active_at/.test(String(sql))) statements.push(String(sql));
        return execute(sql, ...rest);
      });
      return em;
    });
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await app?.close();
  });

  const sessions = () => app.state.auth.sessions;

  it("answers every token asked for at once from one statement, each with its own member", async () => {
    await app.orm.em
      .fork()
      .getConnection()
      .execute("update sessions set expires_at = now() - interval '1 second' where user_id = ?", [cleo.id]);
    statements = [];
    const [first, second, again, expired, unknown, tooLong, none] = await Promise.all([
      sessions().viewer(ana.token),
      sessions().viewer(ben.token),
      sessions().viewer(ana.token),
      sessions().viewer(cleo.token),
      sessions().viewer("no-such-token"),
      sessions().viewer("x".repeat(257)),
      sessions().viewer(undefined),
    ]);
    expect(first).toMatchObject({ id: ana.id, username: ana.username, ban: null });
    expect(second).toMatchObject({ id: ben.id, username: ben.username, ban: null });
    expect(again).toEqual(first);
    expect([expired, unknown, tooLong, none]).toEqual([null, null, null, null]);
    expect(statements.filter((sql) => sql.includes("from sessions"))).toHaveLength(1);
  });

  it("notes the activity of members not seen for a while in one statement, and not again soon after", async () => {
    await app.orm.em
      .fork()
      .getConnection()
      .execute("update users set last_active_at = now() - interval '2 hours' where id in (?, ?)", [
        ana.id,
        ben.id,
      ]);
    statements = [];
    await Promise.all([sessions().viewer(ana.token), sessions().viewer(ben.token)]);
    const activity = () => statements.filter((sql) => sql.startsWith("update users"));
    expect(activity()).toHaveLength(1);
    const rows = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ recent: boolean }>>(
        "select last_active_at > now() - interval '1 minute' as recent from users where id in (?, ?)",
        [ana.id, ben.id],
      );
    expect(rows.map((row) => row.recent)).toEqual([true, true]);

    await Promise.all([sessions().viewer(ana.token), sessions().viewer(ben.token)]);
    expect(activity()).toHaveLength(1);
  });

  it("looks up tokens asked for in later turns of the event loop in statements of their own", async () => {
    statements = [];
    expect(await sessions().viewer(ana.token)).toMatchObject({ id: ana.id });
    expect(await sessions().viewer(ben.token)).toMatchObject({ id: ben.id });
    expect(statements.filter((sql) => sql.includes("from sessions"))).toHaveLength(2);
  });
});
