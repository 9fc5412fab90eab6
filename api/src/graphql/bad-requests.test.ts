import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../test/app.js";
import { recordingLogger, type RecordingLogger } from "../../test/logs.js";
import { QUERY_LIMITS } from "./limits.js";

const RESPONSE_JSON = "application/graphql-response+json";

describe("a malformed GraphQL request", () => {
  let app: TestApp;
  let logs: RecordingLogger;

  beforeAll(async () => {
    logs = recordingLogger();
    app = await startTestApp({}, { logger: logs });
  });

  afterAll(async () => {
    await app?.close();
  });

  async function post(body: unknown) {
    const response = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: RESPONSE_JSON },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as {
      errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    };
    return { status: response.status, errors: json.errors ?? [] };
  }

  const SUBMIT = "mutation ($input: SubmitEventInput!) { submitEvent(input: $input) { id } }";
  const valid = {
    type: "russian",
    kind: "cyber",
    sourceUrl: "https://example.org/a",
    date: "2024-05-01",
    latitude: 1,
    longitude: 2,
    captchaToken: "x",
  };

  it.each([
    ["a variable of the wrong type", { ...valid, latitude: "north" }],
    ["a missing required input field", { ...valid, date: undefined }],
    ["an unknown input field", { ...valid, colour: "red" }],
    ["an enum value that does not exist", { ...valid, type: "martian" }],
  ])("answers %s with 400 BAD_USER_INPUT and logs no error", async (_case, input) => {
    const { status, errors } = await post({ query: SUBMIT, variables: { input } });
    expect(status).toBe(400);
    expect(errors[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(errors)).not.toMatch(/stack|at .+\.ts/);
    expect(logs.errors()).toEqual([]);
  });

  it("answers a syntax error with 400 GRAPHQL_PARSE_FAILED", async () => {
    const { status, errors } = await post({ query: "{ events(first: ) }" });
    expect(status).toBe(400);
    expect(errors[0]?.extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
    expect(logs.errors()).toEqual([]);
  });

  it("answers a query over the token limit with 400, not a server error", async () => {
    const query = `{ ${Array.from({ length: QUERY_LIMITS.maxTokens }, () => "__typename").join(" ")} }`;
    const { status, errors } = await post({ query });
    expect(status).toBe(400);
    expect(errors[0]?.message).toMatch(/more th.t 2000 tokens/);
    expect(logs.errors()).toEqual([]);
  });

  it("refuses a NUL in a nested input field with 400, naming the field", async () => {
    const { status, errors } = await post({
      query: SUBMIT,
      variables: { input: { ...valid, sourceUrl: "https://example.org/\u0000" } },
    });
    expect(status).toBe(400);
    expect(errors[0]?.extensions).toEqual({
      code: "BAD_USER_INPUT",
      messageKey: "controlCharacters",
      fields: { sourceUrl: messages.controlCharacters },
      fieldKeys: { sourceUrl: "controlCharacters" },
    });
  });

  it("checks each request's variables, however often the same query arrived with clean ones", async () => {
    const SEARCH = "query ($text: String) { events(filter: { titleContains: $text }) { totalCount } }";
    for (let i = 0; i < 3; i++) {
      expect((await post({ query: SEARCH, variables: { text: "clean" } })).status).toBe(200);
    }
    const refused = await post({ query: SEARCH, variables: { text: "a\u0007b" } });
    expect(refused.status).toBe(400);
    expect(refused.errors[0]?.extensions?.fields).toEqual({ titleContains: messages.controlCharacters });
    expect((await post({ query: SEARCH, variables: { text: "a\u0007b" } })).status).toBe(400);
  });

  it("refuses a control character written into the query text itself", async () => {
    const { status, errors } = await post({
      query: '{ events(filter: { titleContains: "a\\u0007b" }) { totalCount } }',
    });
    expect(status).toBe(400);
    expect(errors[0]?.extensions?.fields).toEqual({ titleContains: messages.controlCharacters });
  });

  it("lets tabs and line breaks through where text may hold them", async () => {
    const { errors } = await post({
      query: "query ($t: String) { events(filter: { titleContains: $t }) { totalCount } }",
      variables: { t: "a\tb\r\nc" },
    });
    expect(errors).toEqual([]);
  });

  it("answers a persisted query whose hash does not match its text with 400 PERSISTED_QUERY_HASH_MISMATCH", async () => {
    const { status, errors } = await post({
      query: "{ __typename }",
      extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } },
    });
    expect(status).toBe(400);
    expect(errors[0]?.extensions?.code).toBe("PERSISTED_QUERY_HASH_MISMATCH");
    expect(logs.errors()).toEqual([]);
  });
});
