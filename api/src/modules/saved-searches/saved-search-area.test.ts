import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { jobCompleted } from "../../../test/jobs.js";
import { insertEvents } from "../../../test/events.js";
import { confirmedMember, type Member } from "../../../test/forum.js";

const SAVE = `mutation ($input: SavedSearchInput!) {
  saveSearch(input: $input) { id area { placeName latitude longitude radiusKm } }
}`;
const APPROVE = `mutation ($id: ID!) { approveEvent(id: $id) { id } }`;
const NOTIFICATIONS = `{ notifications(first: 50) { nodes { content } } }`;

const NARVA = { placeName: "Narva", latitude: 59.3772, longitude: 28.1903 };
/** Degrees of longitude per kilometre at Narva's latitude. */
const LONGITUDE_PER_KM = 1 / (111.195 * Math.cos((NARVA.latitude * Math.PI) / 180));

describe("a saved search within a distance of a place", () => {
  let app: TestApp;
  let moderator: Member;
  let member: Member;

  beforeAll(async () => {
    app = await startTestApp();
    moderator = await confirmedMember(app, { role: "moderator" });
    member = await confirmedMember(app);
  });
  afterAll(() => app?.close());

  const save = (input: Record<string, unknown>) =>
    app.graphql<{ saveSearch: { id: string; area: typeof NARVA & { radiusKm: number } } }>(
      SAVE,
      { input },
      member.headers,
    );
  const bell = async () => {
    const answer = await app.graphql<{ notifications: { nodes: Array<{ content: string }> } }>(
      NOTIFICATIONS,
      {},
      member.headers,
    );
    return answer.data!.notifications.nodes.map((n) => n.content);
  };
  /** An incident `km` west of Narva, approved, once its alerts have been matched. */
  const approvedWestOfNarva = async (km: number, title: string) => {
    const [id] = await insertEvents(app, [
      {
        kind: "airspace",
        title,
        latitude: NARVA.latitude,
        longitude: NARVA.longitude - km * LONGITUDE_PER_KM,
        status: "pending",
      },
    ]);
    const approved = await app.graphql(APPROVE, { id }, moderator.headers);
    expect(approved.errors).toBeUndefined();
    await jobCompleted(app, "saved-search-alert", "eventId", id!);
  };

  it("alerts on an incident 10 km away and not on one 40 km away", async () => {
    const saved = await save({ name: "Around Narva", filter: {}, area: { ...NARVA, radiusKm: 25 } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveSearch.area).toEqual({ ...NARVA, radiusKm: 25 });
    await approvedWestOfNarva(10, "Drone over the Narva reservoir");
    await approvedWestOfNarva(40, "Drone over Jõhvi");
    const lines = await bell();
    expect(lines).toContain(
      "New incident for your saved search “Around Narva”: Drone over the Narva reservoir",
    );
    expect(lines.some((line) => line.includes("Jõhvi"))).toBe(false);
  });

  it("refuses a radius outside 1 to 500 km, a centre out of range, no place's name, and a box as well", async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ area: { ...NARVA, radiusKm: 0.5 } }, apiMessages.savedSearchAreaRadius],
      [{ area: { ...NARVA, radiusKm: 501 } }, apiMessages.savedSearchAreaRadius],
      [{ area: { ...NARVA, latitude: 91, radiusKm: 25 } }, apiMessages.savedSearchAreaCentre],
      [{ area: { ...NARVA, longitude: -181, radiusKm: 25 } }, apiMessages.savedSearchAreaCentre],
      [{ area: { ...NARVA, placeName: "  ", radiusKm: 25 } }, apiMessages.savedSearchAreaPlace],
      [
        {
          area: { ...NARVA, radiusKm: 25 },
          filter: { bbox: { west: 27, south: 59, east: 29, north: 60 } },
        },
        apiMessages.savedSearchAreaAndBox,
      ],
    ];
    for (const [input, message] of refusals) {
      const refused = await save({ name: "Refused", filter: {}, ...input });
      expect(refused.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    const widest = await save({ name: "Widest", filter: {}, area: { ...NARVA, radiusKm: 500 } });
    expect(widest.data?.saveSearch.area.radiusKm).toBe(500);
  });
});
