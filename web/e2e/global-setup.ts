import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../api/src/db/embedded.js";
import { createLogger } from "../../api/src/infra/logger.js";

/** A PostgreSQL server for the browser tests: TEST_DATABASE_URL / DATABASE_URL, else an embedded one. */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  let directory: string | undefined;
  if (!given) {
    directory = mkdtempSync(join(tmpdir(), "incident-watch-e2e-"));
    chmodSync(directory, 0o755); // the embedded server runs as the postgres user when we are root
    embedded = await startEmbeddedDatabase(
      directory,
      20000 + Math.floor(Math.random() * 20000),
      createLogger("error"),
    );
  }
  project.provide("databaseServerUrl", given ?? embedded!.url);
  return async () => {
    await embedded?.stop();
    if (directory) rmSync(directory, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}
