import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.js";
import type { Account } from "../../test/accounts.js";
import { accountWithRole, bearer, insertEvents } from "../../test/events.js";
import { recordingLogger, type RecordingLogger } from "../../test/logs.js";
import { nextMessage, openRawLive, type RawLive } from "../../test/raw-live.js";
import { QUERY_LIMITS } from "./limits.js";
import { SSE_PATH } from "./sse-transport.js";

/** This app's research limit per address and minute, which refused operations count against. */
const LIMIT = 10;
const SUBSCRIPTION = "subscription { incidentChanged { change } }";
const REFUSED_LINE = /^Live operation refused/;

/** A refusal as either transport shows it: an HTTP status or a socket's close code, or the error answered. */
type Outcome = { status: number; code?: unknown } | { closed: number } | { code: unknown; message: string };
type Errors = Array<{ message: string; extensions: { code: unknown } }>;

const firstError = (errors: Errors) => ({ code: errors[0]!.extensions.code, message: errors[0]!.message });

/** POSTs `body` to the stream from `address`: its status and code, or the error it streamed. */
async function overStream(
  app: TestApp,
  address: string,
  body: string,
  contentType = "application/json",
): Promise<Outcome & { retryAfter?: string | null }> {
  const response = await fetch(app.url + SSE_PATH, {
    method: "POST",
    headers: { "content-type": contentType, accept: "text/event-stream", "x-forwarded-for": address },
    body,
    signal: AbortSignal.timeout(5000),
  });
  const text = await response.text();
  if (response.status !== 200) {
    const { errors } = JSON.parse(text) as { errors: Errors };
    const retryAfter = response.headers.get("retry-after");
    return { status: response.status, code: errors[0]!.extensions.code, retryAfter };
  }
  const [, data] = /^event: next\ndata: (.*)\n\nevent: complete\n/.exec(text) ?? [];
  if (!data) throw new Error(`not one refusal: ${text.slice(0, 300)}`);
  return firstError((JSON.parse(data) as { errors: Errors }).errors);
}

/** The socket's answer to operation `id` sent as `payload` (raw JSON text): its error, or the close. */
function overSocket(live: RawLive, id: string, payload: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const answered = (data: unknown) => {
      const message = JSON.parse(String(data)) as { id?: string; type: string; payload?: unknown };
      if (message.id !== id || message.type !== "error") return;
      live.socket.off("message", answered);
      resolve(firstError(message.payload as Errors));
    };
    live.socket.on("message", answered);
    void live.closed.then((closed) => resolve({ closed }));
    live.socket.send(`{"id":"${id}","type":"subscribe","payload":${payload}}`);
  });
}

const stillOpen = (live: RawLive) =>
  Promise.race([live.closed, new Promise((resolve) => setTimeout(() => resolve("open"), 300))]);

const nested = (depth: number): string =>
  depth === 0 ? "id" : `likelyDuplicates { event { ${nested(depth - 2)} } }`;
/** A subscription nine levels deep, one more than QUERY_LIMITS.maxDepth. */
const DEPTH_9 = `subscription { incidentChanged { incident { ${nested(6)} } } }`;

/**
 * Each bad input, as a stream body and as a socket's `subscribe` payload, and what both answer: "request"
 * for what is no GraphQL request at all (the stream 400 BAD_REQUEST, the socket closed with graphql-ws's
 * 4400), or the error both answer alike.
 */
const BAD_INPUTS: Array<{
  input: string;
  payload: string;
  refused: "request" | { code: string; message: RegExp };
}> = [
  { input: "an empty body", payload: "", refused: "request" },
  { input: "a batch (a JSON array)", payload: JSON.stringify([{ query: SUBSCRIPTION }]), refused: "request" },
  { input: "query as a number", payload: JSON.stringify({ query: 1 }), refused: "request" },
  {
    input: "query as an object",
    payload: JSON.stringify({ query: { kind: "Document" } }),
    refused: "request",
  },
  {
    input: "variables as a string",
    payload: JSON.stringify({ query: SUBSCRIPTION, variables: "x" }),
    refused: "request",
  },
  {
    input: "a syntax error",
    payload: JSON.stringify({ query: "subscription {" }),
    refused: { code: "GRAPHQL_PARSE_FAILED", message: /^Syntax Error: Expected Name/ },
  },
  {
    // the keyword, two braces and the names
    input: `a query of ${QUERY_LIMITS.maxTokens + 1} tokens`,
    payload: JSON.stringify({
      query: `subscription { ${Array.from({ length: QUERY_LIMITS.maxTokens - 2 }, () => "__typename").join(" ")} }`,
    }),
    refused: { code: "GRAPHQL_PARSE_FAILED", message: /more th.t 2000 tokens/ },
  },
  {
    input: "an unknown field",
    payload: JSON.stringify({ query: "subscription { nope }" }),
    refused: { code: "GRAPHQL_VALIDATION_FAILED", message: /Cannot query field "nope"/ },
  },
  {
    // graphql-armor's depth refusal carries this code, over HTTP too
    input: "depth 9",
    payload: JSON.stringify({ query: DEPTH_9 }),
    refused: { code: "BAD_USER_INPUT", message: /depth limit of 8 exceeded, found 9/ },
  },
  {
    input: "two root fields",
    payload: JSON.stringify({
      query: "subscription { a: incidentChanged { change } b: incidentChanged { id } }",
    }),
    refused: { code: "GRAPHQL_VALIDATION_FAILED", message: /must select only one top level field/ },
  },
  {
    input: "subscription { __typename }",
    payload: JSON.stringify({ query: "subscription { __typename }" }),
    refused: {
      code: "GRAPHQL_VALIDATION_FAILED",
      message: /must not select an introspection top level field/,
    },
  },
  {
    input: "a filter with an unknown value",
    payload: JSON.stringify({
      query: "subscription ($f: EventFilter) { incidentChanged(filter: $f) { change } }",
      variables: { f: { types: ["martian"] } },
    }),
    refused: { code: "BAD_USER_INPUT", message: /"martian"/ },
  },
];

describe("bad input on the live transports", () => {
  let app: TestApp;
  let logs: RecordingLogger;
  let moderator: Account;
  const sockets: RawLive[] = [];
  const socketFrom = async (address: string) => {
    const live = await openRawLive(app.url, undefined, address);
    sockets.push(live);
    return live;
  };
  const refusalLines = () => logs.lines.filter((line) => REFUSED_LINE.test(line.message));

  beforeAll(async () => {
    logs = recordingLogger();
    app = await startTestApp({ TRUST_PROXY: "1", RESEARCH_RATE_LIMIT: String(LIMIT) }, { logger: logs });
    moderator = await accountWithRole(app, "moderator");
  });
  afterAll(async () => {
    for (const live of sockets) live.close();
    await app?.close();
  });

  it.each(BAD_INPUTS.map((row, n) => ({ ...row, n })))(
    "answers $input as the socket does, with a client error and no stack trace",
    async ({ payload, refused, n }) => {
      const before = refusalLines().length;
      const stream = await overStream(app, `10.40.${n}.1`, payload);
      const socket = await overSocket(await socketFrom(`10.41.${n}.1`), "1", payload || "{}");
      if (refused === "request") {
        expect(stream).toMatchObject({ status: 400, code: "BAD_REQUEST" });
        expect(socket).toEqual({ closed: 4400 });
      } else {
        expect(socket).toMatchObject({ code: refused.code });
        expect((socket as { message: string }).message).toMatch(refused.message);
        expect(stream).toEqual(socket);
      }
      // the stream's address, and the socket's when the refusal was the app's (graphql-ws closes on its own)
      expect(refusalLines().length - before).toBe(refused === "request" ? 1 : 2);
      expect(logs.errors()).toEqual([]);
      expect(JSON.stringify(logs.lines)).not.toMatch(/\\n\s+at |\.ts:\d+/);
    },
  );

  it("answers a body that is not JSON 415, logging no error", async () => {
    const outcome = await overStream(app, "10.42.0.1", JSON.stringify({ query: SUBSCRIPTION }), "text/plain");
    expect(outcome).toMatchObject({ status: 415, code: "BAD_REQUEST" });
    expect(logs.errors()).toEqual([]);
  });

  it("logs an address's refusals one line a minute, whichever transport they came by", async () => {
    const before = refusalLines().length;
    const syntaxError = JSON.stringify({ query: "subscription {" });
    const noField = JSON.stringify({ query: "subscription { nope }" });
    const socket = await socketFrom("10.43.0.1");
    for (let i = 0; i < 4; i++) {
      expect(await overStream(app, "10.43.0.1", i % 2 ? syntaxError : noField)).toHaveProperty("message");
      expect(await overSocket(socket, `a${i}`, syntaxError)).toMatchObject({ code: "GRAPHQL_PARSE_FAILED" });
    }
    for (let i = 0; i < 3; i++) await overStream(app, "10.43.0.2", syntaxError);
    const lines = refusalLines().slice(before);
    expect(lines).toHaveLength(2);
    expect(new Set(lines.map((line) => line.details?.address)).size).toBe(2);
    expect(lines[0]!.details).toMatchObject({ transport: "stream", code: "GRAPHQL_VALIDATION_FAILED" });
  });

  it("counts refusals against the address's research limit: past it the stream answers 429 and the socket RATE_LIMITED", async () => {
    const syntaxError = JSON.stringify({ query: "subscription {" });
    for (let i = 0; i < LIMIT; i++) {
      expect(await overStream(app, "10.44.0.1", syntaxError)).toMatchObject({ code: "GRAPHQL_PARSE_FAILED" });
    }
    const refused = await overStream(app, "10.44.0.1", syntaxError);
    expect(refused).toMatchObject({ status: 429, code: "RATE_LIMITED" });
    expect(Number((refused as { retryAfter: string }).retryAfter)).toBeGreaterThan(0);
    // a valid subscription too, until the window resets; another address is not affected
    const valid = JSON.stringify({ query: SUBSCRIPTION });
    expect(await overStream(app, "10.44.0.1", valid)).toMatchObject({ status: 429 });
    const other = await fetch(app.url + SSE_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.44.0.2" },
      body: valid,
    });
    expect(other.status).toBe(200);
    await other.body?.cancel();

    const socket = await socketFrom("10.44.1.1");
    for (let i = 0; i < LIMIT; i++) {
      expect(await overSocket(socket, `s${i}`, syntaxError)).toMatchObject({ code: "GRAPHQL_PARSE_FAILED" });
    }
    expect(await overSocket(socket, "over", syntaxError)).toMatchObject({ code: "RATE_LIMITED" });
    expect(await stillOpen(socket)).toBe("open");
  });

  it("answers a 10,000-deep variable on a socket with an error, and the socket keeps running", async () => {
    const deep = '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000);
    const live = await socketFrom("10.45.0.1");
    const payload = `{"query":${JSON.stringify(SUBSCRIPTION)},"variables":{"undeclared":${deep}}}`;
    expect(await overSocket(live, "deep", payload)).toEqual({
      code: "BAD_USER_INPUT",
      message: "Variables may nest at most 64 levels deep.",
    });
    expect(await stillOpen(live)).toBe("open");
    // the stream's body is refused by its parser, as every HTTP body nested that deep
    expect(
      await fetch(app.url + SSE_PATH, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.45.0.2" },
        body: payload,
      }).then((response) => response.status),
    ).toBe(400);

    // the same socket still subscribes, and hears the next change
    live.subscribe("after", SUBSCRIPTION);
    await expect.poll(() => app.liveTransport().broadcastOperations).toBeGreaterThan(0);
    const [id] = await insertEvents(app, [{ status: "pending" }]);
    const approve = `mutation ($id: ID!) { approveEvent(id: $id) { id } }`;
    const headers = { ...bearer(moderator), "x-forwarded-for": "10.45.0.3" };
    expect((await app.graphql(approve, { id }, headers)).errors).toBeUndefined();
    await live.waitFor(1);
    expect(nextMessage(live.frames[0]!).id).toBe("after");
    expect(logs.errors()).toEqual([]);
  });
});
