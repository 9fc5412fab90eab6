import { isStaff, type Viewer } from "../../core/viewer.js";
import { WorkGate, type Release } from "./work-gate.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_MS = 60_000;

/** What admission knows of a signed-in account. */
export interface Account {
  id: string;
  /** When it registered; unknown = as new as can be. */
  memberSince?: Date;
  staff: boolean;
  banned: boolean;
}

/** What admission weighs of a member: their account's age and standing. */
export const accountOf = (viewer: Viewer): Account => ({
  id: viewer.id,
  memberSince: viewer.memberSince,
  staff: isStaff(viewer),
  banned: Boolean(viewer.ban),
});

export interface MemberShareLimits {
  /**
   * Requests one account of full standing runs at once; any account may have four times as many waiting
   * (a page of the web app asks several things at once).
   */
  concurrency: number;
  /** Heavy requests (research queries, exports) per minute for an account of full standing. */
  heavyPerMinute: number;
  /** How long an account's request may wait for one of its places. */
  queueWaitMs: number;
}

/** A refusal: 503 when the account's places are taken, 429 when its rate of heavy work is spent. */
export interface Refusal {
  status: 429 | 503;
  retryAfterSeconds: number;
}

/**
 * The part of the full share an account gets: a quarter on its first day, half in its first week, three
 * quarters in its first month, all of it after; staff always all of it, a banned account a quarter.
 */
export function shareOf(account: Account, now = Date.now()): number {
  if (account.banned) return 0.25;
  if (account.staff) return 1;
  const age = account.memberSince ? now - account.memberSince.getTime() : 0;
  return age < DAY_MS ? 0.25 : age < 7 * DAY_MS ? 0.5 : age < 30 * DAY_MS ? 0.75 : 1;
}

interface Share {
  gate: WorkGate;
  /** Heavy requests it may still start now, refilled continuously up to `burst`. */
  tokens: number;
  refilledAt: number;
  perSecond: number;
  burst: number;
}

/**
 * Each signed-in account's own share of the instance (docs/decisions/111-member-shares.md): at most its
 * places of work at once (a short queue past them), and a token bucket of heavy work. One account's flood
 * then takes its own places and its own rate, never another member's.
 */
export class MemberShares {
  private readonly shares = new Map<string, Share>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly limits: MemberShareLimits,
    private readonly retryAfterSeconds: number,
    private readonly decided: (decision: "admitted" | "queued" | "shed" | "limited") => void,
  ) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  /** Accounts holding a share now (for the metrics). */
  get accounts(): number {
    return this.shares.size;
  }

  /** A place for one of the account's requests, now or after a short wait, or why it is refused. */
  enter(account: Account, heavy: boolean): Release | Refusal | Promise<Release | Refusal> {
    const share = this.shareFor(account);
    if (heavy) {
      this.refill(share);
      if (share.tokens < 1) {
        this.decided("limited");
        return { status: 429, retryAfterSeconds: Math.ceil((1 - share.tokens) / share.perSecond) };
      }
      share.tokens -= 1;
    }
    const refused = (): Refusal => {
      if (heavy) share.tokens += 1;
      return { status: 503, retryAfterSeconds: this.retryAfterSeconds };
    };
    const place = share.gate.enter();
    if (place instanceof Promise) return place.then((taken) => taken ?? refused());
    return place ?? refused();
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  private shareFor(account: Account): Share {
    const known = this.shares.get(account.id);
    const part = shareOf(account);
    const concurrency = Math.max(1, Math.floor(this.limits.concurrency * part));
    // a share grows (or shrinks) as the account ages or its standing changes
    if (known && known.gate.limit === concurrency) return known;
    const perMinute = Math.max(1, Math.floor(this.limits.heavyPerMinute * part));
    const burst = Math.max(2, Math.ceil(perMinute / 4));
    const share: Share = {
      gate: known?.gate.inFlight
        ? known.gate
        : new WorkGate(concurrency, 4 * this.limits.concurrency, this.limits.queueWaitMs, this.decided),
      tokens: Math.min(known?.tokens ?? burst, burst),
      refilledAt: known?.refilledAt ?? Date.now(),
      perSecond: perMinute / 60,
      burst,
    };
    this.shares.set(account.id, share);
    return share;
  }

  private refill(share: Share): void {
    const now = Date.now();
    share.tokens = Math.min(share.burst, share.tokens + ((now - share.refilledAt) / 1000) * share.perSecond);
    share.refilledAt = now;
  }

  /** Forgets accounts with nothing running or waiting whose bucket is full again. */
  private sweep(): void {
    for (const [id, share] of this.shares) {
      this.refill(share);
      if (share.gate.inFlight === 0 && share.gate.queued === 0 && share.tokens >= share.burst) {
        this.shares.delete(id);
      }
    }
  }
}
