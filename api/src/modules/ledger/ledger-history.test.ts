import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { clientAddress, type Account } from "../../../test/accounts.js";
import { solveAltcha } from "../../../test/captcha.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";
import { restCall } from "../../../test/rest.js";
import { followIncidents, openVisitorSocket } from "../../../test/visitor-live.js";

const UPDATE = `mutation U($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }`;
const VERSIONS = `query V($id: ID!) { event(id: $id) { updatedAt versions { number createdAt } } }`;
const VERSION = `query V($id: ID!, $number: Int!) {
  incidentVersion(id: $id, number: $number) { action changes { field from to } incident { title } }
}`;

type Versions = { event: { updatedAt: string; versions: { number: number; createdAt: string }[] } };

describe("an incident's public history: one time per change, withdrawn content, approved ids", () => {
  let app: TestApp;
  let member: Account;
  let moderator: Account;
  let ids: string[];

  beforeAll(async () => {
    app = await startTestApp({
      TRUST_PROXY: "1",
      CAPTCHA_HMAC_KEY: "ledger-history-test",
      PUBLIC_CACHE_SECONDS: "0",
    });
    member = await accountWithRole(app, "user");
    moderator = await accountWithRole(app, "moderator");
    ids = await insertEvents(app, [
      { title: "Depot fire in Wrocław", date: "2024-03-05" },
      { title: "Rail signal cable cut near Gdańsk", date: "2024-04-02" },
      { title: "Pending", status: "pending" },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  async function propose(query: string, variables: Record<string, unknown>) {
    const headers = { "x-forwarded-for": clientAddress() };
    const captchaToken = await solveAltcha(app.url, headers);
    const answer = await app.graphql<Record<string, { id: string }>>(
      query,
      { captchaToken, ...variables },
      { ...headers, ...bearer(member) },
    );
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data!)[0]!.id;
  }

  it("gives the incident's updatedAt, its version's createdAt and the live changedAt one time per change", async () => {
    const { client } = await openVisitorSocket(app.url);
    try {
      const live = await followIncidents(client);
      const corrected = await app.graphql(
        UPDATE,
        { id: ids[0], input: { title: "Depot fire in Wrocław, second report" } },
        bearer(moderator),
      );
      expect(corrected.errors).toBeUndefined();
      const correction = await live.next((c) => c.id === ids[0] && c.change === "corrected");
      const published = await app.graphql(
        "mutation A($id: ID!) { approveEvent(id: $id) { id } }",
        { id: ids[2] },
        bearer(moderator),
      );
      expect(published.errors).toBeUndefined();
      const publication = await live.next((c) => c.id === ids[2] && c.change === "published");

      for (const [id, change] of [
        [ids[0]!, correction],
        [ids[2]!, publication],
      ] as const) {
        const { event } = (await app.graphql<Versions>(VERSIONS, { id })).data!;
        expect(event.versions.at(-1)!.createdAt).toBe(event.updatedAt);
        expect(change.changedAt).toBe(event.updatedAt);
        // resuming from changedAt finds the change it announced
        const since = await restCall<{ id: string }[]>(
          app,
          "GET",
          `/api/events?updatedSince=${encodeURIComponent(change.changedAt)}`,
        );
        expect(since.json.map((e) => e.id)).toContain(id);
      }
      // the withdrawal's time is the one the withdrawn list gives
      await app.graphql(
        `mutation R($id: ID!) { rejectEvent(id: $id, reason: "Double entry of another incident") { id } }`,
        { id: ids[2] },
        bearer(moderator),
      );
      const withdrawal = await live.next((c) => c.id === ids[2] && c.change === "withdrawn");
      const listed = await restCall<{ id: string; withdrawnAt: string }[]>(
        app,
        "GET",
        "/api/events/withdrawn",
      );
      expect(listed.json.find((w) => w.id === ids[2])?.withdrawnAt).toBe(withdrawal.changedAt);
      live.stop();
    } finally {
      await client.dispose();
    }
  });

  it("answers approveProposal with the ids the new source and attribution are listed with", async () => {
    const sourceProposal = await propose(
      `mutation P($eventId: ID!, $input: SourceInput!, $captchaToken: String!) {
        proposeSource(eventId: $eventId, input: $input, captchaToken: $captchaToken) { id }
      }`,
      { eventId: ids[1], input: { url: "https://www.example.pl/signal-cable", outlet: "Example PL" } },
    );
    const attributionProposal = await propose(
      `mutation P($eventId: ID!, $input: AttributionInput!, $captchaToken: String!) {
        proposeAttribution(eventId: $eventId, input: $input, captchaToken: $captchaToken) { id }
      }`,
      {
        eventId: ids[1],
        input: {
          party: "russian_proxy",
          attributedBy: "prosecutor",
          confidence: "confirmed",
          date: "2024-05-10",
          source: { url: "https://prosecutor.example.pl/charge" },
        },
      },
    );
    const approve = `mutation A($id: ID!) {
      approveProposal(id: $id) { status source { id url } attribution { id sourceId party } }
    }`;
    type Approved = {
      approveProposal: {
        source: { id: string; url: string } | null;
        attribution: { id: string; sourceId: string } | null;
      };
    };
    const first = await app.graphql<Approved>(approve, { id: sourceProposal }, bearer(moderator));
    const second = await app.graphql<Approved>(approve, { id: attributionProposal }, bearer(moderator));
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();

    const ledger = await restCall<{
      sources: { id: string; url: string }[];
      attributions: { id: string; sourceId: string; party: string }[];
    }>(app, "GET", `/api/events/${ids[1]}`);
    const byUrl = (url: string) => ledger.json.sources.find((s) => s.url === url)!.id;
    expect(first.data!.approveProposal.source!.id).toBe(byUrl("https://www.example.pl/signal-cable"));
    const attribution = second.data!.approveProposal.attribution!;
    const listed = ledger.json.attributions.find((a) => a.party === "russian_proxy")!;
    expect(attribution).toEqual({ id: listed.id, sourceId: listed.sourceId, party: "russian_proxy" });
    expect(listed.sourceId).toBe(byUrl("https://prosecutor.example.pl/charge"));
    expect(second.data!.approveProposal.source!.id).toBe(listed.sourceId);
    expect(attribution.id).not.toBe("0");
  });

  it("keeps a withdrawn incident's titles out of its versions' changes, on GraphQL and REST", async () => {
    const title = "Depot fire in Wrocław, second report";
    const before = await app.graphql<{ incidentVersion: { changes: unknown[] } }>(VERSION, {
      id: ids[0],
      number: 2,
    });
    expect(before.data!.incidentVersion.changes).toEqual([
      { field: "title", from: "Depot fire in Wrocław", to: title },
    ]);
    const deleted = await app.graphql(
      "mutation D($id: ID!) { deleteEvent(id: $id) }",
      { id: ids[0] },
      bearer(moderator),
    );
    expect(deleted.errors).toBeUndefined();

    const after = await app.graphql<{ incidentVersion: unknown }>(VERSION, { id: ids[0], number: 2 });
    expect(after.data!.incidentVersion).toEqual({
      action: "corrected",
      changes: [{ field: "title", from: null, to: null }],
      incident: null,
    });
    const rest = await restCall<{ changes: unknown[]; incident: unknown }>(
      app,
      "GET",
      `/api/events/${ids[0]}/versions/2`,
    );
    expect(rest.status).toBe(200);
    expect(rest.json).toMatchObject({ changes: [{ field: "title", from: null, to: null }], incident: null });
    expect(JSON.stringify(rest.json)).not.toContain("Wrocław");
  });
});
