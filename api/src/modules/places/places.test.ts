import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";

const PLACES = `query ($query: String!, $near: PointInput, $first: Int) {
  places(query: $query, near: $near, first: $first) { geonameId name country region regionCode population distanceKm }
}`;

interface Found {
  name: string;
  country: string;
  region: string | null;
  regionCode: string | null;
  distanceKm: number | null;
}

describe("place search", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const places = async (variables: Record<string, unknown>) => {
    const answer = await app.graphql<{ places: Found[] }>(PLACES, variables);
    return answer;
  };

  it("finds a town by the start of its name, with or without its accents, in any case", async () => {
    for (const query of ["gdan", "Gdańsk", "GDANSK", "gdańs"]) {
      const { data } = await places({ query });
      expect(data?.places[0]).toMatchObject({
        name: "Gdańsk",
        country: "PL",
        region: "Pomeranian Voivodeship",
        regionCode: "PL-22",
      });
    }
  });

  it("finds a town by its name in the site's languages where GeoNames has one", async () => {
    for (const [query, name] of [
      ["Danzig", "Gdańsk"],
      ["danz", "Gdańsk"],
      ["Гданськ", "Gdańsk"],
      ["Wilno", "Vilnius"],
      ["Варшава", "Warsaw"],
      ["Monachium", "Munich"],
      ["kolonia", "Köln"],
    ]) {
      const { data } = await places({ query, first: 3 });
      expect(data?.places[0]?.name, query).toBe(name);
    }
    // a place found by two of its names is listed once
    const once = await places({ query: "gdan", first: 10 });
    expect(once.data?.places.filter((place) => place.name === "Gdańsk")).toHaveLength(1);
  });

  it("finds places in Russia and Belarus, where incidents at the borders happen", async () => {
    const { data } = await places({ query: "kaliningr", first: 3 });
    expect(data?.places[0]).toMatchObject({ name: "Kaliningrad", country: "RU" });
    const minsk = await places({ query: "minsk", first: 1 });
    expect(minsk.data?.places[0]).toMatchObject({ name: "Minsk", country: "BY" });
  });

  it("ranks the closer of two places of one name first around `near`, and says how far", async () => {
    // Frankfurt am Main is the larger; around Słubice, Frankfurt (Oder) across the river is the one meant
    const far = await places({ query: "frankfurt", first: 2 });
    expect(far.data?.places[0]?.name).toBe("Frankfurt am Main");
    const near = await places({ query: "frankfurt", first: 2, near: { latitude: 52.35, longitude: 14.55 } });
    expect(near.data?.places[0]?.name).toBe("Frankfurt (Oder)");
    expect(near.data?.places[0]?.distanceKm).toBeLessThan(5);
  });

  it("takes a query of 1 and of 200 characters, and refuses an empty one and a longer one", async () => {
    const one = await places({ query: "w", first: 5 });
    expect(one.data?.places).toHaveLength(5);
    const long = await places({ query: "g".repeat(200) });
    expect(long.data?.places).toEqual([]);
    for (const [query, message] of [
      ["", apiMessages.placeQueryEmpty],
      ["   ", apiMessages.placeQueryEmpty],
      ["g".repeat(201), apiMessages.placeQueryTooLong],
    ]) {
      const refused = await places({ query });
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    const tooMany = await places({ query: "gdan", first: 51 });
    expect(tooMany.errors?.[0]?.message).toBe(apiMessages.placesFirstOutOfRange);
    const nowhere = await places({ query: "gdan", near: { latitude: 91, longitude: 0 } });
    expect(nowhere.errors?.[0]?.message).toBe(apiMessages.placeNearInvalid);
  });

  it("answers over REST, with its errors as 400", async () => {
    const found = await fetch(`${app.url}/api/places?q=vilni&near=54.7,25.3&first=1`);
    expect(found.status).toBe(200);
    expect(found.headers.get("ratelimit-limit")).not.toBeNull();
    expect(await found.json()).toMatchObject([{ name: "Vilnius", country: "LT", regionCode: "LT-VL" }]);
    const empty = await fetch(`${app.url}/api/places?q=`);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: apiMessages.placeQueryEmpty });
    const badNear = await fetch(`${app.url}/api/places?q=gdan&near=north`);
    expect(badNear.status).toBe(400);
  });

  it("treats the LIKE wildcards as letters", async () => {
    const { data } = await places({ query: "%" });
    expect(data?.places).toEqual([]);
    const underscore = await places({ query: "_dansk" });
    expect(underscore.data?.places).toEqual([]);
  });
});
