import type { AppDeps } from "../../deps.js";
import type { JobContext } from "../app-module.js";
import { publishedIncidents } from "../incidents-read/published-incidents.queries.js";
import type { WebhookJob } from "./saved-search-jobs.js";
import { callWebhook, Refusal, WebhookFailure } from "./saved-search-webhook.js";
import { recordWebhookCall } from "./saved-search-webhook-calls.js";

/**
 * One webhook call: the search's current address and secret, the incident as published now. Past the
 * search's rate (webhookCallsPerSearch) the call is dropped and logged (the match stays in the feed); a
 * refused address is logged and not tried again; any other failure throws, and the job is tried again.
 * How each call ended is written down for the member's settings.
 */
export async function deliverWebhook(
  { em, deps }: Pick<JobContext, "em"> & { deps: Pick<AppDeps, "config" | "logger" | "rateLimiter"> },
  { searchId, eventId }: WebhookJob,
): Promise<void> {
  const [search] = await em.execute<
    Array<{ name: string; webhook_url: string | null; webhook_secret: string | null }>
  >("select name, webhook_url, webhook_secret from saved_searches where id = ?", [searchId]);
  if (!search?.webhook_url || !search.webhook_secret) return;
  const incident = eventId ? (await publishedIncidents(em, [eventId])).get(eventId) : null;
  if (eventId && !incident) return;
  const { allowed } = await deps.rateLimiter.take("webhookCallsPerSearch", searchId);
  if (!allowed) {
    deps.logger.warn("Saved search webhook over its rate; call dropped", { searchId, eventId });
    return;
  }
  const ended = (outcome: "delivered" | "refused" | "failed", status: number | null = null) =>
    recordWebhookCall(em, searchId, { url: search.webhook_url!, test: !eventId, outcome, status });
  try {
    await callWebhook(deps, search.webhook_url, search.webhook_secret, {
      test: !eventId,
      savedSearch: { id: searchId, name: search.name },
      incident: incident ? { ...incident, url: `${deps.config.publicUrl}/incident/${incident.id}` } : null,
      sentAt: new Date().toISOString(),
    });
    await ended("delivered");
  } catch (error) {
    if (error instanceof Refusal) {
      deps.logger.warn("Saved search webhook refused", { searchId, reason: error.reason });
      await ended(error.reason === "unresolvable" ? "failed" : "refused");
      return;
    }
    if (error instanceof WebhookFailure) await ended("failed", error.status);
    throw error;
  }
}
