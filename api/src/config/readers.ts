// Readers of one environment variable each: the value, its default, and a ConfigError naming it when it is malformed.
export type Environment = Record<string, string | undefined>;

export class ConfigError extends Error {}

export function text(env: Environment, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

export function optional(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function integer(env: Environment, name: string, fallback: number, min = 0, max = 65535): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

export function flag(env: Environment, name: string, fallback: boolean): boolean {
  const raw = optional(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

export function url(env: Environment, name: string, fallback?: string): string | undefined {
  const raw = optional(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  return raw.replace(/\/$/, "");
}

/** A comma-separated list of URLs; empty when unset. */
export function urlList(env: Environment, name: string): string[] {
  const raw = optional(env, name);
  if (raw === undefined) return [];
  return raw
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => url({ [name]: part }, name)!);
}

export function portList(env: Environment, name: string, fallback: number[]): number[] {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const ports = raw.split(",").map((part) => Number(part.trim()));
  if (ports.some((port) => !Number.isInteger(port) || port < 1 || port > 65535)) {
    throw new ConfigError(`${name} must be a comma-separated list of ports, got "${raw}"`);
  }
  return ports;
}

/** A switch for tests only: set in production, the app refuses to start. */
export function testsOnly(env: Environment, name: string, production: boolean): boolean {
  const allowed = flag(env, name, false);
  if (allowed && production) throw new ConfigError(`${name} is for tests only`);
  return allowed;
}

export function originList(env: Environment, name: string): string[] {
  const raw = optional(env, name);
  if (raw === undefined) return [];
  return raw.split(",").map((part) => {
    try {
      return new URL(part.trim()).origin;
    } catch {
      throw new ConfigError(`${name} must be a comma-separated list of origins, got "${raw}"`);
    }
  });
}
