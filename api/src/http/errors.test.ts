import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { notFound } from "../core/errors.js";
import type { Logger } from "../infra/logger.js";
import { sendError } from "./errors.js";

/** A logger that keeps its error lines. */
function keptLogger(): Logger & { errors: string[] } {
  const errors: string[] = [];
  const ignore = () => undefined;
  return { errors, debug: ignore, info: ignore, warn: ignore, error: (message) => void errors.push(message) };
}

/** Serves one route that sends `sent` (if anything) and then fails with `thrown`. */
async function failingServer(thrown: unknown, sent: string | null, logger: Logger): Promise<Server> {
  const app = express();
  app.get("/", (_req, res) => {
    if (sent === null) return sendError(res, thrown, logger);
    // the failure comes once the first chunk is on its way, as a download's would
    res.writeHead(200, { "content-type": "text/plain" }).write(sent, () => sendError(res, thrown, logger));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return server;
}

/** What a client got: the status, the body so far, and whether the answer ended or was cut short. */
function fetchWhole(server: Server): Promise<{ status: number; body: string; complete: boolean }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port, path: "/" }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      response.on("end", () => resolve({ status: response.statusCode!, body, complete: response.complete }));
      response.on("aborted", () => resolve({ status: response.statusCode!, body, complete: false }));
      response.on("error", () => undefined); // the cut itself
    })
      .on("error", reject)
      .end();
  });
}

describe("a REST route's failure", () => {
  let server: Server | undefined;
  afterEach(() => void server?.close());

  it("is answered with its status and message before anything was sent", async () => {
    const logger = keptLogger();
    server = await failingServer(notFound(), null, logger);
    const answer = await fetchWhole(server);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ messageKey: "notFound" });
    expect(logger.errors).toEqual([]);
  });

  it("cuts a download short once its headers went out, and logs the fault once", async () => {
    const logger = keptLogger();
    server = await failingServer(new Error("disk gone"), "id,title\n1,", logger);
    const answer = await fetchWhole(server);
    expect(answer).toEqual({ status: 200, body: "id,title\n1,", complete: false });
    expect(logger.errors).toEqual(["REST answer failed after its headers were sent"]);
  });

  it("logs nothing when the client stopped reading", async () => {
    const logger = keptLogger();
    const hangUp = Object.assign(new Error("Premature close"), { code: "ERR_STREAM_PREMATURE_CLOSE" });
    server = await failingServer(hangUp, "partial", logger);
    expect((await fetchWhole(server)).complete).toBe(false);
    expect(logger.errors).toEqual([]);
  });
});
