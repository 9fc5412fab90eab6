import ipaddr from "ipaddr.js";

// IPv6 global unicast is 2000::/3; ipaddr.js calls everything it has no name for "unicast" (e.g. ::2).
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

export interface AddressPolicyOptions {
  /** Tests serve pages from 127.0.0.1 / ::1; never on in production. */
  allowLoopback: boolean;
}

/**
 * May the server connect to this address on a user's behalf? Only public unicast: loopback, private,
 * link-local (cloud metadata 169.254.169.254), CGNAT, multicast, reserved, unspecified, NAT64, 6to4,
 * Teredo and unique-local are refused. IPv4-mapped IPv6 is judged as the IPv4 address inside it.
 */
export function isAllowedAddress(address: string, options: AddressPolicyOptions): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  const range = ip.range();
  if (range === "loopback") return options.allowLoopback;
  if (range !== "unicast") return false;
  return ip.kind() === "ipv4" || (ip as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/**
 * Is this an address of a private network (RFC 1918, IPv6 unique-local)? An operator may let a service the
 * site calls be there (TRANSLATE_ALLOW_PRIVATE, WEBHOOK_ALLOW_PRIVATE); loopback and link-local never.
 */
export function isPrivateNetworkAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === "private" || range === "uniqueLocal";
}

/** The bare address of an IP-literal URL host ("[::1]" → "::1"), or undefined for a name. */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : undefined;
}
