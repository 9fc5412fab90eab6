import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { queueTestAlert, type TestChannel } from "./saved-search-jobs.js";

/** A search's channels as stored. */
export interface SearchChannels {
  bell: boolean;
  mail_at_once: boolean;
  push: boolean;
  digest: string;
  webhook_url: string | null;
}

export const CHANNELS_COLUMNS = "bell, mail_at_once, push, digest, webhook_url";

/**
 * The channels a save should test: those chosen now that were not before (all chosen ones for a new
 * search), and a mail or webhook whose kind or address changed. Renaming a search or changing its filter
 * tests nothing.
 */
export function channelsToTest(before: SearchChannels | null, after: SearchChannels): TestChannel[] {
  const mails = (channels: SearchChannels) =>
    channels.mail_at_once || channels.digest !== "none"
      ? `${channels.mail_at_once}/${channels.digest}`
      : null;
  const changed: Array<[TestChannel, boolean]> = [
    ["bell", after.bell && !before?.bell],
    ["push", after.push && !before?.push],
    ["mail", mails(after) !== null && mails(after) !== (before && mails(before))],
    ["webhook", after.webhook_url !== null && after.webhook_url !== before?.webhook_url],
  ];
  return changed.filter(([, test]) => test).map(([channel]) => channel);
}

/**
 * Queues the test of the channels a save changed, at most one test a minute per member: saving again and
 * again must not make the site mail an address or call addresses as fast as one can save.
 */
export async function queueChannelTests(
  deps: Pick<AppDeps, "rateLimiter">,
  uow: UnitOfWork,
  tx: EntityManager,
  memberId: string,
  searchId: string,
  channels: TestChannel[],
): Promise<void> {
  if (channels.length === 0) return;
  if (!(await deps.rateLimiter.take("testAlertsPerUser", memberId)).allowed) return;
  await queueTestAlert(uow, tx, { searchId, channels });
}
