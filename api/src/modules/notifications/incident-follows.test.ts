import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { clientAddress, type Account } from "../../../test/accounts.js";
import { solveAltcha } from "../../../test/captcha.js";
import { accountWithRole, bearer, insertEvents, submitIncident } from "../../../test/events.js";
import { until } from "../../../test/polling.js";
import { forumMember } from "../../../test/forum.js";

const FOLLOW = `mutation ($eventId: ID!) { followIncident(eventId: $eventId) }`;
const UNFOLLOW = `mutation ($eventId: ID!) { unfollowIncident(eventId: $eventId) }`;
const FOLLOWS = `query ($id: ID!) { event(id: $id) { viewerFollows } }`;
const NOTIFICATIONS = `{ notifications(first: 50) { nodes {
  id type content messageKey messageArgs { name text count } relatedEventId relatedEvent { id } seen } } }`;

interface Said {
  id: string;
  type: string;
  content: string | null;
  messageKey: string | null;
  messageArgs: { name: string; text: string | null; count: number | null }[];
  relatedEventId: string | null;
  relatedEvent: { id: string } | null;
  seen: boolean;
}

const args = (said: Said) =>
  Object.fromEntries(said.messageArgs.map((arg) => [arg.name, arg.count ?? arg.text]));

describe("following an incident", () => {
  let app: TestApp;
  let follower: Account;
  let bystander: Account;
  let moderator: Account;
  let other: Account;

  beforeAll(async () => {
    app = await startTestApp({
      TRUST_PROXY: "1",
      CAPTCHA_HMAC_KEY: "follows-test",
      TITLE_FETCH_WAIT_MS: "0",
    });
    follower = await accountWithRole(app, "user");
    bystander = await accountWithRole(app, "user");
    other = await accountWithRole(app, "user");
    moderator = await accountWithRole(app, "moderator");
  });

  afterAll(async () => {
    await app?.close();
  });

  const incidentNotices = async (account: Account, eventId: string) => {
    const answer = await app.graphql<{ notifications: { nodes: Said[] } }>(
      NOTIFICATIONS,
      {},
      bearer(account),
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.notifications.nodes.filter(
      (n) => n.type === "incident" && n.relatedEventId === eventId,
    );
  };
  /** Waits for the notices of `eventId` to reach `count` (the job runs after the change commits). */
  const noticesOf = (account: Account, eventId: string, check: (notices: Said[]) => boolean) =>
    until(`notices of ${eventId}`, async () => {
      const notices = await incidentNotices(account, eventId);
      return check(notices) ? notices : undefined;
    });
  const moderate = async (query: string, variables: Record<string, unknown>) => {
    const answer = await app.graphql(query, variables, bearer(moderator));
    expect(answer.errors).toBeUndefined();
  };
  const follows = async (account: Account, eventId: string) =>
    (await app.graphql<{ event: { viewerFollows: boolean } }>(FOLLOWS, { id: eventId }, bearer(account)))
      .data!.event.viewerFollows;

  it("follows and unfollows a published incident; a pending or missing one is not found, a visitor must sign in", async () => {
    const [published, pending] = await insertEvents(app, [
      { title: "Drone over Klaipėda port" },
      { title: "Unreviewed", status: "pending" },
    ]);
    expect(await follows(follower, published!)).toBe(false);
    const followed = await app.graphql(FOLLOW, { eventId: published }, bearer(follower));
    expect(followed.data).toEqual({ followIncident: true });
    expect(await follows(follower, published!)).toBe(true);
    expect(await follows(bystander, published!)).toBe(false);
    const visitor = await app.graphql<{ event: { viewerFollows: boolean } }>(FOLLOWS, { id: published });
    expect(visitor.data!.event.viewerFollows).toBe(false);

    for (const eventId of [pending, "999999999"]) {
      const refused = await app.graphql(FOLLOW, { eventId }, bearer(follower));
      expect(refused.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
    // an id that is no id is the ID type's clear refusal, never a 500
    const malformed = await app.graphql(FOLLOW, { eventId: "not-an-id" }, bearer(follower));
    expect(malformed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const anonymous = await app.graphql(FOLLOW, { eventId: published });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    const unfollowed = await app.graphql(UNFOLLOW, { eventId: published }, bearer(follower));
    expect(unfollowed.data).toEqual({ unfollowIncident: false });
    expect(await follows(follower, published!)).toBe(false);
  });

  it("tells followers what a correction changed, groups the next changes within the hour, and tells nobody else, nor the moderator who made them", async () => {
    const [eventId] = await insertEvents(app, [{ title: "Cable cut near Gotland", date: "2024-03-05" }]);
    await app.graphql(FOLLOW, { eventId }, bearer(follower));
    await app.graphql(FOLLOW, { eventId }, bearer(moderator));
    await moderate(
      `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }`,
      {
        id: eventId,
        input: { date: "2024-03-04" },
      },
    );
    const [corrected] = await noticesOf(follower, eventId!, (n) => n.length === 1);
    expect(corrected).toMatchObject({
      messageKey: "notifications.said.incidentCorrected",
      content: "“Cable cut near Gotland” was corrected: the date",
      seen: false,
    });
    expect(args(corrected!)).toEqual({ title: "Cable cut near Gotland", what: "date" });
    expect(corrected!.relatedEvent).toEqual({ id: eventId });

    await moderate(`mutation ($id: ID!) { setEvidenceStatus(id: $id, status: corroborated) { id } }`, {
      id: eventId,
    });
    const [grouped] = await noticesOf(
      follower,
      eventId!,
      (n) => n[0]?.messageKey === "notifications.said.incidentChanges",
    );
    expect(grouped!.id).toBe(corrected!.id);
    expect(args(grouped!)).toEqual({ title: "Cable cut near Gotland", count: 2 });
    expect(grouped!.content).toBe("2 changes to “Cable cut near Gotland”");
    expect(await incidentNotices(bystander, eventId!)).toEqual([]);
    expect(await incidentNotices(moderator, eventId!)).toEqual([]);
  });

  it("starts a notice of its own once the last one was seen: the evidence status, in the reader's words", async () => {
    const [eventId] = await insertEvents(app, [{ title: "GPS jamming over Narva" }]);
    await app.graphql(FOLLOW, { eventId }, bearer(follower));
    await app.graphql(`mutation { markAllNotificationsSeen }`, {}, bearer(follower));
    await moderate(`mutation ($id: ID!) { setEvidenceStatus(id: $id, status: corroborated) { id } }`, {
      id: eventId,
    });
    const [evidence] = await noticesOf(follower, eventId!, (n) => n.length === 1);
    expect(evidence).toMatchObject({
      messageKey: "notifications.said.incidentEvidence",
      content: "The evidence for “GPS jamming over Narva” is now corroborated",
    });
  });

  it("tells of a withdrawal, and nothing to a member who stopped following", async () => {
    const [eventId] = await insertEvents(app, [{ title: "Arson at a depot" }]);
    await app.graphql(FOLLOW, { eventId }, bearer(follower));
    await app.graphql(FOLLOW, { eventId }, bearer(other));
    await app.graphql(UNFOLLOW, { eventId }, bearer(other));
    await moderate(`mutation ($id: ID!, $reason: String!) { rejectEvent(id: $id, reason: $reason) { id } }`, {
      id: eventId,
      reason: "The source was a satire site.",
    });
    const [withdrawn] = await noticesOf(follower, eventId!, (n) => n.length === 1);
    expect(withdrawn).toMatchObject({
      messageKey: "notifications.said.incidentWithdrawn",
      content: "“Arson at a depot” was withdrawn: rejected by the moderators after publication",
      // a withdrawn incident is no longer shown beside its notice
      relatedEvent: null,
    });
    expect(await incidentNotices(other, eventId!)).toEqual([]);
  });

  it("tells of a new source the moderators accepted", async () => {
    const [eventId] = await insertEvents(app, [{ title: "Sabotaged rail signal" }]);
    await app.graphql(FOLLOW, { eventId }, bearer(follower));
    const headers = { ...bearer(bystander), "x-forwarded-for": clientAddress() };
    const proposed = await app.graphql<{ proposeSource: { id: string } }>(
      `mutation ($eventId: ID!, $input: SourceInput!, $captchaToken: String!) {
        proposeSource(eventId: $eventId, input: $input, captchaToken: $captchaToken) { id } }`,
      {
        eventId,
        input: { url: "https://rail.example/signal", language: "en" },
        captchaToken: await solveAltcha(app.url, headers),
      },
      headers,
    );
    expect(proposed.errors).toBeUndefined();
    await moderate(`mutation ($id: ID!) { approveProposal(id: $id) { status } }`, {
      id: proposed.data!.proposeSource.id,
    });
    const [source] = await noticesOf(follower, eventId!, (n) => n.length === 1);
    expect(source).toMatchObject({
      messageKey: "notifications.said.incidentSource",
      content: "“Sabotaged rail signal” has a new source",
    });
  });

  const submit = (account: Account, sourceUrl: string) => submitIncident(app, sourceUrl, bearer(account));

  it("tells a member who submitted of the approval, then follows the published incident", async () => {
    const eventId = await submit(follower, "http://192.0.2.1/follows-approved");
    await moderate(`mutation ($id: ID!) { approveEvent(id: $id) { id } }`, { id: eventId });
    const [approved] = await noticesOf(follower, eventId, (n) => n.length === 1);
    expect(approved!.messageKey).toBe("notifications.said.incidentApproved");
    expect(approved!.content).toMatch(/^Your report “.+” was approved and published\.$/);
    expect(await follows(follower, eventId)).toBe(true);
  });

  it("tells a member who submitted of a rejection with the moderator's reason", async () => {
    const eventId = await submit(follower, "http://192.0.2.1/follows-rejected");
    await moderate(`mutation ($id: ID!, $reason: String!) { rejectEvent(id: $id, reason: $reason) { id } }`, {
      id: eventId,
      reason: "The page does not say where it happened.",
    });
    const [rejected] = await noticesOf(follower, eventId, (n) => n.length === 1);
    expect(rejected!.messageKey).toBe("notifications.said.incidentRejected");
    expect(args(rejected!).reason).toBe("The page does not say where it happened.");
  });

  it("follows nothing a member submits once they turned that off", async () => {
    await app.graphql(
      `mutation { updateNotificationPreferences(input: { followOwn: false }) { followOwn incident } }`,
      {},
      bearer(other),
    );
    const eventId = await submit(other, "http://192.0.2.1/follows-off");
    await moderate(`mutation ($id: ID!) { approveEvent(id: $id) { id } }`, { id: eventId });
    expect(await follows(other, eventId)).toBe(false);
  });

  it("follows an incident a member posts in the discussion of", async () => {
    const [eventId] = await insertEvents(app, [{ title: "Balloon over Vilnius airport" }]);
    const poster = await forumMember(app);
    const posted = await app.graphql(
      `mutation ($eventId: ID!, $body: String!) { postToIncidentDiscussion(eventId: $eventId, body: $body) { id } }`,
      { eventId, body: "The airport closed for two hours." },
      poster.headers,
    );
    expect(posted.errors).toBeUndefined();
    const followed = await app.graphql<{ event: { viewerFollows: boolean } }>(
      FOLLOWS,
      { id: eventId },
      poster.headers,
    );
    expect(followed.data!.event.viewerFollows).toBe(true);
  });
});
