import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { insertEvents } from "../../../test/events.js";
import { BOUNDARIES_VERSION } from "../../infra/countries/country-lookup.js";
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
    expect(await backfillCountries(app.orm)).toBe(3);
    const rows = await connection.execute<{ id: string; country: string | null; boundaries: number }[]>(
      `select id::text as id, country, country_boundaries as boundaries from events where id in (?, ?, ?) order by id`,
      ids,
    );
    expect(rows.map((row) => row.country)).toEqual(["EE", "PL", null]);
    expect(rows.every((row) => row.boundaries === BOUNDARIES_VERSION)).toBe(true);
    // nothing left to do the second time
    expect(await backfillCountries(app.orm)).toBe(0);
  });
});
