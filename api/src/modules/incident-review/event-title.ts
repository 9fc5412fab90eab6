import { setTimeout as delay } from "node:timers/promises";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { liveMessage, publishLive } from "../live-topics.js";
import type { Event } from "../events/event.entity.js";
import { SET_PAGE_TITLE } from "./event-submission.queries.js";

/**
 * Gives a new event its page's title. The submitter waits at most titleFetchWaitMs; a slower page keeps
 * the fallback title (host + path) for now and gets its real title when the fetch completes, unless a
 * moderator has set one in the meantime.
 */
export async function settleTitle(
  em: EntityManager,
  uow: UnitOfWork,
  deps: Pick<AppDeps, "titleFetcher" | "config" | "logger">,
  event: Event,
): Promise<void> {
  const fetching = deps.titleFetcher.fetchTitle(event.sourceUrl);
  const waiting = new AbortController();
  const early = await Promise.race([
    fetching,
    delay(deps.config.titleFetchWaitMs, undefined, { signal: waiting.signal }).catch(() => undefined),
  ]);
  waiting.abort();
  if (early?.ok) {
    event.title = early.title;
    event.titleSource = "page";
    return em.flush();
  }
  if (early) return deps.logger.debug("Source title not read", { id: event.id, reason: early.reason });
  void fetching
    .then(async (result) => {
      if (!result.ok)
        return deps.logger.debug("Source title not read", { id: event.id, reason: result.reason });
      await uow.run(async (tx) => {
        const [row] = await tx.execute<{ status: string }[]>(SET_PAGE_TITLE, [result.title, event.id]);
        // a moderator may have approved it while the page was slow to answer
        if (row?.status === "approved")
          await publishLive(tx, [liveMessage("publicDataChanged", undefined, { change: "sourceTitle" })]);
      });
    })
    .catch((error: unknown) => deps.logger.warn("Could not store a source title", { error: String(error) }));
}
