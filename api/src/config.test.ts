import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, productionWarnings } from "./config.js";

describe("configuration", () => {
  it("has working defaults for a newcomer: embedded database, demo data, port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("keeps the embedded database in the repository's data folder, not the current directory's", () => {
    const repository = fileURLToPath(new URL("../..", import.meta.url));
    expect(process.cwd()).not.toBe(repository.replace(/\/$/, ""));
    expect(loadConfig({}).dataDir).toBe(join(repository, "data"));
    expect(loadConfig({ DATA_DIR: "db-files" }).dataDir).toBe(resolve("db-files"));
  });

  it("turns the demo seed off in production unless asked for", () => {
    expect(loadConfig({ NODE_ENV: "production" }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("refuses invalid values with a message naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
  });

  it("reads the GraphQL answer ceiling in megabytes, 5 unless set, never below 1", () => {
    expect(loadConfig({}).maxResponseBytes).toBe(5 * 1024 * 1024);
    expect(loadConfig({ MAX_RESPONSE_MB: "12" }).maxResponseBytes).toBe(12 * 1024 * 1024);
    expect(() => loadConfig({ MAX_RESPONSE_MB: "0" })).toThrow(/MAX_RESPONSE_MB/);
  });

  it("warns about unsafe production settings and is quiet when they are set", () => {
    const bare = productionWarnings(loadConfig({ NODE_ENV: "production" }));
    expect(bare.join("\n")).toMatch(/SMTP_URL/);
    expect(bare.join("\n")).toMatch(/CAPTCHA_HMAC_KEY/);
    expect(bare.join("\n")).toMatch(/MAIL_LINK_KEY/);
    expect(bare.join("\n")).toMatch(/VAPID_PUBLIC_KEY/);
    const configured = loadConfig({
      NODE_ENV: "production",
      SMTP_URL: "smtp://mail.example.org:587",
      CAPTCHA_HMAC_KEY: "k".repeat(32),
      SUBMITTER_HASH_KEY: "s".repeat(32),
      MAIL_LINK_KEY: "m".repeat(32),
      VAPID_PUBLIC_KEY: "v".repeat(87),
      VAPID_PRIVATE_KEY: "p".repeat(43),
      PUBLIC_URL: "https://incidents.example.org",
    });
    expect(productionWarnings(configured)).toEqual([]);
    expect(productionWarnings(loadConfig({}))).toEqual([]);
  });
});
