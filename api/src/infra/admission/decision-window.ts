const BUCKETS = 10;
const BUCKET_MS = 1000;

/**
 * Admission's decisions on gated work over the last ~10 s, in one-second buckets: how much of its work
 * the instance refuses lately (readiness turns false when that is most of it).
 */
export class DecisionWindow {
  private readonly admitted = new Array<number>(BUCKETS).fill(0);
  private readonly shed = new Array<number>(BUCKETS).fill(0);
  private second = Math.floor(Date.now() / BUCKET_MS);

  note(decision: "admitted" | "queued" | "shed"): void {
    if (decision === "queued") return;
    const at = this.advance();
    if (decision === "shed") this.shed[at]! += 1;
    else this.admitted[at]! += 1;
  }

  /** The share of decisions that refused the work, with how many decisions it is taken from. */
  shedShare(): { share: number; decisions: number } {
    this.advance();
    const shed = this.shed.reduce((sum, n) => sum + n, 0);
    const decisions = shed + this.admitted.reduce((sum, n) => sum + n, 0);
    return { share: decisions === 0 ? 0 : shed / decisions, decisions };
  }

  /** The current bucket, emptying the ones passed since the last call. */
  private advance(): number {
    const now = Math.floor(Date.now() / BUCKET_MS);
    for (let second = this.second + 1; second <= Math.min(now, this.second + BUCKETS); second++) {
      this.admitted[second % BUCKETS] = 0;
      this.shed[second % BUCKETS] = 0;
    }
    this.second = Math.max(this.second, now);
    return now % BUCKETS;
  }
}
