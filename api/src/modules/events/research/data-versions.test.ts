import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import type { Account } from "../../../../test/accounts.js";
import { accountWithRole, bearer, insertEvents } from "../../../../test/events.js";
import { rawGet } from "../../../../test/raw-get.js";
import { AS_OF_FORMAT_MESSAGE, AS_OF_UNKNOWN_MESSAGE } from "../../incidents-read/as-of.queries.js";
import { refusal } from "../../../../test/refusal.js";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Each format's address, without and with a filter. */
const FORMATS = [
  ["csv", "/api/events/export.csv"],
  ["geojson", "/api/events/export.geojson"],
  ["xlsx", "/api/events/export.xlsx"],
  ["json", "/api/events"],
] as const;

describe("every data version, rebuilt byte for byte from the incidents' history", () => {
  let app: TestApp;
  let moderator: Account;
  let ids: string[];
  let address = 0;
  const get = async (path: string) => {
    const response = await rawGet(app.url, path, {
      "x-forwarded-for": `10.96.${++address >> 8}.${address & 255}`,
    });
    return response;
  };
  const staff = (query: string, variables: Record<string, unknown>) =>
    app.graphql<Record<string, unknown>>(query, variables, bearer(moderator));

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: "https://watch.example.eu" });
    moderator = await accountWithRole(app, "moderator");
    ids = await insertEvents(app, [
      { title: "Cable cut off Gotland", kind: "sabotage", latitude: 57.6, longitude: 18.3 },
      { title: "Rzeszów, drones", type: "chinese", kind: "airspace", latitude: 50.04, longitude: 22.0 },
      { title: "Espionage in Riga", kind: "espionage", latitude: 56.95, longitude: 24.1, date: "2024-03-02" },
      { title: "=Phishing in Athens", kind: "cyber", latitude: 37.98, longitude: 23.73 },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each(FORMATS)(
    "gives a %s of a past version again, the same bytes after later changes",
    async (_, path) => {
      await staff(
        `mutation ($id: ID!) { updateEvent(id: $id, input: { title: "Cable cut off Gotland, 2 cables" }) { id } }`,
        {
          id: ids[0],
        },
      );
      for (const filter of ["", "kinds=sabotage,cyber&"]) {
        const live = await get(`${path}?${filter.slice(0, -1)}`);
        expect(live.status).toBe(200);
        const version = live.headers["data-version"] as string;
        const first = await get(`${path}?${filter}asOf=${version}`);
        expect(first.status).toBe(200);
        expect(first.headers["data-version"]).toBe(version);
        // the download made then is the version's file
        expect(sha256(first.body)).toBe(sha256(live.body));
      }
      const live = await get(path);
      const version = live.headers["data-version"] as string;
      const before = sha256(live.body);
      // later changes: a correction, a withdrawal, a deletion, new incidents
      await staff(
        `mutation ($id: ID!) { updateEvent(id: $id, input: { date: "2024-02-01", title: "Moved" }) { id } }`,
        {
          id: ids[2],
        },
      );
      await staff(`mutation ($id: ID!) { rejectEvent(id: $id, reason: "Source retracted") { id } }`, {
        id: ids[1],
      });
      await insertEvents(app, [
        { title: "Drone over Vilnius", kind: "airspace", latitude: 54.7, longitude: 25.3 },
      ]);
      const changed = await get(path);
      expect(changed.headers["data-version"]).not.toBe(version);
      expect(sha256(changed.body)).not.toBe(before);
      const again = await get(`${path}?asOf=${version}`);
      expect(again.status).toBe(200);
      expect(sha256(again.body)).toBe(before);
      // re-approve what was withdrawn, for the next format
      await staff(`mutation ($id: ID!) { approveEvent(id: $id) { id } }`, { id: ids[1] });
    },
  );

  it("shows the past in the rows: a withdrawn incident is back, a correction undone", async () => {
    const version = (await get("/api/events")).headers["data-version"] as string;
    await staff(`mutation ($id: ID!) { rejectEvent(id: $id, reason: "Duplicate") { id } }`, { id: ids[3] });
    await staff(`mutation ($id: ID!) { updateEvent(id: $id, input: { title: "Renamed" }) { id } }`, {
      id: ids[0],
    });
    const then = JSON.parse((await get(`/api/events?asOf=${version}`)).body.toString()) as {
      id: string;
      title: string;
    }[];
    const now = JSON.parse((await get("/api/events")).body.toString()) as { id: string; title: string }[];
    expect(then.map((e) => e.id)).toContain(ids[3]);
    expect(now.map((e) => e.id)).not.toContain(ids[3]);
    expect(then.find((e) => e.id === ids[0])!.title).not.toBe("Renamed");
    expect(now.find((e) => e.id === ids[0])!.title).toBe("Renamed");
  });

  it("answers events(asOf:) in GraphQL with the rows, sources and attributions of that version", async () => {
    const version = (await get("/api/events")).headers["data-version"] as string;
    const query = `query ($asOf: String) {
      events(asOf: $asOf, first: 500) { totalCount edges { node { id title sources { url } strongestAttribution { party } } } }
    }`;
    type Page = {
      events: {
        totalCount: number;
        edges: { node: { id: string; title: string; sources: { url: string }[] } }[];
      };
    };
    const before = await app.graphql<Page>(query, { asOf: version });
    await staff(
      `mutation ($id: ID!) { updateEvent(id: $id, input: { title: "Renamed again", sourceUrl: "https://example.org/moved" }) { id } }`,
      {
        id: ids[0],
      },
    );
    const then = await app.graphql<Page>(query, { asOf: version });
    expect(then.data).toEqual(before.data);
    expect(then.data!.events.totalCount).toBe(Number(version.split("-")[1]));
    const now = await app.graphql<Page>(query, {});
    const renamed = now.data!.events.edges.find((edge) => edge.node.id === ids[0])!.node;
    expect(renamed.title).toBe("Renamed again");
    expect(renamed.sources[0]!.url).toBe("https://example.org/moved");
    const old = then.data!.events.edges.find((edge) => edge.node.id === ids[0])!.node;
    expect(old.sources[0]!.url).not.toBe("https://example.org/moved");
    const refused = await app.graphql<Page>(query, { asOf: "yesterday" });
    expect(refused.errors![0]!.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { asOf: AS_OF_FORMAT_MESSAGE },
    });
  });

  it.each([
    ["yesterday", AS_OF_FORMAT_MESSAGE],
    ["20261123T130512Z-4", AS_OF_FORMAT_MESSAGE],
    ["20261332T130512.345Z-4", AS_OF_FORMAT_MESSAGE],
    ["20200101T000000.000Z-4", AS_OF_UNKNOWN_MESSAGE],
  ])("refuses asOf=%s with 400 and a clear message", async (asOf, message) => {
    for (const [, path] of FORMATS) {
      const response = await get(`${path}?asOf=${asOf}`);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body.toString())).toEqual(refusal(message, { asOf: message }));
    }
  });

  it("refuses a version whose count does not match the public data of its time", async () => {
    const version = (await get("/api/events")).headers["data-version"] as string;
    const [time, count] = version.split("-");
    const response = await get(`/api/events?asOf=${time}-${Number(count) + 1}`);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body.toString())).toMatchObject({ errors: { asOf: AS_OF_UNKNOWN_MESSAGE } });
  });
});
