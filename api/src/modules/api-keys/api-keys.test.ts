import { apiMessages } from "@incident-watch/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, type Member } from "../../../test/forum.js";
import { hashKeySecret } from "./api-key-secrets.js";
import { API_KEYS_PER_MEMBER } from "./api-keys.service.js";
import { onThisMachine } from "../../../test/slowness.js";

const FIELDS = "id name scope hint expiresAt revokedAt lastUsedAt requestsThisMonth downloadsThisMonth";
const CREATE = `mutation ($input: ApiKeyInput!) { createApiKey(input: $input) { secret key { ${FIELDS} } } }`;
const LIST = `{ apiKeys { ${FIELDS} } }`;
const REVOKE = `mutation ($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`;

interface Key {
  id: string;
  name: string;
  hint: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  requestsThisMonth: number;
  downloadsThisMonth: number;
}

describe("API keys", () => {
  let app: TestApp;
  let member: Member;

  const create = async (by: Member, input: Record<string, unknown>) => {
    const answer = await app.graphql<{ createApiKey: { secret: string; key: Key } }>(
      CREATE,
      { input },
      by.headers,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createApiKey;
  };
  const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
  const list = async (by: Member) =>
    (await app.graphql<{ apiKeys: Key[] }>(LIST, {}, by.headers)).data!.apiKeys;

  beforeAll(async () => {
    app = await startTestApp();
    member = await forumMember(app);
  });
  afterAll(() => app?.close());

  it("shows a new key's secret once, keeps only its SHA-256, and lists its name, hint and expiry", async () => {
    const { secret, key } = await create(member, { name: "  OpenCTI connector ", expiresInDays: 30 });
    expect(secret).toMatch(/^iwk_[\w-]{43}$/);
    expect(key).toMatchObject({ name: "OpenCTI connector", scope: "read", hint: secret.slice(0, 10) });
    const days = (Date.parse(key.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const [stored] = await app.orm.em
      .fork()
      .execute<Array<{ secret_hash: string }>>("select secret_hash from api_keys where id = ?", [key.id]);
    expect(stored!.secret_hash).toBe(hashKeySecret(secret));
    const listed = await list(member);
    expect(listed.map((k) => k.id)).toContain(key.id);
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it("refuses an empty name, a bad expiry, and more keys in use than allowed", async () => {
    const other = await forumMember(app);
    const refusal = async (input: Record<string, unknown>) =>
      (await app.graphql(CREATE, { input }, other.headers)).errors?.[0]?.message;
    expect(await refusal({ name: "  " })).toBe(apiMessages.apiKeyNameRequired);
    expect(await refusal({ name: "x", expiresInDays: 0 })).toBe(apiMessages.apiKeyExpiryInvalid);
    expect(await refusal({ name: "x", expiresInDays: 367 })).toBe(apiMessages.apiKeyExpiryInvalid);
    for (let n = 0; n < API_KEYS_PER_MEMBER; n++) await create(other, { name: `key ${n}` });
    expect(await refusal({ name: "one more" })).toBe(apiMessages.apiKeysTooMany);
  });

  it("reads research data with a key (Bearer or Basic), counting its requests and downloads", async () => {
    const { secret, key } = await create(member, { name: "counted" });
    const events = await fetch(`${app.url}/api/events`, { headers: bearer(secret) });
    expect(events.status).toBe(200);
    const basic = Buffer.from(`anything:${secret}`).toString("base64");
    const viaBasic = await fetch(`${app.url}/api/events`, { headers: { authorization: `Basic ${basic}` } });
    expect(viaBasic.status).toBe(200);
    const query = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { ...bearer(secret), "content-type": "application/json" },
      body: JSON.stringify({ query: "{ events(first: 1) { totalCount } }" }),
    });
    expect(query.status).toBe(200);
    expect(((await query.json()) as { errors?: unknown }).errors).toBeUndefined();
    const download = await fetch(`${app.url}/api/events/export.csv`, { headers: bearer(secret) });
    expect(download.status).toBe(200);
    await download.arrayBuffer();
    await expect
      .poll(async () => (await list(member)).find((k) => k.id === key.id), { timeout: onThisMachine(5000) })
      .toMatchObject({ requestsThisMonth: 4, downloadsThisMonth: 1 });
    expect((await list(member)).find((k) => k.id === key.id)!.lastUsedAt).not.toBeNull();
  });

  it("refuses a key for any mutation, as a session, and on a member's paths", async () => {
    const { secret } = await create(member, { name: "read only" });
    const mutation = await app.graphql(CREATE, { input: { name: "by key" } }, bearer(secret));
    expect(mutation.status).toBe(403);
    expect(mutation.errors?.[0]).toMatchObject({ message: apiMessages.apiKeyReadOnly });
    // a query of the member's own data is anonymous with a key: the key names no session
    const own = await app.graphql(LIST, {}, bearer(secret));
    expect(own.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const settings = await fetch(`${app.url}/api/forum/settings/data`, { headers: bearer(secret) });
    expect(settings.status).toBe(403);
    expect(await settings.json()).toEqual({ message: apiMessages.apiKeyReadOnly });
    const asCookie = await fetch(`${app.url}/api/forum/settings/data`, {
      headers: { cookie: `token=${secret}` },
    });
    expect(asCookie.status).toBe(401);
  });

  it("refuses an unknown key and a revoked one at once, with 401", async () => {
    const unknown = await fetch(`${app.url}/api/events`, { headers: bearer(`iwk_${"a".repeat(43)}`) });
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("www-authenticate")).toContain("Bearer");
    const { secret, key } = await create(member, { name: "to revoke" });
    expect((await fetch(`${app.url}/api/events`, { headers: bearer(secret) })).status).toBe(200);
    const revoked = await app.graphql<{ revokeApiKey: Key }>(REVOKE, { id: key.id }, member.headers);
    expect(revoked.data!.revokeApiKey.revokedAt).not.toBeNull();
    const after = await fetch(`${app.url}/api/events`, { headers: bearer(secret) });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: apiMessages.apiKeyInvalid });
  });

  it("lets nobody but staff revoke another's key, and audits a moderator's revocation", async () => {
    const { key } = await create(member, { name: "watched" });
    const stranger = await forumMember(app);
    const refused = await app.graphql(REVOKE, { id: key.id }, stranger.headers);
    expect(refused.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(
      (await app.graphql(`{ memberApiKeys(userId: "${member.id}") { id } }`, {}, stranger.headers)).errors,
    ).toBeDefined();
    const moderator = await forumMember(app, { role: "moderator" });
    const seen = await app.graphql<{ memberApiKeys: Key[] }>(
      `{ memberApiKeys(userId: "${member.id}") { id } }`,
      {},
      moderator.headers,
    );
    expect(seen.data!.memberApiKeys.map((k) => k.id)).toContain(key.id);
    const revoked = await app.graphql<{ revokeApiKey: Key }>(REVOKE, { id: key.id }, moderator.headers);
    expect(revoked.data!.revokeApiKey.revokedAt).not.toBeNull();
    const audit = await app.orm.em
      .fork()
      .execute<Array<{ action: string; target_id: string; details: { apiKeyId: string } }>>(
        "select action, target_id, details from staff_actions where action = 'apiKey.revoke'",
      );
    expect(audit).toEqual([
      { action: "apiKey.revoke", target_id: member.id, details: { apiKeyId: key.id, name: "watched" } },
    ]);
  });

  it("puts the keys in the member's data export, and deletes them with the account", async () => {
    const owner = await forumMember(app);
    const { secret } = await create(owner, { name: "exported" });
    const data = (await (
      await fetch(`${app.url}/api/forum/settings/data`, { headers: owner.headers })
    ).json()) as { apiKeys: Array<{ name: string; hint: string }> };
    expect(data.apiKeys).toEqual([expect.objectContaining({ name: "exported", hint: secret.slice(0, 10) })]);
    expect(JSON.stringify(data)).not.toContain(secret);
    const deleted = await app.graphql(
      `mutation { deleteAccount(password: "correct horse") }`,
      {},
      owner.headers,
    );
    expect(deleted.errors).toBeUndefined();
    const left = await app.orm.em.fork().execute("select 1 from api_keys where user_id = ?", [owner.id]);
    expect(left).toEqual([]);
    expect((await fetch(`${app.url}/api/events`, { headers: bearer(secret) })).status).toBe(401);
  });
});
