import { setTimeout as delay } from "node:timers/promises";
import type { AppDeps } from "../../deps.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { TitleResult } from "../../infra/url-title/title-fetcher.js";
import { liveMessage, publishLive } from "../live-topics.js";
import type { Event } from "../events/event.entity.js";
import { setPageTitle } from "../events/writes/event-writes.js";

type TitleDeps = Pick<AppDeps, "titleFetcher" | "config" | "logger">;

/**
 * Reads a new event's page title before it is stored; the submitter waits at most titleFetchWaitMs. A
 * page that answers in time gives the event its title; a slower one leaves the fallback title (host +
 * path) and the fetch still under way is returned, for settleLateTitle once the event is stored.
 */
export async function titleInTime(
  deps: TitleDeps,
  event: Event,
): Promise<{ fetching: Promise<TitleResult> } | null> {
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
  } else if (early)
    deps.logger.debug("Source title not read", { url: event.sourceUrl, reason: early.reason });
  return early ? null : { fetching };
}

/** A stored event gets its page's title when the slow fetch completes, unless a moderator set one meanwhile. */
export function settleLateTitle(
  uow: UnitOfWork,
  deps: TitleDeps,
  eventId: string,
  { fetching }: { fetching: Promise<TitleResult> },
): void {
  void fetching
    .then(async (result) => {
      if (!result.ok)
        return deps.logger.debug("Source title not read", { id: eventId, reason: result.reason });
      await uow.run(async (tx) => {
        const status = await setPageTitle(tx, eventId, result.title);
        // a moderator may have approved it while the page was slow to answer
        if (status === "approved")
          await publishLive(tx, [liveMessage("publicDataChanged", undefined, { change: "sourceTitle" })]);
      });
    })
    .catch((error: unknown) => deps.logger.warn("Could not store a source title", { error: String(error) }));
}
