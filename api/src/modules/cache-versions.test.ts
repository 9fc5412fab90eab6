import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTwoInstances, type TestApp } from "../../test/app.js";
import { accountWithRole, bearer, insertEvents } from "../../test/events.js";
import { forumMember, insertCategories, insertThreadAt, startThread, type Member } from "../../test/forum.js";
import type { Account } from "../../test/accounts.js";
import { rolledBack, settled } from "../../test/outbox.js";
import { unitOfWork } from "../deps.js";
import type { PublicDataVersion } from "../infra/public-data.js";
import { insertReply } from "./forum/writes/forum-writes.js";
import { liveMessage, publishLive } from "./live-topics.js";

const TITLES = `{ events(first: 500) { edges { node { title } } } }`;
type Titles = { events: { edges: Array<{ node: { title: string } }> } };
const titlesOf = (app: TestApp) =>
  app.graphql<Titles>(TITLES).then((answer) => answer.data!.events.edges.map((edge) => edge.node.title));

let probes = 0;

/** A value remembered against `version`: how many times it was computed so far, counting this call. */
function probe(version: PublicDataVersion) {
  const key = `probe:${++probes}`;
  let computed = 0;
  return () => version.remember(key, async () => ++computed);
}

/** Both instances' caches of one kind of data, as probes. */
function probes2(a: TestApp, b: TestApp) {
  return {
    a: { publicData: probe(a.deps.publicData), forum: probe(a.deps.forumVersion) },
    b: { publicData: probe(b.deps.publicData), forum: probe(b.deps.forumVersion) },
  };
}

describe("cache versions moved by committed changes", () => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  let moderator: Account;
  let member: Member;
  let categoryId: string;

  beforeAll(async () => {
    ({ a, b, close } = await startTwoInstances());
    moderator = await accountWithRole(a, "moderator");
    member = await forumMember(a);
    [categoryId] = (await insertCategories(a, ["General"])) as [string];
  });
  afterAll(() => close?.());

  it("a published incident: public values are made again on the writer at once and on the other instance through the outbox; forum values stay", async () => {
    const [pending] = await insertEvents(a, [{ title: "Jamming over the Baltic", status: "pending" }]);
    await settled(a);
    const probe = probes2(a, b);
    for (const side of [probe.a, probe.b]) {
      expect(await side.publicData()).toBe(1);
      expect(await side.forum()).toBe(1);
    }
    const approved = await a.graphql(
      `mutation { approveEvent(id: "${pending}") { id } }`,
      {},
      bearer(moderator),
    );
    expect(approved.errors).toBeUndefined();
    expect(await probe.a.publicData()).toBe(2);
    await expect.poll(() => probe.b.publicData()).toBe(2);
    await settled(a);
    expect(await probe.a.forum()).toBe(1);
    expect(await probe.b.forum()).toBe(1);
  });

  it("a forum post: forum values are made again on both instances; public incident values stay", async () => {
    await settled(a);
    const probe = probes2(a, b);
    for (const side of [probe.a, probe.b]) {
      expect(await side.publicData()).toBe(1);
      expect(await side.forum()).toBe(1);
    }
    await startThread(a, member, categoryId);
    expect(await probe.a.forum()).toBe(2);
    await expect.poll(() => probe.b.forum()).toBe(2);
    await settled(a);
    expect(await probe.a.publicData()).toBe(1);
    expect(await probe.b.publicData()).toBe(1);
  });

  it("a rolled-back change moves no version on either instance", async () => {
    const { threadId } = await insertThreadAt(a, member, categoryId);
    await settled(a);
    const probe = probes2(a, b);
    const versions = [a, b].map((app) => [app.deps.publicData.current(), app.deps.forumVersion.current()]);
    for (const side of [probe.a, probe.b]) {
      expect(await side.publicData()).toBe(1);
      expect(await side.forum()).toBe(1);
    }
    await rolledBack(a, async (tx) => {
      await insertReply(tx, {
        threadId,
        authorId: member.id,
        markdown: "gone",
        html: "<p>gone</p>",
        evenIfLocked: false,
      });
      await publishLive(tx, [liveMessage("publicDataChanged", undefined, { change: "never" })]);
    });
    expect([a, b].map((app) => [app.deps.publicData.current(), app.deps.forumVersion.current()])).toEqual(
      versions,
    );
    for (const side of [probe.a, probe.b]) {
      expect(await side.publicData()).toBe(1);
      expect(await side.forum()).toBe(1);
    }
  });

  it("whole public answers: kept through a rolled-back change, made again after a committed one on both instances", async () => {
    const [pending] = await insertEvents(a, [{ title: "Arson at a depot", status: "pending" }]);
    await settled(a);
    for (const app of [a, b]) expect(await titlesOf(app)).not.toContain("Arson at a depot");
    // approved behind the app's back and announced in a transaction that then fails: neither instance hears of it
    await a.orm.em
      .fork()
      .execute(`update events set status = 'approved', published_at = now() where id = ?`, [pending]);
    await rolledBack(a, (tx) =>
      publishLive(tx, [liveMessage("publicDataChanged", undefined, { change: "never" })]),
    );
    for (const app of [a, b]) expect(await titlesOf(app)).not.toContain("Arson at a depot");
    // the same announcement committed
    await unitOfWork(a.orm.em.fork(), a.deps).run((tx) =>
      publishLive(tx, [liveMessage("publicDataChanged", undefined, { change: "approved by hand" })]),
    );
    expect(await titlesOf(a)).toContain("Arson at a depot");
    await expect.poll(() => titlesOf(b)).toContain("Arson at a depot");
  });
});
