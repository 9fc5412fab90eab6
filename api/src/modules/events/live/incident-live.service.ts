import { filter } from "@graphql-yoga/subscription";
import type { LiveEvents } from "../../../infra/live/live-events.js";
import { liveTopics } from "../../live-topics.js";
import { ValidationError } from "../../../core/errors.js";
import { filterConditions } from "../research/event-search.js";
import type { EventFilter } from "../event.inputs.js";
import { changeConcerns, type IncidentChangedMessage } from "./incident-changes.js";

/**
 * Checks a filter that incidents are matched against one by one as they change (incidentMatches): the
 * research API's checks, and none of the ledger's fields, which a change does not carry (refused rather
 * than ignored). Saved searches' alerts match the same way.
 */
export function assertLiveFilter(eventFilter: EventFilter | null | undefined): void {
  filterConditions(eventFilter);
  const ledger = (["confidences", "attributedBy", "parties"] as const).find((f) => eventFilter?.[f] != null);
  if (ledger) {
    throw new ValidationError({
      [ledger]: `${ledger} filters the research reads, not live changes: follow without it and read the ledger.`,
    });
  }
  // a change carries nothing of the forum, and a new incident has no discussion yet
  if (eventFilter?.discussed != null) {
    throw new ValidationError({
      discussed:
        "discussed filters the map's reads, not live changes: follow without it and read each incident's discussion.",
    });
  }
  // a live change is announced before its place is chosen (decision 151)
  if (eventFilter?.regionCodes != null) {
    throw new ValidationError({
      regionCodes:
        "regionCodes filters the research reads, not live changes: follow without it and read each incident's place.",
    });
  }
}

/** Published incidents as they change, for open maps and research subscriptions; anyone may follow. */
export class IncidentLiveService {
  constructor(private readonly live: Pick<LiveEvents, "pubSub">) {}

  /**
   * The changes that concern `eventFilter`: the incident matched it before, or matches it after. A bad
   * filter is refused at once with the research API's messages.
   */
  follow(eventFilter: EventFilter | null | undefined): AsyncIterable<IncidentChangedMessage> {
    assertLiveFilter(eventFilter);
    const events = this.live.pubSub.subscribe(
      liveTopics.incidentChanged,
    ) as AsyncIterable<IncidentChangedMessage>;
    if (!eventFilter) return events;
    return filter((event: IncidentChangedMessage) => changeConcerns(event, eventFilter))(events);
  }
}
