import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages, messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { clientAddress, type Account } from "../../../test/accounts.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";

const EVIDENCE = "id evidenceStatus geolocationMethod confirmationMethod";
const SET = `mutation ($id: ID!, $status: EvidenceStatus!, $method: GeolocationMethod) {
  setEvidenceStatus(id: $id, status: $status, geolocationMethod: $method) { ${EVIDENCE} } }`;
const PROPOSE = `mutation ($id: ID!, $method: GeolocationMethod!) {
  proposeConfirmation(id: $id, geolocationMethod: $method) { ${EVIDENCE} } }`;
const CONFIRM = `mutation ($id: ID!) { confirmEvidence(id: $id) { ${EVIDENCE} } }`;

type Evidence = {
  id: string;
  evidenceStatus: string;
  geolocationMethod: string | null;
  confirmationMethod: string | null;
};
type Version = {
  action: string;
  changes: { field: string; from: string | null; to: string | null }[];
  incident: { evidenceStatus: string | null; geolocationMethod: string | null } | null;
};

/** Verification with two people (decision 121): evidence status set by moderators, confirmed by two. */
describe("an incident's evidence status", () => {
  let app: TestApp;
  let approver: Account;
  let second: Account;
  let third: Account;
  let member: Account;
  let confirmedOne: string;
  let proposedByOther: string;
  let corroboratedOne: string;
  let untouched: string;
  let pending: string;

  const approve = async (id: string) => {
    const answer = await app.graphql(
      `mutation ($id: ID!) { approveEvent(id: $id) { id } }`,
      { id },
      bearer(approver),
    );
    expect(answer.errors).toBeUndefined();
  };
  const set = (account: Account, id: string, status: string, method: string | null = null) =>
    app.graphql<{ setEvidenceStatus: Evidence }>(SET, { id, status, method }, bearer(account));
  const propose = (account: Account, id: string, method: string) =>
    app.graphql<{ proposeConfirmation: Evidence }>(PROPOSE, { id, method }, bearer(account));
  const confirm = (account: Account, id: string) =>
    app.graphql<{ confirmEvidence: Evidence }>(CONFIRM, { id }, bearer(account));
  const rest = async (query: string) => {
    const response = await fetch(`${app.url}/api/events${query}`, {
      headers: { "x-forwarded-for": clientAddress() },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const history = async (id: string) =>
    (
      await app.graphql<{ event: { versions: Version[] } }>(
        `query ($id: ID!) { event(id: $id) { versions { action changes { field from to }
          incident { evidenceStatus geolocationMethod } } } }`,
        { id },
      )
    ).data!.event.versions;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
    [approver, second, third, member] = await Promise.all([
      accountWithRole(app, "moderator"),
      accountWithRole(app, "moderator"),
      accountWithRole(app, "moderator"),
      accountWithRole(app, "user"),
    ]);
    [confirmedOne = "", proposedByOther = "", corroboratedOne = "", untouched = "", pending = ""] =
      await insertEvents(app, [
        { title: "Rail signal cables cut near Hamburg", status: "pending" },
        { title: "Drone over the Gdańsk terminal", status: "pending" },
        { title: "Arson at a Vilnius warehouse", status: "pending" },
        { title: "Ship anchor dragged over a cable", status: "pending" },
        { title: "Unreviewed report", status: "pending" },
      ]);
    for (const id of [confirmedOne, proposedByOther, corroboratedOne, untouched]) await approve(id);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("starts as reported, without a method of geolocation", async () => {
    const answer = await app.graphql<{ event: Evidence }>(
      `query ($id: ID!) { event(id: $id) { ${EVIDENCE} } }`,
      {
        id: untouched,
      },
    );
    expect(answer.data!.event).toEqual({
      id: untouched,
      evidenceStatus: "reported",
      geolocationMethod: null,
      confirmationMethod: null,
    });
  });

  it("is set by moderators only, never to confirmed in one step, only on a published incident", async () => {
    expect((await set(member, corroboratedOne, "corroborated")).errors![0]!.extensions!.code).toBe(
      "FORBIDDEN",
    );
    expect((await propose(member, corroboratedOne, "witness")).errors![0]!.extensions!.code).toBe(
      "FORBIDDEN",
    );
    expect((await confirm(member, corroboratedOne)).errors![0]!.extensions!.code).toBe("FORBIDDEN");

    const oneStep = await set(second, corroboratedOne, "confirmed", "witness");
    expect(oneStep.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(oneStep.errors![0]!.message).toBe(apiMessages.evidenceConfirmNeedsTwo);

    const unpublished = await set(second, pending, "corroborated");
    expect(unpublished.errors![0]!.message).toBe(apiMessages.evidenceNotPublished);
    expect((await set(second, "999999", "corroborated")).errors![0]!.extensions!.code).toBe("NOT_FOUND");

    const set1 = await set(second, corroboratedOne, "corroborated", "media_report");
    expect(set1.errors).toBeUndefined();
    expect(set1.data!.setEvidenceStatus).toMatchObject({
      evidenceStatus: "corroborated",
      geolocationMethod: "media_report",
    });
  });

  it("is confirmed when a second moderator agrees, and refused to the approver with its own code", async () => {
    const proposed = await propose(approver, confirmedOne, "imagery_match");
    expect(proposed.errors).toBeUndefined();
    expect(proposed.data!.proposeConfirmation).toMatchObject({
      evidenceStatus: "reported",
      confirmationMethod: "imagery_match",
    });

    const own = await confirm(approver, confirmedOne);
    expect(own.errors![0]!.extensions!.code).toBe("SECOND_MODERATOR_REQUIRED");
    expect(own.errors![0]!.message).toBe(apiMessages.approverCannotConfirm);
    expect(own.errors![0]!.extensions!.messageKey).toBe("approverCannotConfirm");
    const viaRest = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(approver) },
      body: JSON.stringify({ query: CONFIRM, variables: { id: confirmedOne } }),
    });
    expect(
      ((await viaRest.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code,
    ).toBe("SECOND_MODERATOR_REQUIRED");

    const agreed = await confirm(second, confirmedOne);
    expect(agreed.errors).toBeUndefined();
    expect(agreed.data!.confirmEvidence).toEqual({
      id: confirmedOne,
      evidenceStatus: "confirmed",
      geolocationMethod: "imagery_match",
      confirmationMethod: null,
    });
    expect((await confirm(third, confirmedOne)).errors![0]!.message).toBe(
      apiMessages.evidenceAlreadyConfirmed,
    );
  });

  it("is refused to the moderator who proposed it, and needs a proposal first", async () => {
    expect((await confirm(third, proposedByOther)).errors![0]!.message).toBe(
      apiMessages.evidenceNothingProposed,
    );
    expect((await propose(second, proposedByOther, "official_statement")).errors).toBeUndefined();
    const ownProposal = await confirm(second, proposedByOther);
    expect(ownProposal.errors![0]!.extensions!.code).toBe("SECOND_MODERATOR_REQUIRED");
    expect(ownProposal.errors![0]!.message).toBe(apiMessages.proposerCannotConfirm);
    // still waiting for a second moderator
    const waiting = await app.graphql<{ event: Evidence }>(
      `query ($id: ID!) { event(id: $id) { ${EVIDENCE} } }`,
      {
        id: proposedByOther,
      },
    );
    expect(waiting.data!.event).toMatchObject({
      evidenceStatus: "reported",
      confirmationMethod: "official_statement",
    });
  });

  it("shows each step in the incident's public history", async () => {
    expect(await history(confirmedOne)).toEqual([
      { action: "published", changes: [], incident: { evidenceStatus: "reported", geolocationMethod: null } },
      {
        action: "confirmation_proposed",
        changes: [{ field: "geolocationMethod", from: null, to: "imagery_match" }],
        incident: { evidenceStatus: "reported", geolocationMethod: null },
      },
      {
        action: "evidence_confirmed",
        changes: [
          { field: "evidenceStatus", from: "reported", to: "confirmed" },
          { field: "geolocationMethod", from: null, to: "imagery_match" },
        ],
        incident: { evidenceStatus: "confirmed", geolocationMethod: "imagery_match" },
      },
    ]);
    // the state a version keeps has the status beside what it had before (the title's language too)
    const [kept] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ state: Record<string, unknown> }[]>("select incident_public_state(?::bigint) as state", [
        confirmedOne,
      ]);
    expect(kept!.state).toMatchObject({
      titleLanguage: "en",
      placePrecision: "exact",
      evidenceStatus: "confirmed",
      geolocationMethod: "imagery_match",
    });
    expect((await history(corroboratedOne)).map((v) => [v.action, v.changes])).toEqual([
      ["published", []],
      [
        "evidence_set",
        [
          { field: "evidenceStatus", from: "reported", to: "corroborated" },
          { field: "geolocationMethod", from: null, to: "media_report" },
        ],
      ],
    ]);
  });

  it("filters the research API and the map by evidence status", async () => {
    const confirmed = await rest("?evidenceStatuses=confirmed");
    expect(confirmed.status).toBe(200);
    expect((confirmed.body as { id: string }[]).map((e) => e.id)).toEqual([confirmedOne]);
    const checked = await rest("?evidenceStatuses=corroborated,confirmed");
    expect((checked.body as { id: string }[]).map((e) => e.id).sort()).toEqual(
      [confirmedOne, corroboratedOne].sort(),
    );
    const reported = await rest("?evidenceStatuses=reported");
    expect((reported.body as { id: string }[]).map((e) => e.id).sort()).toEqual(
      [proposedByOther, untouched].sort(),
    );
    const wrong = await rest("?evidenceStatuses=verified");
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain(messages.evidenceStatusInvalid);

    const graphql = await app.graphql<{
      events: { edges: { node: { id: string } }[] };
      mapPoints: { ids: string[] };
    }>(
      `{ events(filter: { evidenceStatuses: [corroborated] }) { edges { node { id } } }
         mapPoints(filter: { evidenceStatuses: [confirmed, corroborated] }) { ids } }`,
    );
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data!.events.edges.map((e) => e.node.id)).toEqual([corroboratedOne]);
    expect(graphql.data!.mapPoints.ids.sort()).toEqual([confirmedOne, corroboratedOne].sort());
  });

  it("goes back to corroborated when a moderator says so, recorded too", async () => {
    const back = await set(third, confirmedOne, "corroborated", "imagery_match");
    expect(back.data!.setEvidenceStatus.evidenceStatus).toBe("corroborated");
    const last = (await history(confirmedOne)).at(-1)!;
    expect(last).toMatchObject({
      action: "evidence_set",
      changes: [{ field: "evidenceStatus", from: "confirmed", to: "corroborated" }],
    });
  });

  it("offers the agreement (viewerMayConfirm) only to the moderators the server lets agree", async () => {
    const [offered = ""] = await insertEvents(app, [{ title: "Cable cut off Gotland", status: "pending" }]);
    await approve(offered);
    const mayConfirm = async (account: Account | null) => {
      const answer = await app.graphql<{ event: { viewerMayConfirm: boolean } }>(
        `query ($id: ID!) { event(id: $id) { viewerMayConfirm } }`,
        { id: offered },
        account ? bearer(account) : {},
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.event.viewerMayConfirm;
    };
    // nothing waits yet
    expect(await mayConfirm(third)).toBe(false);
    expect((await propose(second, offered, "imagery_match")).errors).toBeUndefined();
    const offeredTo = {
      approver: await mayConfirm(approver),
      proposer: await mayConfirm(second),
      third: await mayConfirm(third),
      member: await mayConfirm(member),
      visitor: await mayConfirm(null),
    };
    expect(offeredTo).toEqual({
      approver: false,
      proposer: false,
      third: true,
      member: false,
      visitor: false,
    });
    // the server agrees with what was offered
    expect((await confirm(approver, offered)).errors![0]!.extensions!.code).toBe("SECOND_MODERATOR_REQUIRED");
    expect((await confirm(second, offered)).errors![0]!.extensions!.code).toBe("SECOND_MODERATOR_REQUIRED");
    expect((await confirm(third, offered)).errors).toBeUndefined();
    expect(await mayConfirm(third)).toBe(false);
  });
});
