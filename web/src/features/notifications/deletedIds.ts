/** Spec §9: a deleted notification's id is remembered for an hour, so a stale list never brings it back. */
export const DELETED_ID_MEMORY_MS = 3_600_000;

type Store = Pick<Storage, "getItem" | "setItem">;

/** Ids deleted by one user, kept in local storage with the time each may be forgotten. */
export class DeletedIds {
  // used when local storage cannot be read or written (privacy modes)
  private fallback: Record<string, number> = {};

  constructor(
    private readonly key: string,
    private readonly storage: Store | undefined,
    private readonly now: () => number,
  ) {}

  add(id: string): void {
    const entries = this.read();
    entries[id] = this.now() + DELETED_ID_MEMORY_MS;
    this.write(entries);
  }

  has(id: string): boolean {
    return id in this.read();
  }

  /** Every id still remembered; expired ones are dropped from storage as they are read. */
  private read(): Record<string, number> {
    let stored: unknown = this.fallback;
    try {
      const text = this.storage?.getItem(this.key);
      if (text) stored = JSON.parse(text);
    } catch {
      stored = this.fallback;
    }
    const now = this.now();
    const live: Record<string, number> = {};
    if (stored && typeof stored === "object") {
      for (const [id, expires] of Object.entries(stored))
        if (typeof expires === "number" && expires > now) live[id] = expires;
    }
    return live;
  }

  private write(entries: Record<string, number>) {
    this.fallback = entries;
    try {
      this.storage?.setItem(this.key, JSON.stringify(entries));
    } catch {
      // storage full or refused: the memory lasts as long as this page does
    }
  }
}
