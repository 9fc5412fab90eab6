export interface CircuitBreakerOptions {
  threshold: number;
  openMs: number;
  now: () => number;
}

/**
 * Spec §4: after `threshold` errors calls are skipped for `openMs`; the first request after that resets
 * the error count and is let through; any success resets it too.
 */
export class CircuitBreaker {
  private errors = 0;
  private openUntil: number | null = null;

  constructor(private readonly options: CircuitBreakerOptions) {}

  /** Whether a call may go out now. */
  allows(): boolean {
    if (this.openUntil === null) return true;
    if (this.options.now() < this.openUntil) return false;
    this.openUntil = null;
    this.errors = 0;
    return true;
  }

  isOpen(): boolean {
    return this.openUntil !== null && this.options.now() < this.openUntil;
  }

  /** When calls may go out again; null while they may already. */
  reopensAt(): number | null {
    return this.isOpen() ? this.openUntil : null;
  }

  recordSuccess(): void {
    this.errors = 0;
    this.openUntil = null;
  }

  recordFailure(): void {
    this.errors += 1;
    if (this.errors >= this.options.threshold) this.openUntil = this.options.now() + this.options.openMs;
  }
}
