import { apiMessages } from "@incident-watch/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress } from "../../../test/accounts.js";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { accountWithRole, bearer } from "../../../test/events.js";
import { forumMember, type Member } from "../../../test/forum.js";

const CREATE = `mutation ($name: String!) { createApiKey(input: { name: $name }) { secret key { id } } }`;
const SET_QUOTA = `mutation ($id: ID!, $input: ApiKeyQuotaInput!) {
  setApiKeyQuota(id: $id, input: $input) { id requestsPerMinute downloadsPerMinute }
}`;

describe("API keys' own quotas", () => {
  let app: TestApp;
  let member: Member;

  const createKey = async (name: string) => {
    const answer = await app.graphql<{ createApiKey: { secret: string; key: { id: string } } }>(
      CREATE,
      { name },
      member.headers,
    );
    expect(answer.errors).toBeUndefined();
    return { id: answer.data!.createApiKey.key.id, secret: answer.data!.createApiKey.secret };
  };
  /** A research read with the key, from `address` (sent as the one proxy hop the test app trusts). */
  const read = (secret: string, address: string, path = "/api/events") =>
    fetch(`${app.url}${path}`, {
      headers: { authorization: `Bearer ${secret}`, "x-forwarded-for": address },
    });

  beforeAll(async () => {
    app = await startTestApp({ API_KEY_RATE_LIMIT: "5", API_KEY_DOWNLOAD_LIMIT: "2" });
    member = await forumMember(app);
  });
  afterAll(() => app?.close());

  it("counts a key's requests from three addresses against one quota, and says where it stands", async () => {
    const { secret } = await createKey("newsroom");
    const addresses = [clientAddress(), clientAddress(), clientAddress()];
    const remaining: string[] = [];
    for (let n = 0; n < 5; n++) {
      const answer = await read(secret, addresses[n % 3]!);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("ratelimit-policy")).toBe("5;w=60");
      expect(answer.headers.get("ratelimit-limit")).toBe("5");
      remaining.push(answer.headers.get("ratelimit-remaining")!);
    }
    expect(remaining).toEqual(["4", "3", "2", "1", "0"]);
    const refused = await read(secret, clientAddress());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // the addresses themselves keep the anonymous limit, untouched by the key's use
    const anonymous = await fetch(`${app.url}/api/events`, {
      headers: { "x-forwarded-for": addresses[0]! },
    });
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("ratelimit-limit")).toBe("600");
  });

  it("counts a key's downloads across addresses against its own download quota", async () => {
    const { secret } = await createKey("downloads");
    for (let n = 0; n < 2; n++) {
      const csv = await read(secret, clientAddress(), "/api/events/export.csv");
      await csv.arrayBuffer();
      expect(csv.status).toBe(200);
    }
    const third = await read(secret, clientAddress(), "/api/events/export.csv");
    expect(third.status).toBe(429);
    expect(third.headers.get("ratelimit-limit")).toBe("2");
  });

  it("lets an admin give one key its own quota, audited, and nobody else", async () => {
    const { id, secret } = await createKey("raised");
    const admin = await accountWithRole(app, "admin");
    const moderator = await accountWithRole(app, "moderator");
    const set = (by: Record<string, string>, input: Record<string, unknown>) =>
      app.graphql<{ setApiKeyQuota: { requestsPerMinute: number | null } }>(SET_QUOTA, { id, input }, by);

    expect((await set(member.headers, { requestsPerMinute: 7 })).errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );
    expect((await set(bearer(moderator), { requestsPerMinute: 7 })).errors?.[0]?.extensions?.code).toBe(
      "FORBIDDEN",
    );
    expect((await set(bearer(admin), { requestsPerMinute: 0 })).errors?.[0]?.message).toBe(
      apiMessages.apiKeyQuotaInvalid,
    );
    expect((await set(bearer(admin), { downloadsPerMinute: 10_001 })).errors?.[0]?.message).toBe(
      apiMessages.apiKeyQuotaInvalid,
    );
    const raised = await set(bearer(admin), { requestsPerMinute: 7 });
    expect(raised.data?.setApiKeyQuota.requestsPerMinute).toBe(7);

    for (let n = 0; n < 7; n++) {
      const answer = await read(secret, clientAddress());
      expect(answer.status).toBe(200);
      expect(answer.headers.get("ratelimit-limit")).toBe("7");
    }
    expect((await read(secret, clientAddress())).status).toBe(429);

    const [audited] = await app.orm.em
      .fork()
      .execute<Array<{ target_id: string; details: Record<string, unknown> }>>(
        "select target_id, details from staff_actions where action = 'apiKey.quota'",
      );
    expect(audited).toEqual({
      target_id: member.id,
      details: { apiKeyId: id, name: "raised", requestsPerMinute: 7, downloadsPerMinute: null },
    });
  });
});
