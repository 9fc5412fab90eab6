import { createHmac, randomBytes } from "node:crypto";
import type { RequestInfo, Viewer } from "../../../core/viewer.js";
import type { Logger } from "../../../infra/logger.js";
import { addViews } from "./views.queries.js";

const FLUSH_CHUNK = 10_000;

/** Runs one statement; the counter does not know about the ORM. */
export type Execute = (sql: string, params: unknown[]) => Promise<unknown>;

export interface ViewCounterOptions {
  execute: Execute;
  logger: Logger;
  /** How often the counted views are written. */
  flushEveryMs?: number;
  /** A viewer counts once per thread in this window. */
  windowMs?: number;
  /** Bounds the memory of who viewed what; past it the oldest are forgotten. */
  maxRemembered?: number;
}

/**
 * Thread views, counted once per viewer (user id or hashed address) per thread per hour and written in
 * batches: page views only touch memory, and every few seconds one UPDATE … FROM (VALUES …) adds them up.
 * Views not yet written when the process dies are lost, which a view counter can afford.
 */
export class ViewCounter {
  private readonly seen = new Map<string, number>();
  private pending = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private readonly windowMs: number;
  private readonly maxRemembered: number;

  constructor(private readonly options: ViewCounterOptions) {
    this.windowMs = options.windowMs ?? 3_600_000;
    this.maxRemembered = options.maxRemembered ?? 200_000;
    this.timer = setInterval(() => void this.flush(), options.flushEveryMs ?? 5_000);
    this.timer.unref();
  }

  /** Counts a view unless this viewer already viewed this thread within the window. */
  record(threadId: string, viewerKey: string, now = Date.now()): void {
    const key = `${threadId}:${viewerKey}`;
    const until = this.seen.get(key);
    if (until !== undefined && until > now) return;
    this.seen.delete(key);
    this.seen.set(key, now + this.windowMs);
    if (this.seen.size > this.maxRemembered) this.seen.delete(this.seen.keys().next().value!);
    this.pending.set(threadId, (this.pending.get(threadId) ?? 0) + 1);
  }

  /** Views counted but not yet written, by thread. */
  get unwritten(): ReadonlyMap<string, number> {
    return this.pending;
  }

  /** Writes every counted view in one statement, and forgets expired viewers. */
  async flush(now = Date.now()): Promise<void> {
    for (const [key, until] of this.seen) {
      // Insertion order is expiry order, so the first live entry ends the sweep
      if (until > now) break;
      this.seen.delete(key);
    }
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending = new Map();
    // One statement per flush (a few thousand threads; PostgreSQL takes at most 65,535 parameters)
    for (let start = 0; start < batch.length; start += FLUSH_CHUNK) {
      const chunk = batch.slice(start, start + FLUSH_CHUNK);
      const values = chunk.map(() => "(?::bigint, ?::int)").join(", ");
      try {
        await this.options.execute(addViews(values), chunk.flat());
      } catch (error) {
        this.options.logger.warn("Thread views could not be written", { error: String(error) });
      }
    }
  }

  /** Stops the timer and writes what is left (at shutdown). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

// Views from visitors are told apart by a keyed hash of their address, never the address itself
const viewerHashKey = randomBytes(32);

/** Who counts as one viewer: a member by id, a visitor by a keyed hash of their address. */
export function viewerKey(viewer: Viewer | null, request: Pick<RequestInfo, "ip">): string {
  if (viewer) return `u:${viewer.id}`;
  return `a:${createHmac("sha256", viewerHashKey).update(request.ip).digest("base64url").slice(0, 22)}`;
}
