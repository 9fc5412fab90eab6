import { ownWords } from "@incident-watch/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesOf, startTestApp, type TestApp } from "../../test/app.js";
import type { Account } from "../../test/accounts.js";
import { registerAccount } from "../../test/accounts.js";
import { accountWithRole, bearer, insertEvents } from "../../test/events.js";
import { NOTIFICATION_ADDED } from "../../test/live.js";
import { nextMessage, openRawLive, type RawLive } from "../../test/raw-live.js";
import { INCIDENT_CHANGED } from "../../test/visitor-live.js";
import type { IncidentChangedMessage } from "../modules/events/live/incident-changes.js";

const APPROVE = `mutation ($id: ID!) { approveEvent(id: $id) { id } }`;

describe("live answers shared between sockets", () => {
  let app: TestApp;
  let moderator: Account;
  const sockets: RawLive[] = [];
  const open = async (token?: string) => {
    const socket = await openRawLive(app.url, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await startTestApp({ LIVE_SOCKET_BUFFER_KB: "64" });
    moderator = await accountWithRole(app, "moderator");
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.close();
  });

  it("writes the same payload bytes to every socket following an operation, filters still apart", async () => {
    const everything = await Promise.all([1, 2, 3, 4].map(() => open()));
    everything.forEach((socket, n) => socket.subscribe(`all-${n}`, INCIDENT_CHANGED));
    const chinese = await Promise.all([1, 2].map(() => open()));
    chinese.forEach((socket, n) =>
      socket.subscribe(`cn-${n}`, INCIDENT_CHANGED, { filter: { types: ["chinese"] } }),
    );
    const member = await open(moderator.token);
    member.subscribe("member", INCIDENT_CHANGED);
    // visitors without a filter, visitors with it, and the member: one subscription each
    await expect.poll(() => app.liveTransport().broadcastOperations).toBe(3);

    const [russianId, chineseId] = await insertEvents(app, [
      { status: "pending", type: "russian", title: "Cable cut in the Baltic" },
      { status: "pending", type: "chinese", title: "Drone over a base" },
    ]);
    for (const id of [russianId, chineseId]) {
      expect((await app.graphql(APPROVE, { id }, bearer(moderator))).errors).toBeUndefined();
    }
    await Promise.all([...everything, member].map((socket) => socket.waitFor(2)));
    await Promise.all(chinese.map((socket) => socket.waitFor(1)));

    const payloads = (socket: RawLive) => socket.frames.map((frame) => nextMessage(frame).payload);
    const [first] = everything;
    for (const socket of [...everything, member]) expect(payloads(socket)).toEqual(payloads(first!));
    expect(everything.map((socket) => nextMessage(socket.frames[0]!).id)).toEqual([
      "all-0",
      "all-1",
      "all-2",
      "all-3",
    ]);
    const changes = payloads(first!).map(
      (payload) => JSON.parse(payload) as { data: { incidentChanged: object } },
    );
    expect(changes.map((change) => change.data.incidentChanged)).toMatchObject([
      { change: "published", id: russianId, incident: { type: "russian" } },
      { change: "published", id: chineseId, incident: { type: "chinese" } },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const socket of chinese) {
      expect(payloads(socket)).toEqual([payloads(first!)[1]]);
    }

    // a socket that completes its operation leaves; the others still share theirs
    everything[0]!.socket.send(JSON.stringify({ id: "all-0", type: "complete" }));
    for (const socket of [...everything, ...chinese, member]) socket.close();
    await expect.poll(() => app.liveTransport().broadcastOperations).toBe(0);
  });

  it("answers a member's notification once for all their tabs, and no one else", async () => {
    const alice = await registerAccount(app, "fanout_alice");
    const bob = await registerAccount(app, "fanout_bob");
    const tabs = await Promise.all([1, 2].map(() => open(alice.token)));
    tabs.forEach((tab, n) => tab.subscribe(`tab-${n}`, NOTIFICATION_ADDED));
    const bobs = await open(bob.token);
    bobs.subscribe("bob", NOTIFICATION_ADDED);
    await expect.poll(() => app.liveTransport().ownTopicMembers).toBe(2);

    const em = app.orm.em.fork();
    const service = servicesOf(app, em).notifications;
    await em.transactional((tx) =>
      service.notify(tx, {
        recipientId: alice.id,
        type: "report_update",
        said: ownWords("handled"),
        actorId: bob.id,
      }),
    );
    await Promise.all(tabs.map((tab) => tab.waitFor(1)));
    const [one, two] = tabs.map((tab) => nextMessage(tab.frames[0]!).payload);
    expect(one).toEqual(two);
    expect(JSON.parse(one!)).toMatchObject({
      data: {
        notificationAdded: {
          unseenCount: 1,
          notification: { type: "report_update", content: "handled", actor: { username: "fanout_bob" } },
        },
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobs.frames).toEqual([]);
  });

  it("closes a socket that reads too slowly, and the others still get every event", async () => {
    const slow = await open();
    const fast = await open();
    slow.subscribe("slow", INCIDENT_CHANGED);
    fast.subscribe("fast", INCIDENT_CHANGED);
    await expect.poll(() => app.liveTransport().broadcastOperations).toBe(1);
    // the slow client stops reading (ws would resume its TCP socket at its next drain): what the server
    // sends piles up in its buffer
    const tcp = (slow.socket as unknown as { _socket: { pause(): unknown; resume(): unknown } })._socket;
    const resume = tcp.resume.bind(tcp);
    tcp.resume = () => tcp;
    tcp.pause();
    // more than the loopback connection's kernel buffers take (up to 32 MB here), so the rest waits in the server
    const events = 150;
    for (let n = 0; n < events; n += 1) {
      const incident = {
        id: String(900_000 + n),
        type: "russian",
        kind: "cyber",
        country: null,
        title: `${n} `.padEnd(200_000, "x"),
        titleSource: "manual",
        sourceUrl: "https://example.org/",
        date: "2026-11-01",
        latitude: 54,
        longitude: 18,
      } as unknown as IncidentChangedMessage["incident"];
      const change: IncidentChangedMessage = {
        change: "published",
        id: incident!.id,
        incident,
        previous: null,
        changedAt: new Date().toISOString(),
      };
      // straight to this instance's subscribers, as the dispatcher delivers a committed event
      app.deps.live.pubSub.publish("incidentChanged", change);
      // paced by the reading client, which shares this process with the server: published faster than
      // it reads on a busy machine, it too would fall behind by more than its buffer and be closed
      await fast.waitFor(n + 1, 20_000);
    }
    expect(app.liveTransport().closedTooSlow).toBe(1);
    tcp.resume = resume;
    resume();
    expect([1013, 1006]).toContain(await slow.closed);
    expect(slow.frames.length).toBeLessThan(events);
  });
});
