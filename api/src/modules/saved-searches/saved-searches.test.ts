import { apiMessages, EVIDENCE_STATUSES, INCIDENT_KINDS, messages } from "@incident-watch/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, type Member } from "../../../test/forum.js";
import { FILTER_LIST_MAX } from "../events/research/filter-lists.js";
import { SAVED_SEARCHES_PER_MEMBER } from "./saved-searches.service.js";

const FIELDS = `id name filter { kinds countries titleContains evidenceStatuses bbox { west south east north } } bell mailAtOnce digest
  feedUrl webhookUrl webhookSecret`;
const SAVE = `mutation ($input: SavedSearchInput!) { saveSearch(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: SavedSearchInput!) { updateSavedSearch(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteSavedSearch(id: $id) }`;
const LIST = `{ savedSearches { id name digest } }`;

interface Saved {
  id: string;
  name: string;
  filter: Record<string, unknown>;
  feedUrl: string;
  webhookUrl: string | null;
  webhookSecret: string | null;
}

describe("saved searches", () => {
  let app: TestApp;
  let member: Member;
  let other: Member;

  const save = (by: Member, input: Record<string, unknown>) =>
    app.graphql<{ saveSearch: Saved }>(SAVE, { input }, by.headers);
  const refusal = async (input: Record<string, unknown>) => {
    const answer = await save(member, input);
    const error = answer.errors?.[0];
    return {
      code: error?.extensions?.code,
      messageKey: error?.extensions?.messageKey,
      message: error?.message,
    };
  };

  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: "https://watch.example.eu" });
    member = await forumMember(app);
    other = await forumMember(app);
  });
  afterAll(() => app?.close());

  it("saves the map's filter under a name, with a secret feed, and lists it to its owner alone", async () => {
    const answer = await save(member, {
      name: "  Drones near Gdańsk ",
      filter: {
        kinds: ["airspace"],
        countries: ["pl"],
        titleContains: " drone ",
        evidenceStatuses: ["confirmed"],
        bbox: { west: 18, south: 54, east: 19.2, north: 54.8 },
      },
      digest: "weekly",
      webhookUrl: "https://newsroom.example.org/hooks/incidents",
    });
    expect(answer.errors).toBeUndefined();
    const saved = answer.data!.saveSearch;
    expect(saved).toMatchObject({
      name: "Drones near Gdańsk",
      filter: {
        kinds: ["airspace"],
        countries: ["PL"],
        titleContains: "drone",
        evidenceStatuses: ["confirmed"],
      },
      webhookUrl: "https://newsroom.example.org/hooks/incidents",
    });
    expect(saved.feedUrl).toMatch(
      /^https:\/\/watch\.example\.eu\/api\/saved-searches\/feed\/[\w-]{43}\.atom$/,
    );
    expect(saved.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    const mine = await app.graphql<{ savedSearches: Array<{ id: string }> }>(LIST, {}, member.headers);
    expect(mine.data!.savedSearches.map((s) => s.id)).toEqual([saved.id]);
    const theirs = await app.graphql<{ savedSearches: unknown[] }>(LIST, {}, other.headers);
    expect(theirs.data!.savedSearches).toEqual([]);
    expect((await app.graphql(LIST, {})).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("changes a search's settings, keeping its webhook's secret, and deletes it", async () => {
    const saved = (
      await save(member, {
        name: "Cyber",
        filter: { kinds: ["cyber"] },
        webhookUrl: "https://a.example.org/h",
      })
    ).data!.saveSearch;
    const changed = await app.graphql<{ updateSavedSearch: Saved }>(
      UPDATE,
      {
        id: saved.id,
        input: {
          name: "Cyber in Germany",
          filter: { kinds: ["cyber"], countries: ["DE"] },
          webhookUrl: "https://b.example.org/h",
        },
      },
      member.headers,
    );
    expect(changed.data!.updateSavedSearch).toMatchObject({
      name: "Cyber in Germany",
      webhookUrl: "https://b.example.org/h",
      webhookSecret: saved.webhookSecret,
      feedUrl: saved.feedUrl,
    });
    const byOther = await app.graphql(DELETE, { id: saved.id }, other.headers);
    expect(byOther.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(
      (await app.graphql<{ deleteSavedSearch: boolean }>(DELETE, { id: saved.id }, member.headers)).data,
    ).toEqual({
      deleteSavedSearch: true,
    });
    expect((await app.graphql(DELETE, { id: saved.id }, member.headers)).errors?.[0]?.extensions?.code).toBe(
      "NOT_FOUND",
    );
  });

  it("refuses what cannot be saved, with the message's key", async () => {
    const filter = { kinds: ["sabotage"] };
    expect(await refusal({ name: "   ", filter })).toEqual({
      code: "BAD_USER_INPUT",
      messageKey: "savedSearchNameRequired",
      message: apiMessages.savedSearchNameRequired,
    });
    expect((await refusal({ name: "x".repeat(101), filter })).messageKey).toBe("savedSearchNameTooLong");
    expect((await refusal({ name: "Words", filter: { titleContains: "w".repeat(201) } })).messageKey).toBe(
      "titleContainsTooLong",
    );
    expect(
      (await refusal({ name: "Since", filter: { updatedSince: "2026-01-01T00:00:00Z" } })).messageKey,
    ).toBe("savedSearchUpdatedSince");
    for (const webhookUrl of [
      "ftp://example.org/h",
      "https://user:pw@example.org/h",
      "https://example.org:8443/h",
      "nonsense",
    ])
      expect((await refusal({ name: "Hook", filter, webhookUrl })).messageKey).toBe(
        "savedSearchWebhookInvalid",
      );
    expect(
      (await refusal({ name: "Box", filter: { bbox: { west: 0, south: 60, east: 10, north: 50 } } }))
        .messageKey,
    ).toBe("boundingBoxInvalid");
    expect((await refusal({ name: "Country", filter: { countries: ["Poland"] } })).messageKey).toBe(
      "countryCodeInvalid",
    );
    expect((await refusal({ name: "Ledger", filter: { confidences: ["high"] } })).code).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("refuses a member's saves and changes past 30 an hour, with RATE_LIMITED", async () => {
    const saver = await forumMember(app);
    const saved = (await save(saver, { name: "Mine", filter: {}, bell: false })).data!.saveSearch;
    for (let i = 1; i < 30; i++) {
      const changed = await app.graphql(
        UPDATE,
        { id: saved.id, input: { name: `Mine ${i}`, filter: {}, bell: false } },
        saver.headers,
      );
      expect(changed.errors).toBeUndefined();
    }
    for (const answer of [
      await app.graphql(UPDATE, { id: saved.id, input: { name: "More", filter: {} } }, saver.headers),
      await save(saver, { name: "Another", filter: {} }),
    ])
      expect(answer.errors?.[0]).toMatchObject({
        message: messages.savedSearchesTooFast,
        extensions: { code: "RATE_LIMITED" },
      });
    // another member saves on
    expect((await save(other, { name: "Theirs", filter: {} })).errors).toBeUndefined();
  });

  it("bounds every list of the filter as the research API does, each no longer than its values", async () => {
    const many = {
      countries: Array.from({ length: 10_000 }, () => "PL"),
      kinds: Array.from({ length: INCIDENT_KINDS.length + 1 }, () => "airspace"),
      evidenceStatuses: Array.from({ length: EVIDENCE_STATUSES.length + 1 }, () => "confirmed"),
    };
    for (const [field, list] of Object.entries(many)) {
      const answer = await save(member, { name: "Long", filter: { [field]: list } });
      expect(answer.errors?.[0]?.extensions, field).toMatchObject({
        code: "BAD_USER_INPUT",
        messageKey: "filterListTooLong",
        fields: { [field]: apiMessages.filterListTooLong },
      });
      const research = await app.graphql(
        `query ($filter: EventFilter) { events(filter: $filter) { totalCount } }`,
        {
          filter: { [field]: list },
        },
      );
      expect(research.errors?.[0]?.extensions?.messageKey, field).toBe("filterListTooLong");
    }
    const atMost = { countries: Array.from({ length: FILTER_LIST_MAX.countries }, () => "DE") };
    expect((await save(member, { name: "All of Germany", filter: atMost })).errors).toBeUndefined();
  });

  it(`keeps at most ${SAVED_SEARCHES_PER_MEMBER} saved searches per member`, async () => {
    const keeper = await forumMember(app);
    const saves = Array.from({ length: SAVED_SEARCHES_PER_MEMBER }, (_, i) =>
      save(keeper, { name: `Search ${i}`, filter: { kinds: ["other"] }, bell: false }),
    );
    // saved at once, the limit still holds
    const answers = await Promise.all([
      ...saves,
      save(keeper, { name: "One more", filter: {}, bell: false }),
    ]);
    const refused = answers.filter((a) => a.errors);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.errors![0]!.extensions!.messageKey).toBe("savedSearchesTooMany");
    const listed = await app.graphql<{ savedSearches: unknown[] }>(LIST, {}, keeper.headers);
    expect(listed.data!.savedSearches).toHaveLength(SAVED_SEARCHES_PER_MEMBER);
  });
});
