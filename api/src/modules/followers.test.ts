import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { jobContextOf, startTestApp, type TestApp } from "../../test/app.js";
import { registerAccount } from "../../test/accounts.js";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { submitIncident } from "../../test/events.js";
import { createJobQueue } from "../infra/jobs.js";
import { createLogger } from "../infra/logger.js";
import { announce, changeFollowers, type Change, type Changes } from "./changes.js";

const ENV = { TRUST_PROXY: "1", CAPTCHA_HMAC_KEY: "followers-test-key", TITLE_FETCH_WAIT_MS: "0" };

/** The jobs of `topic` whose data holds `data`, committed or not yet (any state). */
async function jobsOf(app: TestApp, topic: string, data: object): Promise<number> {
  const [row] = await app.orm.em
    .fork()
    .execute<Array<{ n: number }>>(
      `select count(*)::int as n from pgboss.job where name = ? and data @> ?::jsonb`,
      [topic, JSON.stringify(data)],
    );
  return row!.n;
}

class RolledBack extends Error {}

/**
 * Announces `change` in a unit of work of a job's context: how many jobs of `topic` holding `data` its
 * transaction stored itself (by the rows' transaction id), and whether it commits or rolls back.
 */
async function announced<C extends Change>(
  app: TestApp,
  change: C,
  payload: Changes[C],
  topic: string,
  data: object,
  outcome: "commit" | "rollback",
): Promise<number> {
  const { uow } = jobContextOf(app);
  let inTransaction = 0;
  try {
    await uow.run(async (tx) => {
      await announce(uow, tx, change, payload);
      const [row] = await tx.execute<Array<{ n: number }>>(
        `select count(*)::int as n from pgboss.job
          where name = ? and data @> ?::jsonb and xmin::text = (txid_current() % 4294967296)::text`,
        [topic, JSON.stringify(data)],
      );
      inTransaction = row!.n;
      if (outcome === "rollback") throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return inTransaction;
}

describe("the modules that follow a change queue its consequences in its transaction", () => {
  let app: TestApp;

  beforeAll(async () => {
    const translator = { translate: async (text: string) => text };
    app = await startTestApp(ENV, { translator });
  });

  afterAll(async () => {
    await app?.close();
  });

  it("lists every follower in the one map", () => {
    expect(changeFollowers).toEqual({
      incidentPublished: ["notifications", "places", "saved-searches", "taxii", "title-translations"],
      incidentWithdrawn: ["notifications", "taxii"],
      sourcesAdded: ["evidence", "notifications"],
      notificationsAdded: ["push"],
      incidentJoined: ["notifications"],
      submissionRejected: ["notifications"],
      evidenceChanged: ["notifications"],
    });
  });

  const published = (eventId: string) => ({
    eventId,
    change: "published" as const,
    titleChanged: true,
    title: "Drone over the port",
    fields: [],
  });

  it.each([
    ["saved-searches", "saved-search-alert", "9000001"],
    ["title-translations", "translate-incident-title", "9000011"],
  ])("incidentPublished → %s queues %s when committed, nothing when rolled back", async (_, topic, id) => {
    const next = String(Number(id) + 1);
    expect(await announced(app, "incidentPublished", published(id), topic, { eventId: id }, "commit")).toBe(
      1,
    );
    expect(await jobsOf(app, topic, { eventId: id })).toBe(1);
    expect(
      await announced(app, "incidentPublished", published(next), topic, { eventId: next }, "rollback"),
    ).toBe(1);
    expect(await jobsOf(app, topic, { eventId: next })).toBe(0);
  });

  it("a correction of the public record alerts no saved search again, and translates only a new title", async () => {
    const corrected = {
      eventId: "9000003",
      change: "corrected" as const,
      titleChanged: false,
      title: "Drone over the port",
      fields: ["date"],
    };
    await announced(app, "incidentPublished", corrected, "saved-search-alert", {}, "commit");
    expect(await jobsOf(app, "saved-search-alert", { eventId: "9000003" })).toBe(0);
    expect(await jobsOf(app, "translate-incident-title", { eventId: "9000003" })).toBe(0);
  });

  it.each([
    ["incidentPublished", { ...published("9000021"), change: "corrected", fields: ["date"] }],
    ["incidentWithdrawn", { eventId: "9000022", title: "Drone over the port", how: "deleted" }],
    ["submissionRejected", { eventId: "9000024", title: "Drone over the port", reason: "No source." }],
    ["evidenceChanged", { eventId: "9000025", title: "Drone over the port", status: "corroborated" }],
  ] as const)(
    "%s → notifications queues its followers' notice when committed, nothing when rolled back",
    async (change, payload) => {
      const { eventId } = payload;
      const next = { ...payload, eventId: String(Number(eventId) + 100) };
      const topic = "incident-follow-notice";
      expect(await announced(app, change, payload as never, topic, { eventId }, "commit")).toBe(1);
      expect(await jobsOf(app, topic, { eventId })).toBe(1);
      expect(await announced(app, change, next as never, topic, { eventId: next.eventId }, "rollback")).toBe(
        1,
      );
      expect(await jobsOf(app, topic, { eventId: next.eventId })).toBe(0);
    },
  );

  it("sourcesAdded → evidence queues the source's capture when committed, nothing when rolled back", async () => {
    const eventId = await submitIncident(app, "http://192.0.2.1/followers-source");
    const [source] = await app.orm.em
      .fork()
      .execute<Array<{ id: string; url: string }>>(
        `select id::text as id, url from incident_sources where event_id = ?`,
        [eventId],
      );
    const captures = () =>
      app.orm.em
        .fork()
        .execute<Array<{ id: string }>>(`select id::text as id from source_captures where source_id = ?`, [
          source!.id,
        ]);
    const before = (await captures()).length;
    const added = { sources: [source!] };
    await announced(app, "sourcesAdded", added, "capture-source", {}, "rollback");
    expect(await captures()).toHaveLength(before);
    expect(await announced(app, "sourcesAdded", added, "capture-source", {}, "commit")).toBe(1);
    const captured = (await captures()).map((row) => row.id);
    expect(captured).toHaveLength(before + 1);
    expect(await jobsOf(app, "capture-source", { captureId: captured.at(-1) })).toBe(1);
    // a source the ledger added to one incident tells that incident's followers (notifications)
    const named = { sources: [source!], eventId };
    const notice = { eventId, notice: { what: "source" } };
    await announced(app, "sourcesAdded", named, "incident-follow-notice", notice, "rollback");
    expect(await jobsOf(app, "incident-follow-notice", notice)).toBe(0);
    expect(await announced(app, "sourcesAdded", named, "incident-follow-notice", notice, "commit")).toBe(1);
  });

  it("notificationsAdded → push queues a push for a member with a device, nothing when rolled back", async () => {
    const member = await registerAccount(app);
    await app.orm.em
      .fork()
      .execute(
        `insert into push_subscriptions (user_id, endpoint, p256dh, auth, types) values (?, ?, 'k', 'a', '{system}')`,
        [member.id, `https://push.example/${member.id}`],
      );
    const added = (id: string) => ({
      notifications: [{ id, recipientId: member.id, type: "system", threadId: null, eventId: null }],
    });
    const pushFor = (id: string) => ({ pushes: [{ ref: `n:${id}` }] });
    expect(
      await announced(app, "notificationsAdded", added("9100001"), "web-push", pushFor("9100001"), "commit"),
    ).toBe(1);
    expect(await jobsOf(app, "web-push", pushFor("9100001"))).toBe(1);
    await announced(app, "notificationsAdded", added("9100002"), "web-push", pushFor("9100002"), "rollback");
    expect(await jobsOf(app, "web-push", pushFor("9100002"))).toBe(0);
    // a type the member's devices do not take is pushed to nobody
    const other = {
      notifications: [
        { id: "9100003", recipientId: member.id, type: "reply", threadId: null, eventId: null },
      ],
    };
    expect(await announced(app, "notificationsAdded", other, "web-push", pushFor("9100003"), "commit")).toBe(
      0,
    );
  });
});

describe("a submission is one transaction", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(inject("databaseServerUrl"), inject("databaseTemplate"));
    // the capture's queue exists, as it does once any instance has worked it
    const boss = new PgBoss({ connectionString: database.url, schema: "pgboss" });
    await boss.start();
    await boss.createQueue("capture-source", { name: "capture-source", policy: "standard" });
    await boss.stop({ graceful: false });
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("stores its source's capture with it: an instance that stops after the commit loses no capture", async () => {
    const env = { ...ENV, DATABASE_URL: database.url };
    // an instance that stores jobs but never works them: it stops before it would have run the capture
    const queue = createJobQueue({
      connectionString: database.url,
      pollingIntervalSeconds: 0.5,
      logger: createLogger("silent"),
    });
    const stopping = await startTestApp(env, { jobs: { ...queue, work: () => {} } });
    const eventId = await submitIncident(stopping, "http://192.0.2.1/followers-submission");
    const [row] = await stopping.orm.em
      .fork()
      .execute<Array<{ event: string; capture: string; attempts: number; job: string }>>(
        `select e.xmin::text as event, c.xmin::text as capture, c.attempts,
              (select j.xmin::text from pgboss.job j where j.name = 'capture-source' and j.data->>'captureId' = c.id::text) as job
         from events e join incident_sources s on s.event_id = e.id join source_captures c on c.source_id = s.id
        where e.id = ?`,
        [eventId],
      );
    // the incident, its capture and the capture's job were written by one transaction
    expect(row).toMatchObject({ capture: row!.event, job: row!.event, attempts: 0 });
    await stopping.close();

    const next = await startTestApp(env);
    try {
      const until = Date.now() + 30_000;
      let attempts = 0;
      while (attempts === 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const [capture] = await next.orm.em
          .fork()
          .execute<Array<{ attempts: number }>>(
            `select c.attempts from source_captures c join incident_sources s on s.id = c.source_id where s.event_id = ?`,
            [eventId],
          );
        attempts = capture!.attempts;
      }
      // the instance that came next ran the capture the stopped one had stored
      expect(attempts).toBeGreaterThan(0);
    } finally {
      await next.close();
    }
  });
});
