import "reflect-metadata";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../src/db/embedded.js";
import { createLogger } from "../src/infra/logger.js";
import { createMigratedTemplate, dropTemplate } from "./database.js";

/**
 * Tests need a PostgreSQL server: TEST_DATABASE_URL or DATABASE_URL when set (CI uses the machine's
 * server), otherwise an embedded one in a temporary directory for this run only. The migrations run once,
 * into a template every test database is copied from.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  let directory: string | undefined;
  if (!given) {
    directory = mkdtempSync(join(tmpdir(), "incident-watch-test-"));
    chmodSync(directory, 0o755); // the embedded server runs as the postgres user when we are root
    const port = 20000 + Math.floor(Math.random() * 20000);
    embedded = await startEmbeddedDatabase(directory, port, createLogger("error"));
  }
  const serverUrl = given ?? embedded!.url;
  const template = await createMigratedTemplate(serverUrl);
  project.provide("databaseServerUrl", serverUrl);
  project.provide("databaseTemplate", template.name);
  return async () => {
    await dropTemplate(serverUrl, template.name);
    await embedded?.stop();
    if (directory) rmSync(directory, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
    /** A migrated database to copy (CREATE DATABASE … TEMPLATE), named once per run. */
    databaseTemplate: string;
  }
}
