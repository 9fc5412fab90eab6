import type { EntityManager } from "@mikro-orm/postgresql";
import type { WebhookCall, WebhookCallOutcome } from "./saved-search.types.js";

/** A search's last webhook call as stored (saved_searches.webhook_last_call), with the address it went to. */
export interface StoredWebhookCall {
  url: string;
  at: string;
  test: boolean;
  outcome: WebhookCallOutcome;
  status: number | null;
}

/** Writes down how a search's webhook call ended, for the member to see in the settings. */
export async function recordWebhookCall(
  em: EntityManager,
  searchId: string,
  call: Omit<StoredWebhookCall, "at">,
): Promise<void> {
  await em.execute("update saved_searches set webhook_last_call = ?::jsonb where id = ?", [
    JSON.stringify({ ...call, at: new Date().toISOString() }),
    searchId,
  ]);
}

/** The last call as the member sees it: only one to the address saved now (a changed address has none yet). */
export function lastWebhookCall(
  stored: StoredWebhookCall | null,
  webhookUrl: string | null,
): WebhookCall | null {
  if (!stored || stored.url !== webhookUrl) return null;
  return { at: new Date(stored.at), test: stored.test, outcome: stored.outcome, status: stored.status };
}
