/**
 * Point reads that many requests make at once (a thread's version, a post's place), sent as one statement
 * for all the keys asked for in one turn of the event loop. A read joins only the batch that is sent
 * after the turn it was asked in, never one already on its way: each answer is read after it was asked
 * for, as its own statement would have been.
 */
export class TurnBatch<K, V> {
  private pending: Map<
    K,
    Array<{ resolve: (value: V | undefined) => void; reject: (error: unknown) => void }>
  > = new Map();

  constructor(
    /** The rows for these keys, by key; a key without a row is answered undefined. */
    private readonly read: (keys: K[]) => Promise<Map<K, V>>,
  ) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) setImmediate(() => void this.send());
      const waiting = this.pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
    });
  }

  private async send(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    try {
      const rows = await this.read([...batch.keys()]);
      for (const [key, waiting] of batch) for (const { resolve } of waiting) resolve(rows.get(key));
    } catch (error) {
      for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
    }
  }
}
