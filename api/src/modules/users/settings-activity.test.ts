import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesOf, startTestApp, type TestApp } from "../../../test/app.js";
import { registerAccount, type Account } from "../../../test/accounts.js";
import { refusal } from "../../../test/refusal.js";

const UPDATE_SETTINGS = `
  mutation Settings($input: UpdateSettingsInput!) {
    updateSettings(input: $input) { id useDefaultAvatar profilePicture isOnline }
  }`;

describe("member settings and activity", () => {
  let app: TestApp;
  let member: Account;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const sql = (text: string, params: unknown[] = []) =>
    app.orm.em.getConnection().execute<Record<string, unknown>[]>(text, params);
  const lastActive = async (id: string) => {
    const [row] = await sql("select last_active_at from users where id = ?", [id]);
    return new Date(row!.last_active_at as string);
  };
  const viewerOf = (account: Account) => ({
    id: account.id,
    username: account.username,
    role: "user" as const,
    sessionId: "",
  });

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
    member = await registerAccount(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("switches the letter avatar on and off, and leaves it alone when the field is left out", async () => {
    const on = await app.graphql(UPDATE_SETTINGS, { input: { useDefaultAvatar: true } }, auth(member.token));
    expect(on.data).toEqual({
      updateSettings: { id: member.id, useDefaultAvatar: true, profilePicture: null, isOnline: true },
    });
    const unchanged = await app.graphql(UPDATE_SETTINGS, { input: {} }, auth(member.token));
    expect(unchanged.data?.updateSettings).toMatchObject({ useDefaultAvatar: true });
    const off = await app.graphql(
      UPDATE_SETTINGS,
      { input: { useDefaultAvatar: false } },
      auth(member.token),
    );
    expect(off.data?.updateSettings).toMatchObject({ useDefaultAvatar: false });
    expect(await sql("select use_default_avatar from users where id = ?", [member.id])).toEqual([
      { use_default_avatar: false },
    ]);
  });

  it("keeps the member's interface language, shows it to them alone, and refuses a language the site lacks", async () => {
    const me = async (token: string) =>
      (await app.graphql<{ me: { language: string } }>("{ me { language } }", {}, auth(token))).data?.me
        .language;
    expect(await me(member.token)).toBe("en");
    const chosen = await app.graphql(UPDATE_SETTINGS, { input: { language: "pl" } }, auth(member.token));
    expect(chosen.errors).toBeUndefined();
    expect(await me(member.token)).toBe("pl");
    // another member reading this one's profile does not learn it
    const other = await registerAccount(app);
    const seen = await app.graphql<{ userProfile: { user: { language: string | null } } }>(
      "query ($username: String!) { userProfile(username: $username) { user { language } } }",
      { username: member.username },
      auth(other.token),
    );
    expect(seen.data?.userProfile.user).toEqual({ language: null });
    for (const language of ["xx", "EN", "pt", ""]) {
      const refused = await app.graphql(UPDATE_SETTINGS, { input: { language } }, auth(member.token));
      expect(refused.errors?.[0]?.extensions?.code, language).toBe("BAD_USER_INPUT");
    }
    expect(await me(member.token)).toBe("pl");
  });

  it("refuses settings and activity from visitors", async () => {
    const settings = await app.graphql(UPDATE_SETTINGS, { input: { useDefaultAvatar: true } });
    expect(settings.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const activity = await app.graphql("mutation { recordActivity }");
    expect(activity.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const rest = await fetch(`${app.url}/api/forum/users/activity`, { method: "POST" });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual(refusal("You must be logged in.", undefined, "UNAUTHENTICATED"));
  });

  it("records activity over REST and GraphQL, and shows the member online", async () => {
    await sql("update users set last_active_at = now() - interval '10 minutes' where id = ?", [member.id]);
    const rest = await fetch(`${app.url}/api/forum/users/activity`, {
      method: "POST",
      headers: auth(member.token),
    });
    expect(await rest.json()).toEqual({ ok: true });
    expect(Date.now() - (await lastActive(member.id)).getTime()).toBeLessThan(10_000);

    const graphql = await app.graphql<{ recordActivity: boolean }>(
      "mutation { recordActivity }",
      {},
      auth(member.token),
    );
    expect(graphql.data).toEqual({ recordActivity: true });
    const me = await app.graphql("{ me { isOnline } }", {}, auth(member.token));
    expect(me.data).toEqual({ me: { isOnline: true } });
  });

  it("writes the activity time at most once a minute", async () => {
    const users = () => servicesOf(app).users;
    await sql("update users set last_active_at = now() - interval '30 seconds' where id = ?", [member.id]);
    const recent = await lastActive(member.id);
    await users().recordActivity(viewerOf(member));
    expect(await lastActive(member.id)).toEqual(recent);

    await sql("update users set last_active_at = now() - interval '90 seconds' where id = ?", [member.id]);
    await users().recordActivity(viewerOf(member));
    expect(Date.now() - (await lastActive(member.id)).getTime()).toBeLessThan(10_000);
  });

  it("counts the members active in the last 5 minutes", async () => {
    const others = [await registerAccount(app), await registerAccount(app), await registerAccount(app)];
    await sql("update users set last_active_at = null");
    await sql("update users set last_active_at = now() - interval '1 minute' where id in (?, ?)", [
      others[0]!.id,
      others[1]!.id,
    ]);
    await sql("update users set last_active_at = now() - interval '6 minutes' where id = ?", [others[2]!.id]);
    expect(await servicesOf(app).users.countOnline()).toBe(2);
  });
});
