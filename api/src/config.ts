import { resolve } from "node:path";

/**
 * The only reader of process.env. Every variable the app understands is declared here with its default
 * and a one-line description; the README's configuration table lists the same.
 */
export type Environment = Record<string, string | undefined>;

export class ConfigError extends Error {}

function text(env: Environment, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function optional(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Environment, name: string, fallback: number, min = 0, max = 65535): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function flag(env: Environment, name: string, fallback: boolean): boolean {
  const raw = optional(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function url(env: Environment, name: string, fallback?: string): string | undefined {
  const raw = optional(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  return raw.replace(/\/$/, "");
}

export function loadConfig(env: Environment = process.env) {
  const nodeEnv = text(env, "NODE_ENV", "development");
  if (!["development", "production", "test"].includes(nodeEnv)) {
    throw new ConfigError(`NODE_ENV must be development, production or test, got "${nodeEnv}"`);
  }
  const production = nodeEnv === "production";
  const port = integer(env, "PORT", 3000);
  const dataDir = resolve(text(env, "DATA_DIR", "./data"));
  return {
    nodeEnv,
    production,
    port,
    host: text(env, "HOST", production ? "0.0.0.0" : "127.0.0.1"),
    publicUrl: url(env, "PUBLIC_URL", `http://localhost:${port}`)!,
    databaseUrl: url(env, "DATABASE_URL"),
    dataDir,
    embeddedDatabasePort: integer(env, "EMBEDDED_DB_PORT", 54329, 1),
    seedDemo: flag(env, "SEED_DEMO", !production),
    contactEmail: text(env, "CONTACT_EMAIL", "contact@incidentwatch.eu"),
    webDist: resolve(text(env, "WEB_DIST", new URL("../../web/dist", import.meta.url).pathname)),
    logLevel: text(env, "LOG_LEVEL", nodeEnv === "test" ? "error" : "info"),
    /** Express "trust proxy": how many proxy hops to believe for the client address (0 = none). */
    trustProxy: integer(env, "TRUST_PROXY", 0, 0, 10),
    shutdownTimeoutMs: integer(env, "SHUTDOWN_TIMEOUT_MS", 10_000, 0, 600_000),
  };
}

export type Config = ReturnType<typeof loadConfig>;
