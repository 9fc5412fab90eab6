import { createHmac } from "node:crypto";
import type { AppDeps } from "../../deps.js";
import { isPrivateNetworkAddress } from "../../infra/url-title/address-policy.js";
import { checkHost, checkUrl, Refusal } from "../../infra/url-title/outbound-guard.js";
import { pinnedPost, PostFailure } from "../../infra/url-title/pinned-post.js";
import { checkSavedAddress } from "../../infra/url-title/saved-address.js";
import type { PublicIncident } from "../events/live/incident-changes.js";

export const SIGNATURE_HEADER = "x-incidentwatch-signature";
export const TIMESTAMP_HEADER = "x-incidentwatch-timestamp";

/** What a webhook receives: the search, the incident (none in the test sent on saving), whether a test. */
export interface WebhookPayload {
  test: boolean;
  savedSearch: { id: string; name: string };
  incident: (PublicIncident & { url: string }) | null;
  sentAt: string;
}

/** `sha256=` and the hex HMAC-SHA256 of "timestamp.body" under the search's secret. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** A call that did not arrive, or was answered with no 2xx (its status then). */
export class WebhookFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

type WebhookDeps = Pick<AppDeps, "config">;

/** The addresses a webhook may be on: public ones, the operator's private network with WEBHOOK_ALLOW_PRIVATE. */
function webhookAddresses(config: WebhookDeps["config"]) {
  return {
    allowLoopback: config.webhookAllowLoopback,
    allows: (address: string) => config.webhookAllowPrivate && isPrivateNetworkAddress(address),
  };
}

/**
 * A webhook address as a member saves it, checked as each call will be: its form and port, then its host
 * resolved now (an address the call would refuse is refused; a name not resolving yet is kept).
 */
export async function checkWebhookAddress(deps: WebhookDeps, webhookUrl: string): Promise<string> {
  const url = checkUrl(webhookUrl, deps.config.webhookPorts);
  await checkSavedAddress(url, webhookAddresses(deps.config));
  return url.toString();
}

/**
 * POSTs the payload, signed, through the same guard as a fetched source page (SECURITY.md "Fetching a
 * user's URL"): only a public address (a private one with WEBHOOK_ALLOW_PRIVATE, loopback in tests alone), pinned against rebinding, no redirect
 * followed, a time cap. A refused address is a Refusal; a call that fails or is answered with no 2xx, a
 * WebhookFailure (the job tries again).
 */
export async function callWebhook(
  deps: WebhookDeps,
  webhookUrl: string,
  secret: string,
  payload: WebhookPayload,
): Promise<number> {
  const { config } = deps;
  const url = checkUrl(webhookUrl, config.webhookPorts);
  const target = await checkHost(url, webhookAddresses(config));
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const status = await pinnedPost(
    url,
    target,
    {
      "content-type": "application/json",
      "user-agent": `IncidentWatch-Webhook/1.0 (+${config.publicUrl})`,
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body),
    },
    body,
    config.webhookTimeoutMs,
  ).catch((error: unknown) => {
    throw error instanceof PostFailure ? new WebhookFailure(error.message) : error;
  });
  if (status < 200 || status >= 300) throw new WebhookFailure(`status ${status}`, status);
  return status;
}

export { Refusal };
