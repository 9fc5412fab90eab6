import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";
import type { Account } from "../../../test/accounts.js";
import { rawGet } from "../../../test/raw-get.js";
import { COLLECTIONS } from "./collections.js";
import { ALL, BALTIC_INCIDENTS, objectsPath, TAXII, untilIndexed } from "../../../test/taxii.js";

const objects = objectsPath;

interface Envelope {
  more: boolean;
  next?: string;
  objects?: { id: string; type: string; modified: string; revoked?: boolean; name?: string }[];
}

/** The TAXII 2.1 conformance of a read-only server (OASIS TAXII 2.1 sections 3 to 5), on the real server. */
describe("TAXII 2.1, read-only", () => {
  let app: TestApp;
  let address = 0;
  let moderator: Account;
  const ids: string[] = [];

  const get = (path: string, headers: Record<string, string> = {}) =>
    rawGet(app.url, path, {
      accept: TAXII,
      "x-forwarded-for": `10.77.${++address >> 8}.${address & 255}`,
      ...headers,
    });
  const json = async <T>(path: string, headers?: Record<string, string>) => {
    const answer = await get(path, headers);
    expect(answer.status, answer.body.toString()).toBe(200);
    expect(answer.headers["content-type"]).toBe(TAXII);
    return JSON.parse(answer.body.toString()) as T;
  };
  const moderate = async (mutation: string, variables: Record<string, unknown>) => {
    const answer = await app.graphql(mutation, variables, bearer(moderator));
    expect(answer.errors).toBeUndefined();
  };
  const approve = (id: string) => moderate(`mutation ($id: ID!) { approveEvent(id: $id) { id } }`, { id });
  const indexed = (count: number) => untilIndexed((path) => json<Envelope>(path), count);

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: "https://watch.example.eu" });
    moderator = await accountWithRole(app, "moderator");
    ids.push(...(await insertEvents(app, BALTIC_INCIDENTS)));
    for (const id of ids) await approve(id);
    await indexed(3);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("answers discovery, the API root and its collections in TAXII's media type", async () => {
    const discovery = await json<{ default: string; api_roots: string[]; title: string }>("/taxii2/");
    expect(discovery).toMatchObject({
      title: "Incident Watch Europe",
      default: "https://watch.example.eu/taxii2/api/",
      api_roots: ["https://watch.example.eu/taxii2/api/"],
    });
    const root = await json<{ versions: string[]; max_content_length: number }>("/taxii2/api/");
    expect(root).toMatchObject({ versions: [TAXII], max_content_length: 0 });
    const { collections } = await json<{ collections: Record<string, unknown>[] }>(
      "/taxii2/api/collections/",
    );
    expect(collections.length).toBe(COLLECTIONS.length);
    for (const collection of collections) {
      expect(collection).toMatchObject({
        can_read: true,
        can_write: false,
        media_types: ["application/stix+json;version=2.1"],
      });
      expect(collection.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    // stable: the same ids on every server, named by what they hold
    expect(collections[0]).toMatchObject({
      id: "59b8c3c2-a759-5faf-aea3-5674cc0e42d7",
      title: "All published incidents",
    });
    expect(await json(`/taxii2/api/collections/${ALL}/`)).toEqual(collections[0]);
  });

  it("refuses an Accept it cannot serve with 406, and answers errors as TAXII error messages", async () => {
    for (const accept of ["application/json", "application/taxii+json;version=2.0", "text/html"]) {
      const refused = await get("/taxii2/", { accept });
      expect(refused.status, accept).toBe(406);
      expect(refused.headers["content-type"]).toBe(TAXII);
      expect(JSON.parse(refused.body.toString())).toMatchObject({ http_status: "406" });
    }
    expect((await get("/taxii2/", { accept: "application/taxii+json" })).status).toBe(200);
    const cases: [string, number][] = [
      ["/taxii2/api/collections/00000000-0000-5000-8000-000000000000/", 404],
      [`${objects()}incident--00000000-0000-5000-8000-000000000000/`, 404],
      [`${objects()}?added_after=yesterday`, 400],
      [`${objects()}?limit=0`, 400],
      [`${objects()}?limit=ten`, 400],
      [`${objects()}?next=somewhere`, 400],
      [`${objects()}?match[version]=newest`, 400],
      [`${objects()}?colour=red`, 400],
    ];
    for (const [path, status] of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(status);
      expect(answer.headers["content-type"], path).toBe(TAXII);
      const error = JSON.parse(answer.body.toString()) as { title: string; http_status: string };
      expect(error.title, path).toBeTruthy();
      expect(error.http_status, path).toBe(String(status));
    }
    // the collections are read-only: a write is forbidden
    const write = await fetch(`${app.url}${objects()}`, { method: "POST", headers: { accept: TAXII } });
    expect(write.status).toBe(403);
    expect(write.headers.get("content-type")).toBe(TAXII);
  });

  it("pages the objects with limit and next, with more and the date-added headers", async () => {
    const seen: string[] = [];
    let next: string | undefined;
    let lastAdded = "";
    do {
      const answer = await get(`${objects()}?limit=2${next ? `&next=${next}` : ""}`);
      expect(answer.status).toBe(200);
      const page = JSON.parse(answer.body.toString()) as Envelope;
      expect(page.objects!.length).toBeLessThanOrEqual(2);
      const first = answer.headers["x-taxii-date-added-first"] as string;
      const last = answer.headers["x-taxii-date-added-last"] as string;
      expect(first).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
      expect(first > lastAdded && last >= first).toBe(true);
      lastAdded = last;
      seen.push(...page.objects!.map((o) => `${o.id}@${o.modified}`));
      expect(page.more).toBe(page.next !== undefined);
      next = page.next;
    } while (next);
    expect(new Set(seen).size).toBe(seen.length);
    // the marking, the publisher, every party, and 3 incidents' objects (each with its place and located-at)
    const whole = await json<Envelope>(`${objects()}?limit=1000`);
    expect(seen).toEqual(whole.objects!.map((o) => `${o.id}@${o.modified}`));
    expect(whole.more).toBe(false);
    // a limit above the server's own is served at the server's
    expect((await get(`${objects()}?limit=100000`)).status).toBe(200);
  });

  it("filters by match[id], match[type], match[spec_version] and added_after, and serves an object and the manifest", async () => {
    const whole = await json<Envelope>(`${objects()}?limit=1000`);
    const incidents = whole.objects!.filter((o) => o.type === "incident");
    expect((await json<Envelope>(`${objects()}?match[type]=incident`)).objects).toEqual(incidents);
    const one = incidents[0]!;
    expect((await json<Envelope>(`${objects()}?match[id]=${one.id}`)).objects).toEqual([one]);
    expect((await json<Envelope>(`${objects()}${one.id}/`)).objects).toEqual([one]);
    expect(await json<Envelope>(`${objects()}?match[spec_version]=2.0`)).toEqual({ more: false });
    expect(
      (await json<Envelope>(`${objects()}?match[spec_version]=2.1&match[type]=incident`)).objects,
    ).toEqual(incidents);
    const manifest = await json<{
      objects: { id: string; date_added: string; version: string; media_type: string }[];
    }>(`/taxii2/api/collections/${ALL}/manifest/?match[type]=incident`);
    expect(manifest.objects.map((o) => [o.id, o.version])).toEqual(incidents.map((o) => [o.id, o.modified]));
    const middle = manifest.objects[1]!.date_added;
    const after = await json<Envelope>(`${objects()}?match[type]=incident&added_after=${middle}`);
    expect(after.objects).toEqual(incidents.slice(2));
    const versions = await json<{ versions: string[] }>(`${objects()}${one.id}/versions/`);
    expect(versions.versions).toEqual([one.modified]);
  });

  it("places incidents in their attribution's and their country's collections", async () => {
    const chinese = COLLECTIONS.find((c) => "party" in c.scope && c.scope.party === "china")!;
    const estonia = COLLECTIONS.find((c) => "country" in c.scope && c.scope.country === "EE")!;
    const latvia = COLLECTIONS.find((c) => "country" in c.scope && c.scope.country === "LV")!;
    const names = async (collection: string) =>
      ((await json<Envelope>(`${objects(collection)}?match[type]=incident`)).objects ?? []).map(
        (o) => o.name,
      );
    expect(await names(chinese.id)).toEqual(["Phishing in Tallinn"]);
    expect(await names(estonia.id)).toEqual(["Phishing in Tallinn"]);
    expect(await names(latvia.id)).toEqual(["Drone over Riga"]);
  });

  it("lets a polling client see every version exactly once, corrections and revocations included", async () => {
    const start = await json<Envelope>(`${objects()}?match[version]=all&limit=1000`);
    const seen = new Map<string, number>();
    for (const o of start.objects!) seen.set(`${o.id}@${o.modified}`, 1);
    let since = "";
    const poll = async () => {
      const answer = await get(
        `${objects()}?match[version]=all&limit=3${since ? `&added_after=${since}` : ""}`,
      );
      const page = JSON.parse(answer.body.toString()) as Envelope;
      for (const o of page.objects ?? [])
        seen.set(`${o.id}@${o.modified}`, (seen.get(`${o.id}@${o.modified}`) ?? 0) + 1);
      since = (answer.headers["x-taxii-date-added-last"] as string | undefined) ?? since;
      return page;
    };
    since = (await get(`${objects()}?match[version]=all&limit=1000`)).headers[
      "x-taxii-date-added-last"
    ] as string;
    const [gotland, tallinn] = [ids[0]!, ids[1]!];
    const [more] = await insertEvents(app, [
      { title: "Jamming over Vilnius", kind: "cyber", latitude: 54.7, longitude: 25.3, status: "pending" },
    ]);
    await approve(more!);
    await poll();
    await moderate(
      `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }`,
      {
        id: gotland,
        input: { title: "Cable cut north of Gotland" },
      },
    );
    await poll();
    await moderate(
      `mutation ($id: ID!) { rejectEvent(id: $id, reason: "The report was retracted.") { id } }`,
      { id: tallinn },
    );
    const everything = await indexed(6);
    for (let i = 0; i < 20; i++) if (!(await poll()).more && seen.size >= everything.objects!.length) break;
    for (const [version, times] of seen) expect(times, version).toBe(1);
    const all = await json<Envelope>(`${objects()}?match[version]=all&limit=1000`);
    expect([...seen.keys()].sort()).toEqual(all.objects!.map((o) => `${o.id}@${o.modified}`).sort());
    const names = all.objects!.filter((o) => o.type === "incident").map((o) => o.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "Cable cut north of Gotland",
        "Jamming over Vilnius",
        `Withdrawn incident ${tallinn}`,
      ]),
    );
    // the withdrawal revokes each of the incident's objects in a new version; the last version is it
    const revoked = all.objects!.filter((o) => o.revoked);
    expect(revoked.length).toBeGreaterThanOrEqual(3);
    const last = await json<Envelope>(`${objects()}?match[type]=incident`);
    expect(last.objects!.find((o) => o.name?.includes(tallinn))).toMatchObject({ revoked: true });
    expect(last.objects!.map((o) => o.name)).not.toContain("Cable cut off Gotland");
    const first = await json<Envelope>(`${objects()}?match[type]=incident&match[version]=first`);
    expect(first.objects!.map((o) => o.name)).toContain("Cable cut off Gotland");
    const gotlandId = first.objects!.find((o) => o.name === "Cable cut off Gotland")!.id;
    expect((await json<{ versions: string[] }>(`${objects()}${gotlandId}/versions/`)).versions).toHaveLength(
      2,
    );
    const previous = first.objects!.find((o) => o.id === gotlandId)!.modified;
    expect((await json<Envelope>(`${objects()}${gotlandId}/?match[version]=${previous}`)).objects).toEqual([
      first.objects!.find((o) => o.id === gotlandId),
    ]);
  });

  it("serves a research key sent as Bearer or as Basic's password, and refuses an unknown one", async () => {
    const member = await accountWithRole(app, "user");
    const created = await app.graphql<{ createApiKey: { secret: string } }>(
      `mutation ($input: ApiKeyInput!) { createApiKey(input: $input) { secret } }`,
      { input: { name: "TAXII client" } },
      bearer(member),
    );
    const secret = created.data!.createApiKey.secret;
    expect((await get("/taxii2/", { authorization: `Bearer ${secret}` })).status).toBe(200);
    const basic = Buffer.from(`opencti:${secret}`).toString("base64");
    expect((await get(objects(), { authorization: `Basic ${basic}` })).status).toBe(200);
    const wrong = Buffer.from(`opencti:iwk_${"x".repeat(43)}`).toString("base64");
    expect((await get("/taxii2/", { authorization: `Basic ${wrong}` })).status).toBe(401);
  });
});

describe("TAXII 2.1 past the research limit", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RESEARCH_RATE_LIMIT: "2" });
  });
  afterAll(() => app?.close());

  it("refuses with 429 as a TAXII error message, with Retry-After and the limit's headers", async () => {
    for (let n = 0; n < 2; n++)
      expect((await rawGet(app.url, "/taxii2/", { accept: TAXII })).status).toBe(200);
    const refused = await rawGet(app.url, "/taxii2/", { accept: TAXII });
    expect(refused.status).toBe(429);
    expect(refused.headers["content-type"]).toBe(TAXII);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.headers["ratelimit-limit"]).toBe("2");
    expect(JSON.parse(refused.body.toString())).toMatchObject({
      title: "Too many requests",
      http_status: "429",
    });
  });
});
