/** Gives back a place taken in a gate; calling it again does nothing. */
export type Release = () => void;

interface Waiter {
  since: number;
  admit(release: Release | undefined): void;
}

/**
 * At most `limit` pieces of one class of work at once, and at most `queueLimit` more waiting their turn, each
 * for at most `maxWaitMs`: past that a request is refused at once instead of waiting until it times out.
 * While the process is behind, a quarter of the places (at least one) and no queue: the work still moves
 * on when the host itself is busy, but adds little to what holds the process back.
 */
export class WorkGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    readonly limit: number,
    readonly queueLimit: number,
    private readonly maxWaitMs: number,
    /** Told of each decision: admitted (now or after waiting), queued, shed (refused). */
    private readonly decided: (decision: "admitted" | "queued" | "shed") => void = () => {},
  ) {}

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** How long the request first in the queue has waited (0 when none waits). */
  oldestWaitMs(now = Date.now()): number {
    const first = this.waiting[0];
    return first ? now - first.since : 0;
  }

  /** Whether new work would have to wait (or be refused) now. */
  get full(): boolean {
    return this.running >= this.limit;
  }

  /** A place now, one after waiting, or undefined when the work is refused. */
  enter(behind = false): Release | Promise<Release | undefined> | undefined {
    if (behind) return this.running < Math.max(1, Math.floor(this.limit / 4)) ? this.take() : this.shed();
    if (this.running < this.limit) return this.take();
    if (this.waiting.length >= this.queueLimit) return this.shed();
    this.decided("queued");
    this.sweepSoon();
    return new Promise((admit) => this.waiting.push({ since: Date.now(), admit }));
  }

  private take(): Release {
    this.running += 1;
    this.decided("admitted");
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.next();
    };
  }

  private shed(): undefined {
    this.decided("shed");
    return undefined;
  }

  /** Hands freed places to those waiting, refusing the ones that waited too long. */
  private next(): void {
    const now = Date.now();
    while (this.running < this.limit && this.waiting.length > 0) {
      const waiter = this.waiting.shift()!;
      waiter.admit(now - waiter.since > this.maxWaitMs ? this.shed() : this.take());
    }
  }

  /** Work that holds its places long (an export) must not leave the queue waiting past its bound. */
  private sweepSoon(): void {
    this.sweeper ??= setTimeout(() => {
      this.sweeper = undefined;
      const now = Date.now();
      while (this.waiting.length > 0 && now - this.waiting[0]!.since > this.maxWaitMs) {
        this.waiting.shift()!.admit(this.shed());
      }
      if (this.waiting.length > 0) this.sweepSoon();
    }, this.maxWaitMs);
    this.sweeper.unref();
  }
}
