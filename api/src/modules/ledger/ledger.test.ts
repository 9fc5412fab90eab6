import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { clientAddress, type Account } from "../../../test/accounts.js";
import { solveAltcha } from "../../../test/captcha.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";
import { restCall } from "../../../test/rest.js";

const LEDGER = `
  query Ledger($id: ID!) {
    event(id: $id) {
      id type updatedAt
      sources { id url outlet language publishedDate archivedUrl }
      attributions { id party attributedBy date confidence sourceId }
      strongestAttribution { party confidence attributedBy }
      versions { number action reason changes { field from to } url createdAt incident { type sources { url } } }
    }
  }`;

const PROPOSE_ATTRIBUTION = `
  mutation Propose($eventId: ID!, $input: AttributionInput!, $captchaToken: String!) {
    proposeAttribution(eventId: $eventId, input: $input, captchaToken: $captchaToken) {
      id kind status attribution { party confidence } source { url outlet }
    }
  }`;

const PROPOSE_SOURCE = `
  mutation Propose($eventId: ID!, $input: SourceInput!, $captchaToken: String!) {
    proposeSource(eventId: $eventId, input: $input, captchaToken: $captchaToken) { id kind status source { url } }
  }`;

const VERSION = `
  query Version($id: ID!, $number: Int!) {
    incidentVersion(id: $id, number: $number) {
      number action url reason incident { title type attributions { party confidence attributedBy } }
    }
  }`;

interface Ledger {
  event: {
    id: string;
    type: string;
    updatedAt: string;
    sources: Record<string, unknown>[];
    attributions: Record<string, unknown>[];
    strongestAttribution: Record<string, unknown> | null;
    versions: { number: number; action: string; reason: string | null; url: string; changes: unknown[] }[];
  } | null;
}

describe("the attribution ledger", () => {
  let app: TestApp;
  let member: Account;
  let moderator: Account;
  let ids: string[];

  beforeAll(async () => {
    app = await startTestApp({
      TRUST_PROXY: "1",
      CAPTCHA_HMAC_KEY: "ledger-test",
      PUBLIC_URL: "https://watch.example.eu",
    });
    member = await accountWithRole(app, "user");
    moderator = await accountWithRole(app, "moderator");
    ids = await insertEvents(app, [
      { title: "Cable cut", sourceUrl: "https://www.news.example/cable", date: "2024-03-05" },
      { title: "Unreviewed", status: "pending" },
      { title: "Phishing", type: "chinese", kind: "cyber", date: "2024-02-01" },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  const ledger = async (id: string) => (await app.graphql<Ledger>(LEDGER, { id })).data!.event!;

  async function propose(
    query: string,
    variables: Record<string, unknown>,
    account: Account | null = member,
  ) {
    const headers = { "x-forwarded-for": clientAddress() };
    const captchaToken = await solveAltcha(app.url, headers);
    return app.graphql<Record<string, { id: string }>>(
      query,
      { captchaToken, ...variables },
      { ...headers, ...(account ? bearer(account) : {}) },
    );
  }

  it("shows an incident's submitted source and type as its first source and attribution, and version 1", async () => {
    const event = await ledger(ids[0]!);
    expect(event.sources).toEqual([
      expect.objectContaining({
        url: "https://www.news.example/cable",
        outlet: "news.example",
        language: null,
      }),
    ]);
    expect(event.attributions).toEqual([
      expect.objectContaining({
        party: "russia",
        attributedBy: "media",
        date: "2024-03-05",
        confidence: "suspected",
        sourceId: event.sources[0]!.id,
      }),
    ]);
    expect(event.versions).toEqual([
      expect.objectContaining({
        number: 1,
        action: "published",
        url: `https://watch.example.eu/incident/${ids[0]}/v/1`,
      }),
    ]);
  });

  it("takes a member's attribution through review into a new version, the derived type and every format", async () => {
    const input = {
      party: "chinese_proxy",
      attributedBy: "prosecutor",
      date: "2024-04-10",
      confidence: "confirmed",
      source: { url: "https://prosecutor.example/charge", language: "pl", publishedDate: "2024-04-10" },
    };
    const proposed = await propose(PROPOSE_ATTRIBUTION, { eventId: ids[0], input });
    expect(proposed.errors).toBeUndefined();
    expect(proposed.data!.proposeAttribution).toMatchObject({
      kind: "attribution",
      status: "pending",
      attribution: { party: "chinese_proxy", confidence: "confirmed" },
      source: { url: "https://prosecutor.example/charge", outlet: null },
    });
    // nothing public changes before review
    expect((await ledger(ids[0]!)).attributions).toHaveLength(1);

    const queue = await app.graphql<{
      pendingProposals: { id: string; event: { title: string }; proposer: { username: string } }[];
    }>("{ pendingProposals { id event { title } proposer { username } } }", {}, bearer(moderator));
    expect(queue.data!.pendingProposals).toEqual([
      {
        id: proposed.data!.proposeAttribution!.id,
        event: { title: "Cable cut" },
        proposer: { username: member.username },
      },
    ]);
    const approved = await app.graphql(
      "mutation A($id: ID!) { approveProposal(id: $id) { status } }",
      { id: proposed.data!.proposeAttribution!.id },
      bearer(moderator),
    );
    expect(approved.errors).toBeUndefined();

    const event = await ledger(ids[0]!);
    // a prosecutor's confirmed charge against a Chinese proxy outweighs the press report: the type follows it
    expect(event.type).toBe("chinese");
    expect(event.strongestAttribution).toEqual({
      party: "chinese_proxy",
      confidence: "confirmed",
      attributedBy: "prosecutor",
    });
    expect(event.sources.map((s) => [s.url, s.outlet, s.language])).toEqual([
      ["https://www.news.example/cable", "news.example", null],
      ["https://prosecutor.example/charge", "prosecutor.example", "pl"],
    ]);
    expect(event.attributions[1]).toMatchObject({ party: "chinese_proxy", sourceId: event.sources[1]!.id });
    expect(event.versions.map((v) => [v.number, v.action])).toEqual([
      [1, "published"],
      [2, "attribution_added"],
    ]);
    expect(event.versions[1]!.changes).toEqual([
      { field: "sources", from: null, to: "https://prosecutor.example/charge" },
      { field: "attributions", from: null, to: "chinese_proxy by prosecutor, confirmed, 2024-04-10" },
      { field: "type", from: "russian", to: "chinese" },
    ]);

    // each version keeps the state it made public
    const first = await app.graphql<{ incidentVersion: { incident: { type: string } } }>(VERSION, {
      id: ids[0],
      number: 1,
    });
    expect(first.data!.incidentVersion.incident.type).toBe("russian");
    const rest = await restCall<{ incident: { type: string; attributions: unknown[] }; url: string }>(
      app,
      "GET",
      `/api/events/${ids[0]}/versions/2`,
    );
    expect(rest.status).toBe(200);
    expect(rest.json.url).toBe(`https://watch.example.eu/incident/${ids[0]}/v/2`);
    expect(rest.json.incident.type).toBe("chinese");
    expect(rest.json.incident.attributions).toHaveLength(2);

    // the change counts as a public change for whoever keeps a copy
    const since = await restCall<unknown[]>(
      app,
      "GET",
      `/api/events?updatedSince=${encodeURIComponent(event.updatedAt)}`,
    );
    expect(since.json.map((e) => (e as { _id: string })._id)).toContain(ids[0]);

    // REST: the incident's own path and the list carry the ledger
    const one = await restCall<{ sources: unknown[]; attributions: unknown[]; versions: unknown[] }>(
      app,
      "GET",
      `/api/events/${ids[0]}`,
    );
    expect(one.status).toBe(200);
    expect(one.json.sources).toHaveLength(2);
    expect(one.json.attributions).toHaveLength(2);
    expect(one.json.versions).toHaveLength(2);
    const list = await restCall<
      { _id: string; sources: { url: string }[]; attributions: { party: string }[] }[]
    >(app, "GET", "/api/events");
    const listed = list.json.find((e) => e._id === ids[0])!;
    expect(listed.sources.map((s) => s.url)).toEqual([
      "https://www.news.example/cable",
      "https://prosecutor.example/charge",
    ]);
    expect(listed.attributions.map((a) => a.party)).toEqual(["russia", "chinese_proxy"]);

    // CSV and GeoJSON: the strongest attribution in flat columns (every one is in the JSON list)
    const csv = await (await fetch(`${app.url}/api/events/export.csv`)).text();
    const [header, ...lines] = csv.trim().split("\n");
    const columns = header!.split(",");
    const row = lines
      .map((line) =>
        line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, "").replace(/^"|"$/g, "")),
      )
      .find((cells) => cells[0] === ids[0])!;
    const cell = (name: string) => row[columns.indexOf(name)];
    expect([
      cell("attribution_party"),
      cell("attribution_by"),
      cell("attribution_confidence"),
      cell("attribution_date"),
    ]).toEqual(["chinese_proxy", "prosecutor", "confirmed", "2024-04-10"]);
    expect(columns).not.toContain("attribution_source_url");
    expect([cell("source_count"), cell("attribution_count")]).toEqual(["2", "2"]);
    const geojson = (await (await fetch(`${app.url}/api/events/export.geojson`)).json()) as {
      features: { id: string; properties: Record<string, unknown> }[];
    };
    const feature = geojson.features.find((f) => f.id === ids[0])!;
    expect(feature.properties).toMatchObject({
      attributionParty: "chinese_proxy",
      attributionBy: "prosecutor",
      attributionConfidence: "confirmed",
      attributionDate: "2024-04-10",
      sourceCount: 2,
      attributionCount: 2,
    });
    expect(feature.properties).not.toHaveProperty("sources");
  });

  it("filters by confidence and by who attributed, on REST and GraphQL, and refuses unknown values", async () => {
    const rest = await restCall<{ _id: string }[]>(
      app,
      "GET",
      "/api/events?confidences=confirmed&attributedBy=prosecutor",
    );
    expect(rest.status).toBe(200);
    expect(rest.json.map((e) => e._id)).toEqual([ids[0]]);
    // one attribution must meet both: none is confirmed by the press
    const none = await restCall<unknown[]>(
      app,
      "GET",
      "/api/events?confidences=confirmed&attributedBy=media",
    );
    expect(none.json).toEqual([]);
    const graphql = await app.graphql<{ events: { edges: { node: { id: string } }[] } }>(
      `{ events(filter: { confidences: [suspected], parties: [china] }) { edges { node { id } } } }`,
    );
    expect(graphql.data!.events.edges.map((e) => e.node.id)).toEqual([ids[2]]);
    const wrong = await restCall<{ message: string }>(app, "GET", "/api/events?confidences=certain");
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(
      "confidences takes a comma-separated list of: confirmed, probable, suspected.",
    );
    const hint = await restCall<{ message: string }>(
      app,
      "GET",
      "/api/events/export.csv?confidence=confirmed",
    );
    expect(hint.status).toBe(400);
    expect(hint.json.message).toContain('Did you mean "confidences"?');
  });

  it("appends a version for a moderator's correction, with its public reason, and for a withdrawal", async () => {
    const corrected = await app.graphql(
      `mutation U($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }`,
      { id: ids[2], input: { date: "2024-02-03", reason: "The ministry gave the day." } },
      bearer(moderator),
    );
    expect(corrected.errors).toBeUndefined();
    let event = await ledger(ids[2]!);
    expect(event.versions.at(-1)).toMatchObject({
      number: 2,
      action: "corrected",
      reason: "The ministry gave the day.",
      changes: [{ field: "date", from: "2024-02-01", to: "2024-02-03" }],
    });

    // a correction of the type corrects the submitter's attribution in the ledger
    await app.graphql(
      `mutation U($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }`,
      { id: ids[2], input: { type: "russian" } },
      bearer(moderator),
    );
    event = await ledger(ids[2]!);
    expect(event.type).toBe("russian");
    expect(event.attributions.map((a) => a.party)).toEqual(["russia"]);

    const rejected = await app.graphql(
      `mutation R($id: ID!) { rejectEvent(id: $id, reason: "Double entry of another incident") { id } }`,
      { id: ids[2] },
      bearer(moderator),
    );
    expect(rejected.errors).toBeUndefined();
    const withdrawn = await app.graphql<{
      incidentVersion: { action: string; reason: string; incident: null };
    }>(VERSION, {
      id: ids[2],
      number: 4,
    });
    expect(withdrawn.data!.incidentVersion).toMatchObject({
      action: "withdrawn",
      reason: "Rejected by the moderators after publication.",
      incident: null,
    });
    // an earlier version still answers, without the state of an incident no longer public
    const earlier = await app.graphql<{ incidentVersion: { action: string; incident: null } }>(VERSION, {
      id: ids[2],
      number: 1,
    });
    expect(earlier.data!.incidentVersion).toMatchObject({ action: "published", incident: null });
  });

  it("refuses proposals from visitors, for unpublished incidents, with wrong fields or a known source", async () => {
    const source = { url: "https://other.example/story" };
    const visitor = await propose(PROPOSE_SOURCE, { eventId: ids[0], input: source }, null);
    expect(visitor.errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
    const pending = await propose(PROPOSE_SOURCE, { eventId: ids[1], input: source });
    expect(pending.errors![0]!.extensions!.code).toBe("NOT_FOUND");
    const known = await propose(PROPOSE_SOURCE, {
      eventId: ids[0],
      input: { url: "https://www.news.example/cable" },
    });
    expect(known.errors![0]!.extensions!.code).toBe("CONFLICT");
    const wrong = await propose(PROPOSE_SOURCE, {
      eventId: ids[0],
      input: { url: "ftp://x", language: "Polish", publishedDate: "2024-02-30" },
    });
    const fields = wrong.errors![0]!.extensions!.fields as Record<string, string>;
    expect(wrong.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(fields).sort()).toEqual(["language", "publishedDate", "url"]);
    expect(fields.language).toBe("The language is an ISO 639-1 code such as en, pl or de.");
    const noSource = await propose(PROPOSE_ATTRIBUTION, {
      eventId: ids[0],
      input: { party: "russia", attributedBy: "media", date: "2024-04-01", confidence: "probable" },
    });
    expect(noSource.errors![0]!.extensions!.fields).toEqual({
      source: "Name one source: one of the incident's, or a new one.",
    });
    const noCaptcha = await app.graphql(
      PROPOSE_SOURCE,
      { eventId: ids[0], input: source, captchaToken: "" },
      bearer(member),
    );
    expect(noCaptcha.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  });

  it("adds a proposed source on approval, and keeps a rejected proposal out of the ledger", async () => {
    const one = await propose(PROPOSE_SOURCE, {
      eventId: ids[0],
      input: { url: "https://archive.example/a", outlet: "Archive" },
    });
    const two = await propose(PROPOSE_SOURCE, {
      eventId: ids[0],
      input: { url: "https://rumour.example/b" },
    });
    const approve = "mutation A($id: ID!) { approveProposal(id: $id) { status } }";
    await app.graphql(approve, { id: one.data!.proposeSource!.id }, bearer(moderator));
    const rejected = await app.graphql<{ rejectProposal: { status: string } }>(
      `mutation R($id: ID!) { rejectProposal(id: $id, reason: "Not about this incident") { status } }`,
      { id: two.data!.proposeSource!.id },
      bearer(moderator),
    );
    expect(rejected.data!.rejectProposal.status).toBe("rejected");
    const again = await app.graphql(approve, { id: two.data!.proposeSource!.id }, bearer(moderator));
    expect(again.errors![0]!.extensions!.code).toBe("CONFLICT");
    const member_ = await app.graphql(approve, { id: one.data!.proposeSource!.id }, bearer(member));
    expect(member_.errors![0]!.extensions!.code).toBe("FORBIDDEN");
    const event = await ledger(ids[0]!);
    expect(event.sources.map((s) => [s.url, s.outlet])).toContainEqual([
      "https://archive.example/a",
      "Archive",
    ]);
    expect(event.sources.map((s) => s.url)).not.toContain("https://rumour.example/b");
    expect(event.versions.at(-1)).toMatchObject({ action: "source_added" });
  });
});
