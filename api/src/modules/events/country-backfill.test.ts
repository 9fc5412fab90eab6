import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcePublicDataChange, jobContextOf, startTestApp, type TestApp } from "../../../test/app.js";
import { insertEvents } from "../../../test/events.js";
import { BOUNDARIES_VERSION } from "../../infra/countries/country-lookup.js";
import { appendVersion } from "../incidents-read/incidents-read.queries.js";
import { backfillCountries } from "./country-backfill.js";

describe("the country backfill", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("codes incidents stored with older boundaries again, border towns included, and leaves the rest", async () => {
    // Narva (Estonia, across the river from Ivangorod), Słubice (Poland, across the Oder from Frankfurt),
    // the open sea (no state)
    const ids = await insertEvents(app, [
      { latitude: 59.375, longitude: 28.13 },
      { latitude: 52.35, longitude: 14.57 },
      { latitude: 55.5, longitude: -20 },
    ]);
    const connection = app.orm.em.fork().getConnection();
    // as stored before the current boundary data: wrong or missing countries
    await connection.execute(
      `update events set country = 'RU', country_boundaries = 0 where id = any(?::bigint[])`,
      [`{${ids.slice(0, 2).join(",")}}`],
    );
    await connection.execute(`update events set country = 'DE', country_boundaries = 0 where id = ?`, [
      ids[2],
    ]);
    expect(await backfillCountries(jobContextOf(app))).toBe(3);
    const rows = await connection.execute<{ id: string; country: string | null; boundaries: number }[]>(
      `select id::text as id, country, country_boundaries as boundaries from events where id in (?, ?, ?) order by id`,
      ids,
    );
    expect(rows.map((row) => row.country)).toEqual(["EE", "PL", null]);
    expect(rows.every((row) => row.boundaries === BOUNDARIES_VERSION)).toBe(true);
    // nothing left to do the second time
    expect(await backfillCountries(jobContextOf(app))).toBe(0);
  });

  it("gives a published incident whose country changes a public version, and keeps the past data versions as they were", async () => {
    // Narva, coded RU by older boundaries; Tallinn, coded right by them
    const [narva, tallinn] = await insertEvents(app, [
      { title: "Jamming in Narva", latitude: 59.375, longitude: 28.13 },
      { title: "Cable cut off Tallinn", latitude: 59.44, longitude: 24.75 },
    ]);
    const tx = app.orm.em.fork();
    const connection = tx.getConnection();
    // the history as older boundaries wrote it: Narva published, then coded RU as a public change
    const codedAt = new Date();
    await connection.execute(`update events set country_boundaries = 0 where id in (?, ?)`, [narva, tallinn]);
    await connection.execute(`update events set country = 'RU', changed_at = ? where id = ?`, [
      codedAt,
      narva,
    ]);
    const recoded = [{ field: "country", from: "EE", to: "RU" }];
    await appendVersion(tx, narva!, "corrected", recoded, null, codedAt);
    await announcePublicDataChange(app);
    const versionsOf = (id: string) =>
      connection.execute<{ action: string; changes: unknown; country: string }[]>(
        `select action, changes, snapshot->>'country' as country from incident_versions
          where event_id = ? order by number`,
        [id],
      );
    const listed = async (query = "") => {
      const response = await fetch(`${app.url}/api/events?countries=EE,RU${query}`);
      const rows = (await response.json()) as Array<{ _id: string; country: string }>;
      const countryOf = (id: string) => rows.find((row) => row._id === id)?.country;
      return { version: response.headers.get("data-version")!, narva: countryOf(narva!) };
    };
    const before = await listed();
    expect(before.narva).toBe("RU");

    await backfillCountries(jobContextOf(app));
    await announcePublicDataChange(app);

    expect(await versionsOf(narva!)).toEqual([
      { action: "published", changes: [], country: "EE" },
      { action: "corrected", changes: recoded, country: "RU" },
      { action: "country_recoded", changes: [{ field: "country", from: "RU", to: "EE" }], country: "EE" },
    ]);
    expect((await versionsOf(tallinn!)).map((version) => version.action)).toEqual(["published"]);
    const after = await listed();
    expect(after.narva).toBe("EE");
    expect(after.version).not.toBe(before.version);
    // the data version cited before the re-coding still reads as it was published
    expect((await listed(`&asOf=${before.version}`)).narva).toBe("RU");
  });
});
