import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  getNamedType,
  isLeafType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import type { Router } from "express";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../test/app.js";
import type { Account } from "../test/accounts.js";
import { accountWithRole, bearer, insertEvents } from "../test/events.js";
import {
  BAD_CURSORS,
  BAD_IDS,
  CONTROL_STRINGS,
  inBatches,
  ODD_NUMBERS,
  ODD_STRINGS,
  sampleValue,
  tableDigests,
  wrongKind,
} from "../test/fuzz-values.js";
import { recordingLogger, type RecordingLogger } from "../test/logs.js";
import { restCall } from "../test/rest.js";
import { buildAppSchema } from "./graphql/schema.js";
import type { RestKit } from "./http/rest.js";
import { moduleRoutes } from "./modules/index.js";
import { createLogger } from "./infra/logger.js";
import { onThisMachine } from "../test/slowness.js";

type Path = string[];
interface Leaf {
  path: Path;
  type: GraphQLInputType;
}
interface Case {
  name: string;
  variables: Record<string, unknown>;
  /** The field a control character was put in, when it was. */
  controlIn?: string;
  /** That field is an ID: the ID scalar refuses the value as no id at all, before any text rule. */
  controlInId?: boolean;
  /** The input is wrong in a way GraphQL itself refuses (type, missing, unknown field). */
  malformed?: boolean;
}

/** Every place a value goes in a field's arguments: each argument and, within input objects, each field. */
function leaves(type: GraphQLInputType, path: Path): Leaf[] {
  const named = getNamedType(type);
  const here = { path, type };
  if (!(named instanceof GraphQLInputObjectType)) return [here];
  const inner = type instanceof GraphQLNonNull ? type.ofType : type;
  if (inner instanceof GraphQLList) return [here];
  return [here, ...Object.values(named.getFields()).flatMap((f) => leaves(f.type, [...path, f.name]))];
}

const setAt = (root: Record<string, unknown>, path: Path, value: unknown, remove = false) => {
  const copy = structuredClone(root);
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  if (remove) delete target[path.at(-1)!];
  else target[path.at(-1)!] = value;
  return copy;
};

const isText = (type: GraphQLInputType) => {
  const named = getNamedType(type);
  return named instanceof GraphQLScalarType && (named.name === "String" || named.name === "ID");
};

function casesFor(field: GraphQLField<unknown, unknown>): Case[] {
  const baseline = Object.fromEntries(field.args.map((a) => [a.name, sampleValue(a.type)]));
  const cases: Case[] = [];
  for (const arg of field.args) {
    for (const { path, type } of leaves(arg.type, [arg.name])) {
      const at = path.join(".");
      const named = getNamedType(type);
      cases.push({
        name: `${at} of the wrong kind`,
        variables: setAt(baseline, path, wrongKind(type)),
        malformed: true,
      });
      if (type instanceof GraphQLNonNull) {
        cases.push({
          name: `${at} missing`,
          variables: setAt(baseline, path, undefined, true),
          malformed: true,
        });
      }
      // a list of input objects (required or not) takes no field of its own: its items do
      const list = (type instanceof GraphQLNonNull ? type.ofType : type) instanceof GraphQLList;
      if (named instanceof GraphQLInputObjectType && !list) {
        cases.push({
          name: `${at} with an unknown field`,
          variables: setAt(baseline, [...path, "bogus"], 1),
          malformed: true,
        });
      }
      if (named.name === "Float" && !(type instanceof GraphQLList)) {
        for (const number of ODD_NUMBERS) {
          cases.push({ name: `${at} = ${number}`, variables: setAt(baseline, path, number) });
        }
      }
      if (!isText(type) || type instanceof GraphQLList) continue;
      for (const text of CONTROL_STRINGS) {
        cases.push({
          name: `${at} = ${JSON.stringify(text)}`,
          variables: setAt(baseline, path, text),
          controlIn: path.at(-1),
          controlInId: named.name === "ID",
        });
      }
      const odd = [
        ...ODD_STRINGS,
        ...(arg.name === "after" ? BAD_CURSORS : []),
        ...(named.name === "ID" ? BAD_IDS : []),
      ];
      for (const text of odd) {
        cases.push({
          name: `${at} = ${JSON.stringify(text.slice(0, 20))}…`,
          variables: setAt(baseline, path, text),
        });
      }
    }
  }
  return cases;
}

function operation(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>): string {
  const definitions = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  return `${kind} (${definitions}) { ${field.name}(${args})${selection} }`;
}

/** Every REST route of every module, read from the routers themselves. */
function restRoutes(): Array<{ method: string; path: string }> {
  const kit: RestKit = { handle: () => async () => undefined, logger: createLogger("silent") };
  return moduleRoutes.flatMap((module) =>
    (module(kit) as Router).stack.flatMap((layer) => {
      const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
      return route
        ? Object.keys(route.methods).map((method) => ({ method: method.toUpperCase(), path: route.path }))
        : [];
    }),
  );
}

const REST_FIELDS = [
  "username",
  "email",
  "password",
  "recaptchaToken",
  "captchaToken",
  "token",
  "newPassword",
  "type",
  "sourceUrl",
  "date",
  "latitude",
  "longitude",
];

describe("every input, fed what an attacker would send", () => {
  let app: TestApp;
  let logs: RecordingLogger;
  let schema: GraphQLSchema;
  let admin: Account;
  let before: Record<string, string>;

  beforeAll(async () => {
    logs = recordingLogger();
    app = await startTestApp({ TRUST_PROXY: "1", RATE_LIMIT_FACTOR: "10000" }, { logger: logs });
    schema = await buildAppSchema();
    admin = await accountWithRole(app, "admin");
    await insertEvents(app, [{ status: "approved" }, { status: "pending" }]);
    await app.graphql("{ me { id } }", {}, bearer(admin)); // marks the admin active, before the snapshot
    // the first reader of the data makes the site name (and record) its version: before the snapshot too
    await app.graphql("{ dataVersion }");
    before = await tableDigests(app.orm);
  });

  afterAll(async () => {
    await app?.close();
  });

  it(
    "refuses malformed GraphQL arguments with 400 and never answers 5xx or logs an error",
    { timeout: onThisMachine(240_000) },
    async () => {
      const roots = [
        ["query", schema.getQueryType()],
        ["mutation", schema.getMutationType()],
      ] as const;
      let sent = 0;
      for (const [kind, type] of roots) {
        // A system broadcast stores whatever text an admin sends to every member (tested on its own):
        // fuzzing it would succeed and write rows.
        const fields = Object.values(type!.getFields()).filter(
          (f) => f.args.length > 0 && f.name !== "broadcastSystemNotification",
        );
        for (const field of fields) {
          const query = operation(kind, field);
          await inBatches(casesFor(field), 8, async (fuzz) => {
            const result = await app.graphql(query, fuzz.variables, bearer(admin));
            sent += 1;
            const label = `${field.name}: ${fuzz.name}`;
            expect(result.status, label).toBeLessThan(500);
            const code = result.errors?.[0]?.extensions?.code;
            expect(code, label).not.toBe("INTERNAL_SERVER_ERROR");
            if (fuzz.malformed || fuzz.controlIn) {
              expect(result.status, label).toBe(400);
              expect(["BAD_USER_INPUT", "GRAPHQL_VALIDATION_FAILED"], label).toContain(code);
            }
            if (fuzz.controlInId) {
              expect(result.errors?.[0]?.message, label).toContain(messages.idInvalid);
            } else if (fuzz.controlIn) {
              expect(result.errors?.[0]?.extensions?.fields, label).toEqual({
                [fuzz.controlIn]: messages.controlCharacters,
              });
            }
            if (kind === "mutation") expect(result.errors, `${label} was accepted`).toBeDefined();
          });
        }
      }
      expect(sent).toBeGreaterThan(150);
      expect(logs.errors()).toEqual([]);
      expect(await tableDigests(app.orm)).toEqual(before);
    },
  ); // every argument of every operation: hundreds of requests, minutes on a busy machine

  it("refuses an enum written as a string in the query text with 400", async () => {
    for (const query of [
      '{ events(filter: { types: "russian" }) { totalCount } }',
      'mutation { updateEvent(id: "1", input: { type: "chinese" }) { id } }',
    ]) {
      const result = await app.graphql(query, {}, bearer(admin));
      expect(result.status).toBe(400);
      expect(result.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    }
  });

  it(
    "answers every REST route's odd bodies and query strings with a 4xx, naming a field holding control characters",
    { timeout: onThisMachine(120_000) },
    async () => {
      const routes = restRoutes();
      expect(routes.length).toBeGreaterThanOrEqual(8);
      // signed out, so POST /auth/logout ends nobody's session
      const headers = { "x-forwarded-for": "10.9.9.9" };
      for (const { method, path } of routes) {
        const call = (body?: unknown, query = "") =>
          restCall<{ message?: string; errors?: Record<string, string> }>(
            app,
            method,
            `/api${path}${query}`,
            {
              body: method === "GET" ? undefined : body,
              headers,
            },
          );
        const label = `${method} ${path}`;
        const queries = ["?q=%00", "?after=%07x", "?a[b]=%1b", `?q=${"ж".repeat(500)}`, "?after=%25%25%25"];
        await inBatches(queries, 8, async (query) => {
          const { status, json } = await call(undefined, query);
          expect(status, `${label}${query}`).toBeLessThan(500);
          if (/%(00|07|1b)/.test(query)) {
            expect(status, `${label}${query}`).toBe(400);
            expect(Object.values(json.errors ?? {}), `${label}${query}`).toEqual([
              messages.controlCharacters,
            ]);
          }
        });
        if (method === "GET") continue;
        const bodies: unknown[] = [
          {},
          { bogus: "x" },
          Object.fromEntries(REST_FIELDS.map((f) => [f, 12345])),
          Object.fromEntries(REST_FIELDS.map((f) => [f, { nested: ["x"] }])),
          Object.fromEntries(REST_FIELDS.map((f) => [f, null])),
          '{"username": ',
          "[1, 2]",
          '"text"',
          ...ODD_STRINGS.map((text) => Object.fromEntries(REST_FIELDS.map((f) => [f, text]))),
          ...ODD_NUMBERS.map((number) => Object.fromEntries(REST_FIELDS.map((f) => [f, number]))),
        ];
        await inBatches(bodies, 8, async (body) => {
          const { status } = await call(body);
          expect(status, `${label} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
        });
        // each field gets one control character, the kinds taking turns
        await inBatches(REST_FIELDS, 8, async (field) => {
          const text = CONTROL_STRINGS[REST_FIELDS.indexOf(field) % CONTROL_STRINGS.length]!;
          const { status, json } = await call({ [field]: text });
          expect(status, `${label} ${field}=${JSON.stringify(text)}`).toBe(400);
          expect(json.errors, `${label} ${field}`).toEqual({ [field]: messages.controlCharacters });
        });
      }
      expect(logs.errors()).toEqual([]);
      expect(await tableDigests(app.orm)).toEqual(before);
    },
  );
});
