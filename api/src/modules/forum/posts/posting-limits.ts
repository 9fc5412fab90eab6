import type { EntityManager } from "@mikro-orm/postgresql";
import { messages } from "@incident-watch/schema";
import { RateLimitedError } from "../../../core/errors.js";
import type { RateLimiter } from "../../../infra/rate-limit.js";
import { joinedWithinADay } from "../../users/member-lookups.js";
import { lastDayRowPastQuota, RECENT_DUPLICATE_POST } from "./posting-limits.queries.js";

const DAY_MS = 86_400_000;
const DUPLICATE_WINDOW_MS = 5 * 60_000;

/** SECURITY.md "new post" and "new thread" (Discourse's values); multiplied by RATE_LIMIT_FACTOR. */
export const postingQuotas = { threadsPerDay: 20, firstDayThreads: 3, firstDayReplies: 10 } as const;

const secondsUntil = (at: Date, windowMs: number) =>
  Math.max(1, Math.ceil((at.getTime() + windowMs - Date.now()) / 1000));

/**
 * The posting limits of one member. Spacing between posts and threads is counted by the rate limiter
 * (memory or Redis); daily quotas and duplicates are read from the posts themselves, so they hold across
 * restarts and instances.
 */
export class PostingLimits {
  constructor(
    private readonly em: EntityManager,
    private readonly rateLimiter: RateLimiter,
    private readonly factor: number,
    private readonly userId: string,
    /** Accounts under a day old get the first-day limits. */
    private readonly firstDay: boolean,
  ) {}

  static async of(em: EntityManager, rateLimiter: RateLimiter, factor: number, userId: string) {
    return new PostingLimits(em, rateLimiter, factor, userId, await joinedWithinADay(em, userId));
  }

  /** The same text from the same member within five minutes is refused (a double submit or spam). */
  async refuseDuplicate(markdown: string): Promise<void> {
    const [row] = await this.em.execute<{ created_at: Date }[]>(RECENT_DUPLICATE_POST, [
      this.userId,
      markdown,
    ]);
    if (row)
      throw new RateLimitedError(
        messages.duplicatePost,
        secondsUntil(new Date(row.created_at), DUPLICATE_WINDOW_MS),
      );
  }

  /** 20 threads a day (3 on an account's first day), then at least 15 s and 5 s (30 s) since the last post. */
  async countThread(): Promise<void> {
    const quota = (this.firstDay ? postingQuotas.firstDayThreads : postingQuotas.threadsPerDay) * this.factor;
    await this.refuseOverQuota("forum_threads", "true", quota, messages.threadsPerDay);
    await this.rateLimiter.consume("threadPerUser", this.userId, messages.threadsTooFast);
    await this.countPost();
  }

  /** 10 replies on an account's first day; then at least 5 s (30 s on the first day) since the last post. */
  async countReply(): Promise<void> {
    if (this.firstDay)
      await this.refuseOverQuota(
        "forum_posts",
        "number > 1",
        postingQuotas.firstDayReplies * this.factor,
        messages.repliesPerDayNewAccount,
      );
    await this.countPost();
  }

  private countPost(): Promise<void> {
    return this.rateLimiter.consume(
      this.firstDay ? "postPerNewUser" : "postPerUser",
      this.userId,
      messages.postingTooFast,
    );
  }

  /** Refuses when the member wrote `quota` rows in the last day; the wait is until the oldest leaves the window. */
  private async refuseOverQuota(
    table: "forum_threads" | "forum_posts",
    where: string,
    quota: number,
    message: string,
  ) {
    const rows = await this.em.execute<{ created_at: Date }[]>(lastDayRowPastQuota(table, where), [
      this.userId,
      quota - 1,
    ]);
    if (rows[0]) throw new RateLimitedError(message, secondsUntil(new Date(rows[0].created_at), DAY_MS));
  }
}
