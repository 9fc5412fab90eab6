import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { Logger } from "../logger.js";
import type { LiveEvent } from "./local-delivery.js";

/**
 * Live events between instances over one Redis pub/sub channel. Redis may be away at start or vanish at
 * any moment: commands then fail at once (no offline queue), the clients reconnect on their own, and
 * `ready` says whether an event published now reaches every instance.
 */
export class RedisLink {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private subscribed = false;
  private wasReady: boolean | undefined;
  private closed = false;
  /** What heads every message this instance publishes: its own id and a line break. */
  private readonly ownHeader = `${randomUUID()}\n`;

  constructor(
    url: string,
    private readonly channel: string,
    private readonly logger: Logger,
    onEvent: (event: LiveEvent) => void,
    private readonly onReadyChange: (ready: boolean) => void,
  ) {
    const options = {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      // back within a second or two of Redis returning
      retryStrategy: (attempt: number) => Math.min(attempt * 200, 1000),
    };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    for (const client of [this.publisher, this.subscriber]) {
      // errors repeat at every reconnection attempt: the state change is logged once instead
      client.on("error", () => {});
      client.on("ready", () => this.update());
      client.on("close", () => {
        if (client === this.subscriber) this.subscribed = false;
        this.update();
      });
    }
    this.subscriber.on("ready", () => {
      this.subscriber.subscribe(this.channel).then(
        () => {
          this.subscribed = true;
          this.update();
        },
        () => {},
      );
    });
    this.subscriber.on("message", (_channel: string, message: string) => {
      // this instance's own batch: delivered here before it was published
      if (message.startsWith(this.ownHeader)) return;
      try {
        for (const event of eventsOf(message)) onEvent(event);
      } catch {
        this.logger.warn("Unreadable live event from Redis ignored");
      }
    });
  }

  get ready(): boolean {
    return this.publisher.status === "ready" && this.subscriber.status === "ready" && this.subscribed;
  }

  /**
   * One message for a batch of events, headed by this link's id so that its own copy is skipped unread.
   * Rejects when Redis is not reachable; the caller keeps the events for later.
   */
  async publish(events: readonly LiveEvent[]): Promise<void> {
    await this.publisher.publish(this.channel, `${this.ownHeader}${JSON.stringify(events)}`);
  }

  close(): void {
    this.closed = true;
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  /** Called at every client event; acts on a change between reachable and failed (still connecting is neither). */
  private update(): void {
    if (this.closed) return;
    const failed = [this.publisher, this.subscriber].some((client) =>
      ["reconnecting", "close", "end"].includes(client.status),
    );
    const ready = this.ready;
    if (!ready && !failed) return;
    if (ready === this.wasReady) return;
    const first = this.wasReady === undefined;
    this.wasReady = ready;
    if (ready && !first) this.logger.info("Redis is back: live events reach every instance again");
    if (!ready) {
      this.logger.warn(
        "Redis is unreachable: live events reach this instance's subscribers only until it returns",
      );
    }
    this.onReadyChange(ready);
  }
}

/**
 * The events of a message: a batch behind its publisher's id, or one event on its own as an instance of an
 * earlier version (still running during a rolling update) publishes it.
 */
function eventsOf(message: string): LiveEvent[] {
  const lineBreak = message.indexOf("\n");
  const parsed = JSON.parse(lineBreak < 0 ? message : message.slice(lineBreak + 1)) as
    LiveEvent | LiveEvent[];
  return Array.isArray(parsed) ? parsed : [parsed];
}
