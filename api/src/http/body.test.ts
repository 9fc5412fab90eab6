import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_MAX_DEPTH, jsonBody } from "./body.js";
import { errorHandler } from "./errors.js";
import { createLogger } from "../infra/logger.js";

const echo: RequestHandler = (req, res) => void res.json({ body: req.body as unknown });

// Both readers (the plain one most requests take, express.json for the rest) must read a body alike.
describe("JSON request bodies", () => {
  let url: string;
  let server: Server;
  beforeAll(async () => {
    server = express()
      .post("/echo", jsonBody(), echo)
      .use(errorHandler(createLogger("error")))
      .listen(0, "127.0.0.1");
    await once(server, "listening");
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/echo`;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  const send = async (body: string | Blob, headers: Record<string, string> = {}) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });
    return { status: response.status, json: (await response.json()) as { body?: unknown } };
  };
  const gzipped = (text: string) => ({
    body: new Blob([new Uint8Array(gzipSync(text))]),
    headers: { "content-encoding": "gzip" },
  });

  it("reads UTF-8 JSON, with or without its charset, a byte-order mark dropped", async () => {
    for (const type of [
      "application/json",
      "application/json; charset=utf-8",
      "Application/JSON; Charset=UTF-8",
    ])
      expect(await send('{"title":"Gdańsk"}', { "content-type": type })).toEqual({
        status: 200,
        json: { body: { title: "Gdańsk" } },
      });
    expect((await send('\uFEFF{"a":1}')).json.body).toEqual({ a: 1 });
  });

  it("reads the same from a compressed body, which express.json reads", async () => {
    const { body, headers } = gzipped('{"title":"Gdańsk"}');
    expect(await send(body, headers)).toEqual({ status: 200, json: { body: { title: "Gdańsk" } } });
  });

  it("takes an empty body as {}, and refuses text that is not an object or an array with 400", async () => {
    expect((await send("")).json.body).toEqual({});
    for (const text of ['"text"', "12", " null", "{", '{"a":}']) {
      expect((await send(text)).status).toBe(400);
      const { body, headers } = gzipped(text);
      expect((await send(body, headers)).status).toBe(400);
    }
  });

  it(`refuses a body nested deeper than ${BODY_MAX_DEPTH} levels with 400, both ways`, async () => {
    const deep = `${"[".repeat(BODY_MAX_DEPTH + 1)}${"]".repeat(BODY_MAX_DEPTH + 1)}`;
    expect((await send(deep)).status).toBe(400);
    const { body, headers } = gzipped(deep);
    expect((await send(body, headers)).status).toBe(400);
    const allowed = `${"[".repeat(BODY_MAX_DEPTH)}${"]".repeat(BODY_MAX_DEPTH)}`;
    expect((await send(allowed)).status).toBe(200);
  });
});
