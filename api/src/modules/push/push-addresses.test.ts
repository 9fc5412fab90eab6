import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, type Member } from "../../../test/forum.js";
import { PUSH_DEVICES_PER_MEMBER } from "./push.service.js";

/** This machine's own addresses, as a push endpoint pointing back at the server would use them. */
const ownAddresses = Object.values(networkInterfaces())
  .flatMap((addresses) => addresses ?? [])
  .map(({ address, family }) => (family === "IPv6" ? `[${address.split("%")[0]}]` : address));

describe("push subscriptions' addresses, as production checks them (no loopback allowed)", () => {
  let app: TestApp;
  let member: Member;

  const subscribe = async (endpoint: string) => {
    const answer = await fetch(`${app.url}/api/push/subscription`, {
      method: "PUT",
      headers: { ...member.headers, "content-type": "application/json" },
      body: JSON.stringify({ endpoint, keys: { p256dh: "BNcR", auth: "tBHI" }, types: ["mention"] }),
    });
    return { status: answer.status, body: (await answer.json()) as { messageKey?: string } };
  };

  beforeAll(async () => {
    app = await startTestApp();
    member = await forumMember(app);
  });
  afterAll(() => app?.close());

  it("refuses an endpoint on a loopback, private, link-local or reserved address when it is saved", async () => {
    for (const host of [
      "169.254.169.254",
      "127.0.0.1",
      "[::1]",
      "10.0.0.1",
      "192.168.1.20",
      "localhost",
      "[::ffff:127.0.0.1]",
      "2130706433",
      "[fd00::2]",
      ...ownAddresses,
    ]) {
      const answer = await subscribe(`https://${host}/push/send/abc`);
      expect([answer.status, answer.body.messageKey], host).toEqual([400, "pushSubscriptionInvalid"]);
    }
    const stored = await app.orm.em.fork().execute("select 1 from push_subscriptions");
    expect(stored).toEqual([]);
  });

  it(`keeps a public push service's endpoint, and at most ${PUSH_DEVICES_PER_MEMBER} devices a member, the oldest giving way`, async () => {
    const endpoints = Array.from(
      { length: PUSH_DEVICES_PER_MEMBER + 1 },
      (_, i) => `https://8.8.8.8/push/send/device-${i}`,
    );
    for (const endpoint of endpoints) expect((await subscribe(endpoint)).status, endpoint).toBe(200);
    const rows = await app.orm.em
      .fork()
      .execute<Array<{ endpoint: string }>>(
        "select endpoint from push_subscriptions where user_id = ? order by id",
        [member.id],
      );
    expect(rows.map((row) => row.endpoint)).toEqual(endpoints.slice(1));
  });
});
