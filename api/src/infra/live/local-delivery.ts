import { createPubSub } from "@graphql-yoga/subscription";

/** Routing keys (`notificationAdded:<user id>`) and their payloads, as the subscriptions read them. */
export type Topics = Record<string, [unknown]>;
export type LocalPubSub = ReturnType<typeof createPubSub<Topics>>;

/** One live event as the outbox stores it and Redis carries it. */
export interface LiveEvent {
  id: string;
  topic: string;
  payload: unknown;
}

// ids of recent deliveries, so an event that arrives twice (from the outbox and then Redis) is shown once
const REMEMBERED = 50_000;

/** This instance's subscribers: each event reaches them once, whichever way it came. */
export class LocalDelivery {
  readonly pubSub: LocalPubSub = createPubSub<Topics>();
  private readonly families = new Map<string, (key: string, payload: unknown) => void>();
  private readonly delivered = new Set<string>();
  private readonly observers: Array<(event: LiveEvent) => void> = [];
  /** The highest outbox id delivered here: where a read of the outbox picks up. */
  highestOutboxId = 0;

  deliver(event: LiveEvent): void {
    if (this.delivered.has(event.id)) return;
    this.delivered.add(event.id);
    if (this.delivered.size > REMEMBERED) this.delivered.delete(this.delivered.values().next().value!);
    const outboxId = Number(event.id);
    if (outboxId > this.highestOutboxId) this.highestOutboxId = outboxId;
    for (const observe of this.observers) observe(event);
    this.pubSub.publish(event.topic, event.payload);
    const colon = event.topic.indexOf(":");
    if (colon > 0)
      this.families.get(event.topic.slice(0, colon))?.(event.topic.slice(colon + 1), event.payload);
  }

  /**
   * One handler for a family of keyed topics (`notificationAdded` for every `notificationAdded:<user id>`),
   * called with the key: an instance follows a family once, however many subscribers it has.
   */
  tap(family: string, handler: (key: string, payload: unknown) => void): () => void {
    this.families.set(family, handler);
    return () => {
      if (this.families.get(family) === handler) this.families.delete(family);
    };
  }

  /** Calls `observer` with every event delivered here, with its outbox id. */
  observe(observer: (event: LiveEvent) => void): void {
    this.observers.push(observer);
  }
}
