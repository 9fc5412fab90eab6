import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { restCall } from "../../../test/rest.js";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { clientAddress } from "../../../test/accounts.js";
import { solveAltcha, solveAltchaChallenge } from "../../../test/captcha.js";
import { accountWithRole, bearer, SUBMIT_EVENT } from "../../../test/events.js";
import { pages, recordConnections, startPageServer, type PageServer } from "../../../test/page-server.js";
import { issueAltchaChallenge, ALTCHA_TTL_MS } from "../../infra/captcha/altcha.js";
import { refusal } from "../../../test/refusal.js";
import { onThisMachine } from "../../../test/slowness.js";

const HMAC_KEY = "submit-event-test-key";
let articles = 0;

describe("submitting an incident", () => {
  let app: TestApp;
  let site: PageServer;
  const slowPagesServed = new Set<string>();

  beforeAll(async () => {
    site = await startPageServer((req, res) => {
      // five times the submission's wait for a title, so a loaded machine's timers cannot catch it up
      if (req.url?.startsWith("/slow")) {
        return void setTimeout(() => {
          pages({ [req.url!]: { body: "<title>Slow news</title>" } })(req, res);
          slowPagesServed.add(req.url!);
        }, 2000);
      }
      if (req.url?.startsWith("/cp1251")) {
        const body = Buffer.from([
          ...Buffer.from("<title>"),
          0xcf,
          0xf0,
          0xe8,
          0xe2,
          0xe5,
          0xf2,
          ...Buffer.from("</title>"),
        ]);
        return void res.writeHead(200, { "content-type": "text/html; charset=windows-1251" }).end(body);
      }
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<head><title>Site</title><meta property="og:title" content="Article ${req.url}"></head>`);
    });
    app = await startTestApp({
      TRUST_PROXY: "1",
      CAPTCHA_HMAC_KEY: HMAC_KEY,
      TITLE_FETCH_ALLOW_LOOPBACK: "true",
      TITLE_FETCH_PORTS: `80,443,${site.port}`,
      TITLE_FETCH_WAIT_MS: "400",
    });
  });

  afterAll(async () => {
    await app?.close();
    await site?.close();
  });

  const article = (path = "/news") => `${site.url}${path}-${++articles}`;

  /** A valid submission from a fresh address with a solved captcha, with some fields replaced. */
  async function submit(fields: Record<string, unknown> = {}, ip = clientAddress()) {
    const headers = { "x-forwarded-for": ip };
    const input = {
      type: "russian",
      kind: "cyber",
      sourceUrl: article(),
      date: "2024-11-18",
      latitude: 56.95,
      longitude: 24.1,
      captchaToken: await solveAltcha(app.url, headers),
      ...fields,
    };
    return app.graphql<{ submitEvent: Record<string, unknown> }>(SUBMIT_EVENT, { input }, headers);
  }

  async function restSubmit(body: Record<string, unknown>, ip = clientAddress(), withCaptcha = true) {
    const headers = { "x-forwarded-for": ip };
    const recaptchaToken = withCaptcha ? await solveAltcha(app.url, headers) : undefined;
    const {
      status,
      headers: answered,
      json,
    } = await restCall(app, "POST", "/api/events/submit", {
      body: { recaptchaToken, ...body },
      headers,
    });
    return { status, headers: answered, body: json };
  }

  const stored = async (id: string) => {
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute("select status, title, title_source, submitter_hash from events where id = ?", [id]);
    return row as { status: string; title: string; title_source: string; submitter_hash: string | null };
  };

  it("stores a valid submission as pending, titled from the page, and hides it from visitors", async () => {
    const sourceUrl = article("/cable");
    const result = await submit({ sourceUrl });
    expect(result.errors).toBeUndefined();
    const event = result.data!.submitEvent;
    expect(event).toMatchObject({
      type: "russian",
      title: `Article ${new URL(sourceUrl).pathname}`,
      sourceUrl,
      date: "2024-11-18",
      latitude: 56.95,
      longitude: 24.1,
    });
    const row = await stored(event.id as string);
    expect(row.status).toBe("pending");
    expect(row.submitter_hash).toMatch(/^[0-9a-f]{64}$/);
    const visible = await app.graphql(`query ($id: ID!) { event(id: $id) { id } }`, { id: event.id });
    expect(visible.data).toEqual({ event: null });
  });

  it("answers the REST submission with 201 and the spec's event shape", async () => {
    const sourceUrl = article();
    const response = await restSubmit({
      type: "chinese",
      sourceUrl,
      date: "2024-10-02",
      latitude: "59.437",
      longitude: "24.7536",
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      _id: expect.stringMatching(/^\d+$/) as unknown,
      id: (response.body as { _id: string })._id,
      type: "chinese",
      title: `Article ${new URL(sourceUrl).pathname}`,
      sourceUrl,
      date: "2024-10-02",
      latitude: 59.437,
      longitude: 24.7536,
      // added to the spec's shape; the spec's payload has no kind, so it is 'other'
      kind: "other",
      country: "EE",
      // nor precisions: an exact place on a known day
      placePrecision: "exact",
      timePrecision: "day",
      // not public until approved; updatedAt is when it was submitted
      publishedAt: null,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
    });
  });

  it("stores coordinates to 7 decimal places, so a subnormal latitude is stored as 0 (GraphQL and REST)", async () => {
    const coordinates = async (id: string) =>
      (
        await app.orm.em
          .fork()
          .getConnection()
          .execute<Array<{ latitude: number; longitude: number }>>(
            "select latitude, longitude from events where id = ?",
            [id],
          )
      )[0];
    const graphql = await submit({ latitude: 5e-324, longitude: 24.123456789012 });
    expect(graphql.errors).toBeUndefined();
    expect(graphql.data!.submitEvent).toMatchObject({ latitude: 0, longitude: 24.1234568 });
    expect(await coordinates(graphql.data!.submitEvent.id as string)).toEqual({
      latitude: 0,
      longitude: 24.1234568,
    });
    const rest = await restSubmit({
      type: "russian",
      sourceUrl: article(),
      date: "2024-10-02",
      latitude: 5e-324,
      longitude: -1e-300,
    });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ latitude: 0, longitude: 0 });
    expect(await coordinates((rest.body as { id: string }).id)).toEqual({ latitude: 0, longitude: 0 });
  });

  it("stores the kind of attack chosen and the country computed from the coordinates", async () => {
    const result = await submit({ kind: "airspace", latitude: 52.2297, longitude: 21.0122 });
    expect(result.errors).toBeUndefined();
    expect(result.data!.submitEvent).toMatchObject({
      kind: "airspace",
      country: "PL",
      countryName: "Poland",
    });
    const rest = await restSubmit({
      ...complete,
      sourceUrl: article(),
      kind: "sabotage",
      latitude: 34.02,
      longitude: -6.84,
    });
    expect(rest.status).toBe(201);
    // Rabat is in no European state
    expect(rest.body).toMatchObject({ kind: "sabotage", country: null });
  });

  it("requires the kind of attack over GraphQL", async () => {
    const headers = { "x-forwarded-for": clientAddress() };
    const input = {
      type: "russian",
      sourceUrl: article(),
      date: "2024-11-18",
      latitude: 56.95,
      longitude: 24.1,
      captchaToken: await solveAltcha(app.url, headers),
    };
    const result = await app.graphql(SUBMIT_EVENT, { input }, headers);
    expect(result.errors?.[0]?.message).toMatch(/kind/);
    const wrong = await submit({ kind: "piracy" });
    expect(wrong.errors?.[0]?.message).toMatch(/kind/);
  });

  it("reads a title in the page's declared charset", async () => {
    const result = await submit({ sourceUrl: article("/cp1251") });
    expect(result.data!.submitEvent.title).toBe("Привет");
  });

  it.each([
    [{ sourceUrl: "" }, "sourceUrl", messages.sourceUrlRequired],
    [{ sourceUrl: "javascript:alert(1)" }, "sourceUrl", messages.sourceUrlInvalid],
    [{ sourceUrl: `https://example.org/${"a".repeat(2040)}` }, "sourceUrl", messages.sourceUrlTooLong],
    // under 2,048 characters as typed, over 12,000 once percent-encoded for storage
    [{ sourceUrl: `https://example.org/${"ж".repeat(2000)}` }, "sourceUrl", messages.sourceUrlStoredTooLong],
    [{ sourceUrl: "https://example.org/news%00item" }, "sourceUrl", messages.controlCharacters],
    [{ date: "" }, "date", messages.dateRequired],
    [{ date: "2023-02-29" }, "date", messages.dateInvalid],
    [{ date: "2024-11-18 or so" }, "date", messages.dateInvalid],
    [{ date: "2999-01-01" }, "date", messages.dateInFuture],
    [{ latitude: 90.5 }, "latitude", messages.latitudeOutOfRange],
    [{ longitude: -180.01 }, "longitude", messages.longitudeOutOfRange],
    // the self-hosted captcha says "verification" where the spec's reCAPTCHA text says "reCAPTCHA"
    [{ captchaToken: "" }, "captcha", messages.verificationRequired],
  ])("refuses %j with the spec's message for %s (GraphQL)", async (fields, field, message) => {
    const result = await submit(fields);
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions?.fields).toEqual({ [field]: message });
  });

  const complete = {
    type: "russian",
    sourceUrl: "https://example.org/x",
    date: "2024-01-01",
    latitude: 1,
    longitude: 2,
  };

  it.each([
    [{ sourceUrl: undefined }, "sourceUrl", messages.sourceUrlRequired],
    [{ sourceUrl: 42 }, "sourceUrl", messages.sourceUrlRequired],
    [{ date: undefined }, "date", messages.dateRequired],
    [{ latitude: undefined }, "location", messages.locationRequired],
    [{ longitude: "" }, "location", messages.locationRequired],
    [{ latitude: "12,5" }, "latitude", messages.latitudeOutOfRange],
    [{ type: "martian" }, "type", messages.typeInvalid],
    [{ sourceUrl: "https://example.org/news%00item" }, "sourceUrl", messages.controlCharacters],
    [{ kind: "piracy" }, "kind", messages.kindInvalid],
    [{ kind: "" }, "kind", messages.kindRequired],
  ])("refuses %j with the spec's message for %s (REST)", async (fields, field, message) => {
    const response = await restSubmit({ ...complete, ...fields });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal(message, { [field]: message }));
  });

  it("asks for the captcha when the REST payload has no recaptchaToken", async () => {
    const response = await restSubmit(complete, clientAddress(), false);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(
      refusal(messages.verificationRequired, { captcha: messages.verificationRequired }),
    );
  });

  it("refuses a wrong captcha answer", async () => {
    const result = await submit({
      captchaToken: Buffer.from('{"challenge":{},"solution":{}}').toString("base64"),
    });
    expect(result.errors?.[0]?.extensions?.code).toBe("CAPTCHA_FAILED");
    expect(result.errors?.[0]?.message).toBe(messages.verificationFailed);
    const response = await restSubmit({ ...complete, recaptchaToken: "not-a-token" }, clientAddress(), false);
    expect(response).toMatchObject({ status: 400, body: { message: messages.verificationFailed } });
  });

  it("refuses a captcha answer used a second time", async () => {
    const headers = { "x-forwarded-for": clientAddress() };
    const captchaToken = await solveAltcha(app.url, headers);
    expect((await submit({ captchaToken })).errors).toBeUndefined();
    const again = await submit({ captchaToken });
    expect(again.errors?.[0]?.extensions?.code).toBe("CAPTCHA_FAILED");
  });

  it("refuses an expired captcha challenge", async () => {
    const issuedAt = new Date(Date.now() - ALTCHA_TTL_MS - 60_000);
    const challenge = await issueAltchaChallenge({ hmacKey: HMAC_KEY, cost: 1, maxCounter: 50 }, issuedAt);
    const result = await submit({ captchaToken: await solveAltchaChallenge(challenge) });
    expect(result.errors?.[0]?.extensions?.code).toBe("CAPTCHA_FAILED");
  });

  it("stores a long non-ASCII source URL and still recognises it when submitted again", async () => {
    // about 3,600 characters once encoded: more than a B-tree index entry on the raw text could hold
    const sourceUrl = `https://news.example.test/${"ж".repeat(600)}-${++articles}`;
    expect((await submit({ sourceUrl })).errors).toBeUndefined();
    const again = await submit({ sourceUrl });
    expect(again.errors?.[0]).toMatchObject({
      message: messages.sourceAlreadySubmitted,
      extensions: { code: "CONFLICT" },
    });
  });

  it("refuses a source already submitted, whatever the host's case or fragment", async () => {
    // .test names never resolve, so no page is fetched
    const sourceUrl = `https://news.example.test/dup-${++articles}`;
    expect((await submit({ sourceUrl })).errors).toBeUndefined();
    const variant = sourceUrl.replace("https://news.example.test", "HTTPS://News.Example.TEST") + "#comments";
    const again = await submit({ sourceUrl: variant });
    expect(again.errors?.[0]).toMatchObject({
      message: messages.sourceAlreadySubmitted,
      extensions: { code: "CONFLICT" },
    });
    const rest = await restSubmit({ ...complete, sourceUrl });
    expect(rest).toMatchObject({ status: 409, body: { message: messages.sourceAlreadySubmitted } });
  });

  it("limits submissions per address, answering 429 with Retry-After", async () => {
    const ip = clientAddress();
    for (let i = 0; i < 5; i++) expect((await restSubmit({}, ip, false)).status).toBe(400);
    const refused = await restSubmit({ ...complete }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(refusal(messages.submissionsTooMany, undefined, "RATE_LIMITED"));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const graphql = await submit({}, ip);
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: "RATE_LIMITED" });
    expect((await submit({}, clientAddress())).errors).toBeUndefined();
  });

  it("does not wait for a slow page: stores host and path, then the page's title when it arrives", async () => {
    const sourceUrl = article("/slow");
    const result = await submit({ sourceUrl });
    // answered with the address's host and path: it did not wait for the page, whose title came later
    const { id, title } = result.data!.submitEvent as { id: string; title: string };
    expect(title).toBe(`127.0.0.1${new URL(sourceUrl).pathname}`);
    await expect
      .poll(async () => (await stored(id)).title, { timeout: onThisMachine(15_000) })
      .toBe("Slow news");
  });

  it("tells the submitter whether the title is still to be read or set by a moderator", async () => {
    const pendingTitle = async (sourceUrl: string) => {
      const headers = { "x-forwarded-for": clientAddress() };
      const input = {
        type: "chinese",
        kind: "cyber",
        sourceUrl,
        date: "2024-11-18",
        latitude: 52.2,
        longitude: 21,
        captchaToken: await solveAltcha(app.url, headers),
      };
      const result = await app.graphql<{ submitEvent: { id: string; titlePending: boolean } }>(
        `mutation ($input: SubmitEventInput!) { submitEvent(input: $input) { id titlePending } }`,
        { input },
        headers,
      );
      expect(result.errors).toBeUndefined();
      return result.data!.submitEvent;
    };
    expect((await pendingTitle(article("/readable"))).titlePending).toBe(false);
    expect((await pendingTitle(article("/slow"))).titlePending).toBe(true);
    const unreadable = await pendingTitle("http://169.254.169.254/private-page");
    expect(unreadable.titlePending).toBe(true);
    const moderator = await accountWithRole(app, "moderator");
    const read = (id: string) =>
      app.graphql<{ event: { titlePending: boolean } }>(
        `query ($id: ID!) { event(id: $id) { titlePending } }`,
        { id },
        bearer(moderator),
      );
    expect((await read(unreadable.id)).data).toEqual({ event: { titlePending: true } });
    await app.graphql(
      `mutation ($id: ID!) { updateEvent(id: $id, input: { title: "Set in review" }) { id } }`,
      { id: unreadable.id },
      bearer(moderator),
    );
    expect((await read(unreadable.id)).data).toEqual({ event: { titlePending: false } });
  });

  it("keeps a moderator's title when the slow page's title arrives later", async () => {
    const moderator = await accountWithRole(app, "moderator");
    const sourceUrl = article("/slow");
    const result = await submit({ sourceUrl });
    const id = result.data!.submitEvent.id as string;
    const edit = await app.graphql(
      `mutation ($id: ID!) { updateEvent(id: $id, input: { title: "Checked title" }) { title } }`,
      { id },
      bearer(moderator),
    );
    expect(edit.data).toEqual({ updateEvent: { title: "Checked title" } });
    // the page's title arrives after the moderator's, and leaves it
    await expect
      .poll(() => slowPagesServed.has(new URL(sourceUrl).pathname), { timeout: onThisMachine(15_000) })
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await stored(id)).toMatchObject({ title: "Checked title", title_source: "moderator" });
  });

  it("never connects to a private source address, and titles the event from its URL", async () => {
    const connections = recordConnections();
    try {
      const result = await submit({ sourceUrl: "http://169.254.169.254/latest/meta-data/" });
      expect(result.data!.submitEvent.title).toBe("169.254.169.254/latest/meta-data");
    } finally {
      connections.stop();
    }
    expect(connections.attempts.filter((a) => a.host === "169.254.169.254")).toEqual([]);
  });
});
