import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { apiMessages } from "@incident-watch/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobContextOf, startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, type Member } from "../../../test/forum.js";
import { until } from "../../../test/polling.js";
import { loadConfig } from "../../config.js";
import { deliverWebhook } from "./saved-search-delivery.js";
import { checkWebhookAddress, Refusal } from "./saved-search-webhook.js";

const SAVE = `mutation ($input: SavedSearchInput!) { saveSearch(input: $input) { id webhookUrl } }`;
const UPDATE = `mutation ($id: ID!, $input: SavedSearchInput!) { updateSavedSearch(id: $id, input: $input) { id } }`;
const LAST_CALLS = `{ savedSearches { id webhookLastCall { at test outcome status } } }`;
const PRIVATE = [
  "http://192.168.1.20/hook",
  "http://10.0.0.5/hook",
  "http://169.254.169.254/latest/meta-data",
  "http://localhost/hook",
  "http://[::ffff:127.0.0.1]/hook",
];

describe("a saved search's webhook address, checked when it is saved", () => {
  let app: TestApp;
  let member: Member;

  beforeAll(async () => {
    app = await startTestApp();
    member = await forumMember(app);
  });
  afterAll(() => app?.close());

  it("refuses loopback, private and link-local addresses, and stores nothing", async () => {
    const saved = await app.graphql<{ saveSearch: { id: string } }>(
      SAVE,
      { input: { name: "Public", filter: {}, bell: false } },
      member.headers,
    );
    for (const webhookUrl of PRIVATE) {
      const input = { name: "Hook", filter: {}, bell: false, webhookUrl };
      for (const answer of [
        await app.graphql(SAVE, { input }, member.headers),
        await app.graphql(UPDATE, { id: saved.data!.saveSearch.id, input }, member.headers),
      ])
        expect(answer.errors?.[0]?.extensions, webhookUrl).toMatchObject({
          code: "BAD_USER_INPUT",
          messageKey: "savedSearchWebhookPrivate",
          fields: { webhookUrl: apiMessages.savedSearchWebhookPrivate },
        });
    }
    const stored = await app.orm.em
      .fork()
      .execute("select 1 from saved_searches where webhook_url is not null or name = 'Hook'");
    expect(stored).toEqual([]);
  });

  it("lets the operator's private network in with WEBHOOK_ALLOW_PRIVATE, never loopback or link-local", async () => {
    expect(loadConfig({ NODE_ENV: "test" }).webhookAllowPrivate).toBe(false);
    const deps = { config: loadConfig({ NODE_ENV: "test", WEBHOOK_ALLOW_PRIVATE: "true" }) };
    for (const url of ["http://192.168.1.20/hook", "http://10.0.0.5/hook", "http://[fd00::5]/hook"])
      expect(await checkWebhookAddress(deps, url)).toBe(url);
    for (const url of ["http://169.254.169.254/", "http://localhost/hook", "http://100.64.0.1/hook"])
      await expect(checkWebhookAddress(deps, url), url).rejects.toBeInstanceOf(Refusal);
  });
});

describe("a saved search's last webhook call, as its member sees it", () => {
  let app: TestApp;
  let member: Member;
  let server: Server;
  let status = 204;
  let hookUrl: string;

  const lastCall = async (id: string) => {
    const answer = await app.graphql<{
      savedSearches: Array<{ id: string; webhookLastCall: Record<string, unknown> | null }>;
    }>(LAST_CALLS, {}, member.headers);
    return answer.data!.savedSearches.find((search) => search.id === id)!.webhookLastCall;
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(status).end());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    hookUrl = `http://127.0.0.1:${port}/hook`;
    app = await startTestApp({ WEBHOOK_ALLOW_LOOPBACK: "true", WEBHOOK_PORTS: String(port) });
    member = await forumMember(app);
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("shows the test call delivered, a refused address refused, and a failing one's status", async () => {
    const saved = await app.graphql<{ saveSearch: { id: string } }>(
      SAVE,
      { input: { name: "Hooked", filter: {}, bell: false, webhookUrl: hookUrl } },
      member.headers,
    );
    const id = saved.data!.saveSearch.id;
    const delivered = await until("the test call", async () => (await lastCall(id)) ?? undefined);
    expect(delivered).toMatchObject({ test: true, outcome: "delivered", status: null });

    // an address saved before addresses were checked on saving: the call refuses it, and the member sees so
    const em = app.orm.em.fork();
    await em.execute("update saved_searches set webhook_url = 'http://10.0.0.5/hook' where id = ?", [id]);
    expect(await lastCall(id)).toBeNull();
    await deliverWebhook(jobContextOf(app), { searchId: id, eventId: null });
    expect(await lastCall(id)).toMatchObject({ test: true, outcome: "refused", status: null });

    await em.execute("update saved_searches set webhook_url = ? where id = ?", [hookUrl, id]);
    status = 500;
    await expect(deliverWebhook(jobContextOf(app), { searchId: id, eventId: null })).rejects.toThrow(
      "status 500",
    );
    expect(await lastCall(id)).toMatchObject({ test: true, outcome: "failed", status: 500 });
  });
});
