export interface SojournLimits {
  /** How long admitted work may wait before it starts (0 = never shed by it). */
  targetMs: number;
  /** How long the wait must stay above the target before shedding starts. */
  intervalMs: number;
}

/**
 * CoDel's idea applied to admission (docs/decisions/160-admission-by-queueing-delay.md): work's sojourn,
 * from its arrival to the start of its handling, is noted as it goes; once it has stayed above the target
 * for a whole interval, the queue is a standing one, not a burst, and the instance sheds until a sojourn
 * falls below the target again.
 */
export class SojournController {
  private aboveSince: number | undefined;
  private sheddingNow = false;
  private lastMs = 0;

  constructor(
    private readonly limits: SojournLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  note(sojournMs: number): void {
    this.lastMs = sojournMs;
    if (this.limits.targetMs <= 0 || sojournMs < this.limits.targetMs) {
      this.aboveSince = undefined;
      this.sheddingNow = false;
      return;
    }
    const now = this.now();
    this.aboveSince ??= now;
    if (now - this.aboveSince >= this.limits.intervalMs) this.sheddingNow = true;
  }

  get shedding(): boolean {
    return this.sheddingNow;
  }

  /** The last sojourn noted. */
  get sojournMs(): number {
    return this.lastMs;
  }
}

/**
 * The part of a timer's lateness that the instance's own work made: its time on the processor past the
 * timer's interval, at most the lateness. Time the kernel gave the core to another process (a second
 * instance on the same core, the database, the proxy) makes the timer late too, but refusing visitors here
 * would not give the core back, and an instance sharing a core would shed for its neighbour's work.
 * The processor time is the whole process's, its other threads' included, so the share is never
 * underestimated.
 */
export function ownLatenessMs(lateMs: number, processorMs: number, intervalMs: number): number {
  return Math.min(lateMs, Math.max(0, processorMs - intervalMs));
}
