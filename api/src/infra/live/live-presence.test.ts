import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { createLogger } from "../logger.js";
import { registerLiveInstance } from "./live-instances.js";
import { createLivePresence, liveMembers } from "./live-presence.js";

describe("live presence", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it("writes a wave of arrivals and leavings in a few statements, each member's latest change last", async () => {
    const members = Array.from({ length: 6 }, () => randomUUID());
    const logger = createLogger("silent");
    const instance = await registerLiveInstance(app.orm, null, logger);
    const presence = createLivePresence(app.orm, instance.instanceId, logger);
    const knex = app.orm.em.getConnection().getKnex();
    const written: string[] = [];
    const listener = (query: { sql: string }) => {
      if (query.sql.includes("live_presence") && !query.sql.startsWith("select")) written.push(query.sql);
    };
    knex.on("query", listener);
    try {
      const present = async (expected: string[]) =>
        expect
          .poll(async () => [...(await liveMembers(app.orm.em.fork(), members))].sort())
          .toEqual([...expected].sort());
      for (const member of members) presence.arrive(member);
      // one leaves again before anything was written: never written as present
      presence.leave(members[5]!);
      await present(members.slice(0, 5));
      // one insert and one delete, not one statement per socket
      expect(written).toHaveLength(2);

      // a member who leaves and comes back in one wave is still there; the others are gone
      for (const member of members.slice(0, 4)) presence.leave(member);
      presence.arrive(members[0]!);
      await present([members[0]!, members[4]!]);
      expect(written).toHaveLength(4);
    } finally {
      knex.off("query", listener);
      await instance.leave();
    }
  });
});
