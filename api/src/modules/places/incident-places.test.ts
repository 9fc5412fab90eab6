import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "@incident-watch/schema";
import { jobContextOf, startTestApp, type TestApp } from "../../../test/app.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";
import type { Account } from "../../../test/accounts.js";
import { announce } from "../changes.js";
import { backfillPlaces } from "./incident-places.js";

const GDANSK = { latitude: 54.352, longitude: 18.646 };
/** The Baltic Sea some 50 km off Poland's coast, in no state's waters. */
const AT_SEA = { latitude: 55.2, longitude: 17.6 };
const VILNIUS = { latitude: 54.687, longitude: 25.28 };

const PLACE = `query ($id: ID!, $language: String) {
  event(id: $id) { place { name(language: $language) region(language: $language) regionCode country distanceKm } }
}`;
const APPROVE = `mutation ($id: ID!) { approveEvent(id: $id) { id } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }`;
const IN_REGIONS = `query ($regions: [String!]) {
  events(filter: { regionCodes: $regions }) { totalCount edges { node { id place { regionCode } } } }
}`;

interface Placed {
  name: string;
  region: string | null;
  regionCode: string | null;
  country: string;
  distanceKm: number;
}

describe("every incident named by its place", () => {
  let app: TestApp;
  let moderator: Account;
  beforeAll(async () => {
    app = await startTestApp();
    moderator = await accountWithRole(app, "moderator");
  });
  afterAll(() => app.close());

  const placeOf = async (id: string, language?: string) => {
    const answer = await app.graphql<{ event: { place: Placed | null } }>(PLACE, { id, language });
    expect(answer.errors).toBeUndefined();
    return answer.data!.event.place;
  };
  const stored = async (id: string) =>
    (
      await app.orm.em
        .fork()
        .execute<{ place_name: string | null; place_gazetteer: number }[]>(
          `select place_name, place_gazetteer from events where id = ?`,
          [id],
        )
    )[0]!;

  it("stores the nearest place and its region with the approval, named in the reader's language", async () => {
    const [id] = await insertEvents(app, [{ status: "pending", ...GDANSK }]);
    expect(await stored(id!)).toEqual({ place_name: null, place_gazetteer: 0 });
    const approved = await app.graphql(APPROVE, { id }, bearer(moderator));
    expect(approved.errors).toBeUndefined();
    const place = await placeOf(id!);
    expect(place).toMatchObject({
      name: "Gdańsk",
      region: "Pomeranian Voivodeship",
      regionCode: "PL-22",
      country: "PL",
    });
    expect(place!.distanceKm).toBeLessThan(3);
    const german = await placeOf(id!, "de");
    expect(german?.region).not.toBe("Pomeranian Voivodeship");
    expect(german?.region).toMatch(/Pommern/);
    // the place too, where GeoNames has a name of the language's own; else as GeoNames writes it
    expect(german?.name).toBe("Danzig");
    expect((await placeOf(id!, "uk"))?.name).toBe("Гданськ");
    expect((await placeOf(id!, "pl"))?.name).toBe("Gdańsk");
    const refused = await app.graphql(PLACE, { id, language: "xx" });
    expect(refused.errors?.[0]?.message).toBe(apiMessages.titleLanguageInvalid);
  });

  it("gives a point at sea the nearest coast's place with its distance", async () => {
    const [id] = await insertEvents(app, [{ status: "pending", ...AT_SEA }]);
    await app.graphql(APPROVE, { id }, bearer(moderator));
    const place = await placeOf(id!);
    expect(place?.country).toBe("PL");
    expect(place?.distanceKm).toBeGreaterThan(25);
    expect(place?.distanceKm).toBeLessThan(80);
  });

  it("chooses the place again when a correction moves the point", async () => {
    const [id] = await insertEvents(app, [{ status: "pending", ...GDANSK }]);
    await app.graphql(APPROVE, { id }, bearer(moderator));
    const moved = await app.graphql(UPDATE, { id, input: VILNIUS }, bearer(moderator));
    expect(moved.errors).toBeUndefined();
    expect(await placeOf(id!)).toMatchObject({ name: "Vilnius", regionCode: "LT-VL", country: "LT" });
  });

  it("stores the place in the announcing transaction: nothing when it rolls back", async () => {
    const [id] = await insertEvents(app, [{ status: "approved", ...VILNIUS }]);
    const { uow } = jobContextOf(app);
    const payload = {
      eventId: id!,
      change: "published" as const,
      titleChanged: true,
      title: "Vilnius",
      fields: [],
    };
    await expect(
      uow.run(async (tx) => {
        await announce(uow, tx, "incidentPublished", payload);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await stored(id!)).place_name).toBeNull();
    await uow.run((tx) => announce(uow, tx, "incidentPublished", payload));
    expect((await stored(id!)).place_name).toBe("Vilnius");
  });

  it("backfills the incidents stored before, in batches, once", async () => {
    const ids = await insertEvents(app, [
      { ...GDANSK },
      { ...VILNIUS },
      { ...AT_SEA },
      { status: "pending", ...GDANSK },
    ]);
    expect(await placeOf(ids[0]!)).toBeNull();
    const placed = await backfillPlaces(jobContextOf(app));
    expect(placed).toBeGreaterThanOrEqual(ids.length);
    expect((await placeOf(ids[0]!))?.name).toBe("Gdańsk");
    expect((await placeOf(ids[1]!))?.name).toBe("Vilnius");
    expect((await stored(ids[3]!)).place_name).toBe("Gdańsk");
    expect(await backfillPlaces(jobContextOf(app))).toBe(0);
  });

  it("walks the incidents in the order of their ids, across a digit more", async () => {
    const ids = ["998", "999", "1000", "1001"];
    for (const id of ids) {
      const url = `https://example.org/places/${id}`;
      await app.orm.em.fork().execute(
        `insert into events (id, type, title, source_url, source_url_key, date, latitude, longitude, status,
                             created_at, updated_at)
         values (?, 'russian', 'Numbered incident', ?, ?, '2024-05-01', ?, ?, 'approved', now(), now())`,
        [id, url, url, GDANSK.latitude, GDANSK.longitude],
      );
    }
    // two a batch: by text, "1000" and "1001" would come first, and 998 and 999 be passed over
    expect(await backfillPlaces(jobContextOf(app), 2)).toBe(4);
    for (const id of ids) expect((await stored(id)).place_gazetteer).toBe(1);
  });

  it("filters the research reads by region code, bounded and checked", async () => {
    const [gdansk, vilnius] = await insertEvents(app, [{ ...GDANSK }, { ...VILNIUS }]);
    await backfillPlaces(jobContextOf(app));
    const pomerania = await app.graphql<{ events: { edges: { node: { id: string } }[] } }>(IN_REGIONS, {
      regions: ["pl-22"],
    });
    const ids = pomerania.data!.events.edges.map((edge) => edge.node.id);
    expect(ids).toContain(gdansk);
    expect(ids).not.toContain(vilnius);
    const none = await app.graphql<{ events: { totalCount: number } }>(IN_REGIONS, { regions: [] });
    expect(none.data!.events.totalCount).toBe(0);
    const wrong = await app.graphql(IN_REGIONS, { regions: ["Pomerania"] });
    expect(wrong.errors?.[0]?.message).toBe(apiMessages.regionCodeInvalid);
    const tooMany = await app.graphql(IN_REGIONS, { regions: Array.from({ length: 2001 }, () => "PL-22") });
    expect(tooMany.errors?.[0]?.message).toBe(apiMessages.filterListTooLong);
    const rest = await fetch(`${app.url}/api/events?regions=LT-VL`);
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as { events?: { id: string }[] } | { id: string }[];
    expect(JSON.stringify(body)).toContain(`"${vilnius}"`);
    expect(JSON.stringify(body)).not.toContain(`"${gdansk}"`);
  });
});
