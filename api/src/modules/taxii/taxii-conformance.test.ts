import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";
import type { Account } from "../../../test/accounts.js";
import { rawGet, type RawResponse } from "../../../test/raw-get.js";
import { COLLECTIONS } from "./collections.js";
import { BALTIC_INCIDENTS, collectionPath, objectsPath, TAXII, untilIndexed } from "../../../test/taxii.js";

const STIX = "application/stix+json;version=2.1";
const collectionUrl = collectionPath;
const objects = objectsPath;
const DATE_ADDED = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const UNKNOWN_ID = "incident--00000000-0000-5000-8000-000000000000";

interface StixObject {
  id: string;
  type: string;
  created: string;
  /** absent on the marking definition, which has one version: its `created` */
  modified?: string;
  name?: string;
}
interface Envelope {
  more: boolean;
  next?: string;
  objects?: StixObject[];
}
interface ManifestRecord {
  id: string;
  date_added: string;
  version: string;
  media_type: string;
}

/**
 * TAXII 2.1 conformance past what taxii.test.ts checks: content negotiation, the resources' required
 * properties, versions, manifests, refused parameters and refused writes (OASIS TAXII 2.1 sections 1.6.8,
 * 3, 4 and 5).
 */
describe("TAXII 2.1 conformance, read-only", () => {
  let app: TestApp;
  let address = 0;
  let moderator: Account;
  const ids: string[] = [];

  const headersFor = (headers: Record<string, string>) => ({
    accept: TAXII,
    "x-forwarded-for": `10.78.${++address >> 8}.${address & 255}`,
    ...headers,
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    rawGet(app.url, path, headersFor(headers));
  const parse = <T>(answer: RawResponse) => JSON.parse(answer.body.toString()) as T;
  const json = async <T>(path: string, headers?: Record<string, string>) => {
    const answer = await get(path, headers);
    expect(answer.status, answer.body.toString()).toBe(200);
    expect(answer.headers["content-type"]).toBe(TAXII);
    return parse<T>(answer);
  };
  /** A TAXII error message (section 3.6.1): the status, TAXII's media type, a title and the status as text. */
  const expectError = (
    label: string,
    answer: { status: number; type: string | null; body: string },
    status: number,
  ) => {
    expect(answer.status, `${label}: ${answer.body}`).toBe(status);
    expect(answer.type, label).toBe(TAXII);
    const error = JSON.parse(answer.body) as { title?: unknown; http_status?: unknown };
    expect(typeof error.title, label).toBe("string");
    expect(error.http_status, label).toBe(String(status));
  };
  const getError = async (path: string, status: number, headers?: Record<string, string>) => {
    const answer = await get(path, headers);
    expectError(
      path,
      {
        status: answer.status,
        type: (answer.headers["content-type"] as string | undefined) ?? null,
        body: answer.body.toString(),
      },
      status,
    );
  };
  const moderate = async (mutation: string, variables: Record<string, unknown>) => {
    const answer = await app.graphql(mutation, variables, bearer(moderator));
    expect(answer.errors).toBeUndefined();
  };
  const indexed = (count: number) => untilIndexed((path) => json<Envelope>(path), count);
  /** The incident with two versions: the one corrected after it was published. */
  const corrected = async () => {
    const first = await json<Envelope>(`${objects()}?match[type]=incident&match[version]=first`);
    return first.objects!.find((o) => o.name === "Cable cut off Gotland")!;
  };

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: "https://watch.example.eu" });
    moderator = await accountWithRole(app, "moderator");
    ids.push(...(await insertEvents(app, BALTIC_INCIDENTS)));
    for (const id of ids) await moderate(`mutation ($id: ID!) { approveEvent(id: $id) { id } }`, { id });
    await indexed(3);
    await moderate(
      `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }`,
      { id: ids[0], input: { title: "Cable cut north of Gotland" } },
    );
    await indexed(4);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("serves TAXII's media type asked without a version, spaced, in capitals or by wildcard, and answers in version 2.1", async () => {
    const served = [
      "application/taxii+json",
      "application/taxii+json; version=2.1",
      "Application/TAXII+JSON;Version=2.1",
      "*/*",
      "application/*",
      "text/html, application/taxii+json;version=2.1;q=0.5",
    ];
    for (const accept of served) {
      for (const path of ["/taxii2/", objects()]) {
        const answer = await get(path, { accept });
        expect(answer.status, `${accept} ${path}`).toBe(200);
        expect(answer.headers["content-type"], accept).toBe(TAXII);
      }
    }
    // STIX's own media type is not an envelope's (section 1.6.8), and q=0 refuses what it names
    for (const accept of [
      STIX,
      "application/taxii+json;version=2.1;q=0",
      "application/taxii+json;version=3.0",
    ])
      await getError(objects(), 406, { accept });
  });

  it("advertises API roots that are absolute URLs it serves, with the default among them, and TAXII 2.1 as a version", async () => {
    const discovery = await json<{ title: string; default?: string; api_roots: string[] }>("/taxii2/");
    expect(typeof discovery.title).toBe("string");
    expect(discovery.api_roots.length).toBeGreaterThan(0);
    expect(discovery.api_roots).toContain(discovery.default);
    for (const root of discovery.api_roots) {
      const url = new URL(root);
      expect(url.href).toBe(root);
      expect(root.endsWith("/")).toBe(true);
      const info = await json<{ title: string; versions: string[]; max_content_length: number }>(
        url.pathname,
      );
      expect(typeof info.title).toBe("string");
      expect(info.versions).toContain(TAXII);
      expect(Number.isInteger(info.max_content_length)).toBe(true);
    }
    // an API root or a status the server does not have
    await getError("/taxii2/elsewhere/", 404);
    await getError("/taxii2/api/status/2d086da7-4bdc-4f91-900e-d77486753710/", 404);
  });

  it("describes every collection with its required properties, the same in the list as on its own", async () => {
    const { collections } = await json<{ collections: Record<string, unknown>[] }>(
      "/taxii2/api/collections/",
    );
    for (const collection of collections) {
      expect(typeof collection.id).toBe("string");
      expect(typeof collection.title).toBe("string");
      expect(collection).toMatchObject({ can_read: true, can_write: false });
      expect(collection.media_types).toContain(STIX);
      expect(await json(collectionUrl(collection.id as string))).toEqual(collection);
    }
    const unknown = "00000000-0000-5000-8000-000000000000";
    for (const path of [collectionUrl(unknown), objects(unknown), `${collectionUrl(unknown)}manifest/`])
      await getError(path, 404);
  });

  it("answers an object that is missing, or outside the collection, with 404 as a TAXII error message", async () => {
    const riga = (await json<Envelope>(`${objects()}?match[type]=incident`)).objects!.find(
      (o) => o.name === "Drone over Riga",
    )!;
    const estonia = COLLECTIONS.find((c) => "country" in c.scope && c.scope.country === "EE")!.id;
    await getError(`${objects()}${UNKNOWN_ID}/`, 404);
    await getError(`${objects()}${UNKNOWN_ID}/versions/`, 404);
    await getError(`${objects(estonia)}${riga.id}/`, 404);
    await getError(`${objects(estonia)}${riga.id}/versions/`, 404);
  });

  it("lists an object's versions oldest first with more and the date-added headers, a page at a time", async () => {
    const { id } = await corrected();
    const answer = await get(`${objects()}${id}/versions/`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe(TAXII);
    const { more, versions } = parse<{ more: boolean; versions: string[] }>(answer);
    expect(more).toBe(false);
    expect(versions).toHaveLength(2);
    for (const version of versions) expect(new Date(version).toISOString()).toBe(version);
    expect([...versions].sort()).toEqual(versions);
    const first = answer.headers["x-taxii-date-added-first"] as string;
    const last = answer.headers["x-taxii-date-added-last"] as string;
    expect(first).toMatch(DATE_ADDED);
    expect(last > first).toBe(true);
    // limit and next page the versions as they page objects
    const one = await json<{ more: boolean; next?: string; versions: string[] }>(
      `${objects()}${id}/versions/?limit=1`,
    );
    expect(one).toMatchObject({ more: true, versions: [versions[0]] });
    const two = await json<{ more: boolean; next?: string; versions: string[] }>(
      `${objects()}${id}/versions/?limit=1&next=${one.next}`,
    );
    expect(two).toEqual({ more: false, versions: [versions[1]] });
  });

  it("picks an object's first, last, every or a named version with match[version]", async () => {
    const { id } = await corrected();
    const { versions } = await json<{ versions: string[] }>(`${objects()}${id}/versions/`);
    const modified = async (query: string) =>
      ((await json<Envelope>(`${objects()}${id}/?${query}`)).objects ?? []).map((o) => o.modified);
    expect(await modified("")).toEqual([versions[1]]);
    expect(await modified("match[version]=last")).toEqual([versions[1]]);
    expect(await modified("match[version]=first")).toEqual([versions[0]]);
    expect(await modified("match[version]=all")).toEqual(versions);
    expect(await modified("match[version]=first,last")).toEqual(versions);
    expect(await modified(`match[version]=${versions[0]}`)).toEqual([versions[0]]);
    const named = await json<Envelope>(`${objects()}${id}/?match[version]=first`);
    expect(named.objects![0]).toMatchObject({ id, name: "Cable cut off Gotland" });
  });

  it("gives every manifest record its id, date_added, version and media type, with headers from the first and last", async () => {
    const answer = await get(`${collectionUrl()}manifest/?match[version]=all`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe(TAXII);
    const manifest = parse<{ more: boolean; objects: ManifestRecord[] }>(answer);
    expect(manifest.more).toBe(false);
    for (const record of manifest.objects) {
      expect(record.id).toMatch(/^[a-z0-9-]+--[0-9a-f-]{36}$/);
      expect(record.date_added).toMatch(DATE_ADDED);
      expect(new Date(record.version).toISOString()).toBe(record.version);
      expect(record.media_type).toBe(STIX);
    }
    const added = manifest.objects.map((r) => r.date_added);
    expect([...added].sort()).toEqual(added);
    expect(answer.headers["x-taxii-date-added-first"]).toBe(added[0]);
    expect(answer.headers["x-taxii-date-added-last"]).toBe(added.at(-1));
    // the records are the versions the objects endpoint serves, in the same order
    const all = await json<Envelope>(`${objects()}?match[version]=all&limit=1000`);
    expect(manifest.objects.map((r) => [r.id, r.version])).toEqual(
      all.objects!.map((o) => [o.id, o.modified ?? o.created]),
    );
    // after the last record there is nothing more, and no date-added headers
    const after = await get(`${collectionUrl()}manifest/?added_after=${added.at(-1)}`);
    expect(parse<{ more: boolean; objects?: unknown[] }>(after)).toMatchObject({ more: false });
    expect(parse<{ objects?: unknown[] }>(after).objects ?? []).toEqual([]);
    expect(after.headers["x-taxii-date-added-first"]).toBeUndefined();
  });

  it("refuses malformed parameters on every listing with 400 as a TAXII error message, never a 500", async () => {
    const { id } = await corrected();
    const bad = [
      "limit=0",
      "limit=abc",
      "limit=-1",
      "limit=1.5",
      "limit=1&limit=2",
      "added_after=yesterday",
      "added_after=2027-13-45T00:00:00Z",
      "added_after=2027-01-07T05:00:00+02:00",
      "match[version]=sometimes",
      "next=-1",
      "next=1e3",
      "next=12345678901234567890",
      "match[colour]=red",
    ];
    const listings = [objects(), `${objects()}${id}/`, `${collectionUrl()}manifest/`];
    for (const listing of listings) for (const query of bad) await getError(`${listing}?${query}`, 400);
    // the versions listing takes every version whatever match[version] says, but not a bad limit or date
    for (const query of ["limit=0", "added_after=yesterday", "next=garbage"])
      await getError(`${objects()}${id}/versions/?${query}`, 400);
    // what the app refuses before any listing reads it: a control character, a broken %-encoding
    await getError(`${objects()}?match[type]=incident%01`, 400);
    await getError(`${objects().replace(/collections\/[^/]+/, "collections/%E0%A4%A")}`, 400);
    await getError(`${objects()}%ZZ/`, 400);
  });

  it("matches no objects, rather than failing, for a STIX version it does not serve", async () => {
    for (const version of ["2.0", "9"]) {
      expect(await json(`${objects()}?match[spec_version]=${version}`)).toEqual({ more: false });
      const manifest = await json<{ more: boolean; objects?: unknown[] }>(
        `${collectionUrl()}manifest/?match[spec_version]=${version}`,
      );
      expect(manifest.more).toBe(false);
      expect(manifest.objects ?? []).toEqual([]);
    }
  });

  it("serves a next it gave under another filter from the same place, filtered", async () => {
    const whole = (await json<Envelope>(`${objects()}?limit=1000`)).objects!;
    const first = await json<Envelope>(`${objects()}?limit=1`);
    expect(first.more).toBe(true);
    const rest = await json<Envelope>(`${objects()}?limit=1000&match[type]=incident&next=${first.next}`);
    expect(rest.more).toBe(false);
    expect(rest.objects).toEqual(whole.slice(1).filter((o) => o.type === "incident"));
  });

  it("refuses to add or delete objects in a read-only collection with 403, and changes nothing", async () => {
    const before = await json<Envelope>(`${objects()}?match[version]=all&limit=1000`);
    const { id } = await corrected();
    const envelope = JSON.stringify({
      objects: [
        {
          type: "note",
          spec_version: "2.1",
          id: "note--6e5b1f4c-7f4e-4b8a-9d3a-2f0a4f6c1d2e",
          created: "2027-01-07T05:00:00.000Z",
          modified: "2027-01-07T05:00:00.000Z",
          content: "Written by a client.",
          object_refs: [id],
        },
      ],
    });
    const writes: [string, string, string | undefined][] = [
      ["POST", objects(), envelope],
      ["POST", objects(), undefined],
      ["DELETE", `${objects()}${id}/`, undefined],
      ["DELETE", `${objects()}${UNKNOWN_ID}/`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const answer = await fetch(`${app.url}${path}`, {
        method,
        headers: { ...headersFor({}), ...(body ? { "content-type": TAXII } : {}) },
        body,
      });
      expectError(
        `${method} ${path}`,
        { status: answer.status, type: answer.headers.get("content-type"), body: await answer.text() },
        403,
      );
    }
    expect(await json(`${objects()}?match[version]=all&limit=1000`)).toEqual(before);
  });
});
