import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type Environment } from "../../config.js";
import type { AppDeps } from "../../deps.js";
import type { Logger } from "../../infra/logger.js";
import { restCall } from "../../../test/rest.js";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { clientAddress } from "../../../test/accounts.js";
import { ensureFirstAdmin } from "./first-admin.js";
import { seedDemoAccounts } from "./users.seed.js";
import { seedDemo } from "../../db/seed.js";
import { hashPassword } from "./passwords.js";

/** A logger that keeps every line, so a test can read what the start-up log showed. */
function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (message: string, details?: Record<string, unknown>) =>
    void lines.push(message + (details ? " " + JSON.stringify(details) : ""));
  return { lines, debug: keep, info: keep, warn: keep, error: keep };
}

describe("the first admin and the demo accounts", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
  });

  afterAll(async () => {
    await app?.close();
  });

  const deps = (env: Environment, logger: Logger): AppDeps => ({
    ...app.deps,
    config: loadConfig({ NODE_ENV: "test", ...env }),
    logger,
  });

  async function login(username: string, password: string) {
    const { status, json } = await restCall<{ token: string; user: { role: string } }>(
      app,
      "POST",
      "/api/auth/login",
      {
        body: { username, password },
        headers: { "x-forwarded-for": clientAddress() },
      },
    );
    return { status, body: json };
  }

  const query = (sql: string) => app.orm.em.getConnection().execute<Record<string, unknown>[]>(sql);

  it("creates 'admin' with a random password shown once when nothing is configured", async () => {
    const logger = recordingLogger();
    await ensureFirstAdmin(app.orm, deps({}, logger));
    const password = /password "([^"]+)"/.exec(logger.lines.join("\n"))?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const { status, body } = await login("admin", password!);
    expect(status).toBe(200);
    expect(body.user.role).toBe("admin");

    const again = recordingLogger();
    await ensureFirstAdmin(app.orm, deps({}, again));
    expect(again.lines.join("\n")).not.toContain("password");
    expect(await query("select 1 from users where role = 'admin'")).toHaveLength(1);
  });

  it("creates the configured admin once and never changes it afterwards", async () => {
    const env = {
      ADMIN_USERNAME: "Chief",
      ADMIN_PASSWORD: "configured secret",
      ADMIN_EMAIL: "chief@example.com",
    };
    await ensureFirstAdmin(app.orm, deps(env, recordingLogger()));
    expect((await login("chief", "configured secret")).body.user).toMatchObject({
      username: "Chief",
      role: "admin",
    });
    await ensureFirstAdmin(app.orm, deps({ ...env, ADMIN_PASSWORD: "another secret" }, recordingLogger()));
    expect((await login("chief", "configured secret")).status).toBe(200);
  });

  it("creates the admin once when several instances start together on a new database", async () => {
    const env = {
      ADMIN_USERNAME: "together",
      ADMIN_PASSWORD: "started at once",
      ADMIN_EMAIL: "t@example.com",
    };
    const loggers = [0, 1, 2].map(() => recordingLogger());
    await Promise.all(loggers.map((logger) => ensureFirstAdmin(app.orm, deps(env, logger))));
    expect(await query("select 1 from users where username_key = 'together'")).toHaveLength(1);
    expect(loggers.filter((logger) => logger.lines.join().includes("created"))).toHaveLength(1);
  });

  it("refuses to start with an unusable configured admin password", async () => {
    const env = { ADMIN_USERNAME: "weak_admin", ADMIN_PASSWORD: "123" };
    await expect(ensureFirstAdmin(app.orm, deps(env, recordingLogger()))).rejects.toThrow(/ADMIN_PASSWORD/);
  });

  it("creates one DEMO account per role, once, with passwords shown in the log", async () => {
    // two instances started together on a new database: one makes the accounts, the other sees them
    const loggers = [recordingLogger(), recordingLogger()];
    await Promise.all(loggers.map((logger) => seedDemoAccounts(app.orm.em.fork(), deps({}, logger))));
    const [logger, other] = loggers.sort(
      (a, b) => Number(b.lines.join().includes(" / ")) - Number(a.lines.join().includes(" / ")),
    );
    expect(other!.lines.join("\n")).not.toContain(" / ");
    const shown = logger!.lines.join("\n");
    expect(shown).toContain("DEMO");
    for (const [username, role] of [
      ["demo_admin", "admin"],
      ["demo_moderator", "moderator"],
      ["demo_user", "user"],
    ]) {
      const password = new RegExp(`${username} / (\\S+?)(,|$)`, "m").exec(shown)?.[1];
      expect((await login(username!, password!)).body.user.role).toBe(role);
    }
    await seedDemoAccounts(app.orm.em.fork(), deps({}, recordingLogger()));
    expect(await query("select 1 from users where username like 'demo\\_%'")).toHaveLength(3);
  });

  it("starts after demo_user deleted their account, which stays deleted", async () => {
    // demo_user's password is known to its member only: the test gives it one
    await app.orm.em
      .getConnection()
      .execute("update users set password_hash = ? where username = 'demo_user'", [
        await hashPassword("a demo password"),
      ]);
    const demo = await login("demo_user", "a demo password");
    const deleted = await app.graphql(
      `mutation ($password: String!) { deleteAccount(password: $password) }`,
      { password: "a demo password" },
      { authorization: `Bearer ${demo.body.token}` },
    );
    expect(deleted.errors).toBeUndefined();

    const logger = recordingLogger();
    await seedDemo(app.orm, { ...app.deps, logger });
    expect(logger.lines.join("\n")).toContain("demo_user were deleted and stay deleted");
    expect(
      await query("select username from users where username like 'demo\\_%' order by username"),
    ).toEqual([{ username: "demo_admin" }, { username: "demo_moderator" }]);
  });

  it("starts when a part of the demo content fails, and says so", async () => {
    const logger = recordingLogger();
    let after = false;
    await seedDemo(app.orm, { ...app.deps, logger }, [
      () => Promise.reject(new Error("a broken seed")),
      async () => void (after = true),
    ]);
    expect(logger.lines.join("\n")).toContain("a broken seed");
    expect(after).toBe(true);
  });
});
