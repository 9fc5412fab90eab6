import { lookup } from "node:dns/promises";
import { isAllowedAddress, literalAddress } from "./address-policy.js";
import type { CheckedAddress } from "./pinned-get.js";

export const URL_MAX_LENGTH = 2048;

/** Why the guard would not let the server fetch a URL on a user's behalf. */
export type GuardRefusal = "invalid-url" | "refused-port" | "refused-address" | "unresolvable";

/** A fetch the server refuses or gives up, with its reason (the callers' own reasons added to the guard's). */
export class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** All the addresses a host name resolves to (A and AAAA). Tests pass a stub. */
export type Resolver = (hostname: string) => Promise<CheckedAddress[]>;

export interface GuardOptions {
  /** Tests serve pages from loopback; refused in production (config). */
  allowLoopback: boolean;
  allowedPorts: readonly number[];
  resolve?: Resolver;
}

const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** Step 1 of SECURITY.md "Fetching a user's URL": only plain http(s) URLs on an allowed port. */
export function checkUrl(raw: string, allowedPorts: readonly number[]): URL {
  if (raw.length > URL_MAX_LENGTH) throw new Refusal("invalid-url");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Refusal("invalid-url");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Refusal("invalid-url");
  if (url.username || url.password) throw new Refusal("invalid-url");
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (!allowedPorts.includes(port)) throw new Refusal("refused-port");
  return url;
}

/**
 * Step 2: every address the name has must be public, or the host is refused outright. The address
 * returned is the one to connect to (pinned-get.ts), whatever the name resolves to later (DNS rebinding).
 * `allows` widens the policy for an address an operator configured (the machine translation service).
 */
export async function checkHost(
  url: URL,
  options: Pick<GuardOptions, "allowLoopback" | "resolve"> & { allows?: (address: string) => boolean },
): Promise<CheckedAddress> {
  const policy = { allowLoopback: options.allowLoopback };
  const allowed = (address: string) => isAllowedAddress(address, policy) || !!options.allows?.(address);
  const literal = literalAddress(url.hostname);
  if (literal) {
    if (!allowed(literal)) throw new Refusal("refused-address");
    return { address: literal, family: literal.includes(":") ? 6 : 4 };
  }
  let addresses: CheckedAddress[];
  try {
    addresses = await (options.resolve ?? systemResolver)(url.hostname);
  } catch {
    throw new Refusal("unresolvable");
  }
  if (addresses.length === 0) throw new Refusal("unresolvable");
  if (!addresses.every((a) => allowed(a.address))) throw new Refusal("refused-address");
  return addresses.find((a) => a.family === 4) ?? addresses[0]!;
}
