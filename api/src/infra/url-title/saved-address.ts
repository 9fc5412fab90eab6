import { checkHost, Refusal, type GuardOptions } from "./outbound-guard.js";

/**
 * Checks, when a member saves it, an address the server will call later on their behalf (a webhook, a
 * push endpoint), as the call will: a name is resolved now, and refused when any of its addresses is not
 * one the call may reach. A name that does not resolve now is kept (DNS may fail a moment, a member's own
 * host may not be set up yet): every call resolves and checks it again.
 */
export async function checkSavedAddress(
  url: URL,
  options: Pick<GuardOptions, "allowLoopback" | "resolve"> & { allows?: (address: string) => boolean },
): Promise<void> {
  try {
    await checkHost(url, options);
  } catch (error) {
    if (error instanceof Refusal && error.reason === "unresolvable") return;
    throw error;
  }
}
