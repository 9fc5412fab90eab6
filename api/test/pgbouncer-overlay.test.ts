import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import pg from "pg";
import type { IConfigMap } from "kubernetes-models/v1";
import { liveMessage, publishLive } from "../src/modules/live-topics.js";
import { unitOfWork } from "../src/deps.js";
import { startTestApp, type TestApp } from "./app.js";
import { createTestDatabase, type TestDatabase } from "./database.js";
import { kustomize } from "./kubernetes.js";
import { freePort } from "./ports.js";

// The pgbouncer overlay's own pgbouncer.ini, run by Debian's PgBouncer in front of the test server with only
// its addresses changed: the app works through it in transaction mode, with DATABASE_DIRECT_URL beside it.

const PGBOUNCER = "/usr/sbin/pgbouncer";

/** The overlay's configuration as the rendered ConfigMap carries it. */
function overlayIni(): string {
  const configMap = kustomize("overlays/pgbouncer").find(
    (object) => object.kind === "ConfigMap" && object.metadata.name.startsWith("pgbouncer-"),
  ) as unknown as IConfigMap | undefined;
  const ini = configMap?.data?.["pgbouncer.ini"];
  if (!ini) throw new Error("the pgbouncer overlay renders no pgbouncer.ini");
  return ini;
}

describe("deploy/k8s/overlays/pgbouncer's pgbouncer.ini in front of PostgreSQL", () => {
  const server = new URL(inject("databaseServerUrl"));
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password) || "pgbouncer-test";
  let directory: string;
  let bouncer: ChildProcess;
  let output = "";
  let database: TestDatabase;
  let app: TestApp;
  let pooledUrl: string;
  let clientsUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase(inject("databaseServerUrl"), inject("databaseTemplate"));
    const port = await freePort();
    directory = mkdtempSync(join(tmpdir(), "iw-pgbouncer-"));
    // PgBouncer refuses to run as root: as root it is told to become nobody, who must read these files
    chmodSync(directory, 0o755);
    writeFileSync(join(directory, "userlist.txt"), `"${user}" "${password}"\n`, { mode: 0o644 });
    // the app's pool, and one of the same settings for this file's own clients, so that the app's background
    // work never takes a turn between their queries
    const target = `host=${server.hostname} port=${server.port || 5432} dbname=${database.name}`;
    const ini = overlayIni()
      .replace(/^incident_watch = .*$/m, `${database.name} = ${target}\n${database.name}_clients = ${target}`)
      .replace(/^listen_addr = .*$/m, "listen_addr = 127.0.0.1")
      .replace(/^listen_port = .*$/m, `listen_port = ${port}`)
      .replace(/^auth_file = .*$/m, `auth_file = ${join(directory, "userlist.txt")}`);
    writeFileSync(join(directory, "pgbouncer.ini"), ini, { mode: 0o644 });
    const asRoot = process.getuid?.() === 0;
    bouncer = spawn(PGBOUNCER, [...(asRoot ? ["-u", "nobody"] : []), join(directory, "pgbouncer.ini")], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    bouncer.once("error", (error) => (output += `\n${error.message}`));
    bouncer.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    bouncer.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    pooledUrl = `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database.name}`;
    clientsUrl = `${pooledUrl}_clients`;
    for (let tries = 0; ; tries++) {
      const client = new pg.Client({ connectionString: pooledUrl });
      try {
        await client.connect();
        await client.end();
        break;
      } catch (error) {
        await client.end().catch(() => {});
        if (bouncer.exitCode !== null || tries > 50) {
          throw new Error(
            `PgBouncer (${PGBOUNCER}; Debian's package pgbouncer, which .ci/run installs) did not serve: ${String(error)}\n${output}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    app = await startTestApp(
      { DATABASE_URL: pooledUrl, DATABASE_DIRECT_URL: database.url },
      {},
      { management: true },
    );
  });

  afterAll(async () => {
    await app?.close();
    bouncer?.kill("SIGINT");
    await database?.drop();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it("pools in transaction mode: one server connection runs the transactions of many clients in turn", async () => {
    const clients = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const client = new pg.Client({ connectionString: clientsUrl });
        await client.connect();
        return client;
      }),
    );
    try {
      const backends = new Set<number>();
      for (let round = 0; round < 3; round++) {
        for (const client of clients) {
          const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
          backends.add(rows[0]!.pid);
        }
      }
      // in session mode each client would keep a backend of its own
      expect(backends.size).toBeLessThan(clients.length);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });

  it("serves the app: ready, answering, and its committed live events delivered", async () => {
    const ready = await fetch(`${app.managementUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await app.graphql("{ __typename }")).toMatchObject({ status: 200, data: { __typename: "Query" } });
    const change = `through PgBouncer ${randomBytes(4).toString("hex")}`;
    const delivered = new Promise<void>((resolve) =>
      app.deps.live.observe((event) => {
        if (JSON.stringify(event.payload).includes(change)) resolve();
      }),
    );
    await unitOfWork(app.orm.em.fork(), app.deps).run((tx) =>
      publishLive(tx, [liveMessage("publicDataChanged", undefined, { change })]),
    );
    await delivered;
  });
});
