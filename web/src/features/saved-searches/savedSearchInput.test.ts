import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import type { SavedSearchFieldsFragment } from "../../gql/graphql";
import { mapFilterInput, saveFailureMessage, savedSearchInput } from "./savedSearchInput";

const NO_FILTER = { types: [], kinds: [], countries: [], from: null, to: null, q: "", evidence: [] };

describe("a saved search's input", () => {
  it("is the map's filter, leaving out what means any, with the area in view kept within the world", () => {
    expect(mapFilterInput(NO_FILTER, null)).toEqual({});
    expect(
      mapFilterInput(
        {
          types: ["russian"],
          kinds: ["airspace"],
          countries: ["PL"],
          from: "2024-01-01",
          to: null,
          q: " drone ",
          evidence: ["confirmed"],
        },
        [-200, 50, 19, 95],
      ),
    ).toEqual({
      types: ["russian"],
      kinds: ["airspace"],
      countries: ["PL"],
      dateFrom: "2024-01-01",
      titleContains: "drone",
      evidenceStatuses: ["confirmed"],
      bbox: { west: -180, south: 50, east: 19, north: 90 },
    });
  });

  it("gives a saved search back as the mutations take it, without what the server adds", () => {
    const saved: SavedSearchFieldsFragment = {
      id: "1",
      name: "Drones",
      bell: true,
      mailAtOnce: false,
      push: true,
      digest: "daily",
      feedUrl: "https://watch.example.eu/api/saved-searches/feed/x.atom",
      webhookUrl: null,
      webhookSecret: null,
      webhookLastCall: null,
      createdAt: "2026-11-26T00:00:00.000Z",
      area: null,
      filter: {
        types: null,
        kinds: ["airspace"],
        countries: null,
        dateFrom: null,
        dateTo: null,
        titleContains: null,
        placePrecisions: null,
        timePrecisions: null,
        evidenceStatuses: null,
        bbox: { __typename: "SavedBoundingBox", west: 1, south: 2, east: 3, north: 4 } as never,
      },
    };
    expect(savedSearchInput(saved)).toEqual({
      name: "Drones",
      filter: { kinds: ["airspace"], bbox: { west: 1, south: 2, east: 3, north: 4 } },
      area: null,
      bell: true,
      mailAtOnce: false,
      push: true,
      digest: "daily",
      webhookUrl: null,
    });
  });

  it("keeps a search's circle around a place when its channels change", () => {
    const area = { placeName: "Narva", latitude: 59.38, longitude: 28.19, radiusKm: 25 };
    const saved = {
      id: "2",
      name: "Around Narva",
      bell: true,
      mailAtOnce: false,
      push: false,
      digest: "none",
      feedUrl: "https://watch.example.eu/api/saved-searches/feed/y.atom",
      webhookUrl: null,
      webhookSecret: null,
      webhookLastCall: null,
      createdAt: "2026-11-26T00:00:00.000Z",
      area: { __typename: "SavedArea" as const, ...area },
      filter: {},
    } as unknown as SavedSearchFieldsFragment;
    expect(savedSearchInput(saved).area).toEqual(area);
  });

  it("tells a refusal by the server's message key", () => {
    const refused = (messageKey: string) =>
      new CombinedGraphQLErrors({ errors: [{ message: "refused", extensions: { messageKey } }] });
    expect(saveFailureMessage(refused("savedSearchesTooMany"))).toBe("alerts.error.tooMany");
    expect(saveFailureMessage(refused("savedSearchWebhookInvalid"))).toBe("alerts.error.webhook");
    expect(saveFailureMessage(refused("savedSearchWebhookPrivate"))).toBe("alerts.error.webhookPrivate");
    expect(saveFailureMessage(refused("savedSearchAreaRadius"))).toBe("alerts.error.area");
    expect(saveFailureMessage(refused("savedSearchAreaPlace"))).toBe("alerts.error.place");
    expect(saveFailureMessage(new Error("offline"))).toBe("alerts.error.failed");
  });
});
