/**
 * Points hashed into square cells as wide as the search radius, so everything within the radius of a
 * place lies in the 3×3 cells around it. Built in one pass: cheaper than a k-d tree for the many
 * small-radius searches of the deep zoom levels, where it is rebuilt for nearly the same points.
 */
export class NeighbourGrid {
  private readonly scale: number;
  private readonly mask: number;
  /** per slot: the cell's key ((cx + 1) · 2^22 + cy + 1), or −1 */
  private readonly keys: Float64Array;
  /** per slot: the first point in the cell; `next` chains the rest */
  private readonly heads: Int32Array;
  private readonly next: Int32Array;

  constructor(
    private readonly x: Float64Array,
    private readonly y: Float64Array,
    count: number,
    private readonly radius: number,
  ) {
    this.scale = 1 / radius;
    const slots = 2 ** Math.ceil(Math.log2(count * 2 + 2));
    this.mask = slots - 1;
    this.keys = new Float64Array(slots).fill(-1);
    this.heads = new Int32Array(slots).fill(-1);
    this.next = new Int32Array(count);
    for (let point = 0; point < count; point++) {
      const slot = this.slot(Math.floor(x[point]! * this.scale), Math.floor(y[point]! * this.scale), true);
      this.next[point] = this.heads[slot]!;
      this.heads[slot] = point;
    }
  }

  /** The slot of a cell; with `claim` an empty one is taken for it, else −1 when the cell is empty. */
  private slot(cx: number, cy: number, claim = false): number {
    // shifted by one so the cells just outside the world (cx or cy = −1) never take the empty slots' −1
    const key = (cx + 1) * 4194304 + cy + 1;
    let slot = (Math.imul(cx, 73856093) ^ Math.imul(cy, 19349663)) & this.mask;
    for (;;) {
      const found = this.keys[slot]!;
      if (found === key) return slot;
      if (found === -1) {
        if (!claim) return -1;
        this.keys[slot] = key;
        return slot;
      }
      slot = (slot + 1) & this.mask;
    }
  }

  /** Writes the points within the radius of (qx, qy) into `out` and returns how many there are. */
  within(qx: number, qy: number, out: Uint32Array): number {
    const r2 = this.radius * this.radius;
    const cx = Math.floor(qx * this.scale);
    const cy = Math.floor(qy * this.scale);
    let found = 0;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const slot = this.slot(cx + dx, cy + dy);
        if (slot === -1) continue;
        for (let point = this.heads[slot]!; point !== -1; point = this.next[point]!) {
          const ddx = this.x[point]! - qx;
          const ddy = this.y[point]! - qy;
          if (ddx * ddx + ddy * ddy <= r2) out[found++] = point;
        }
      }
    }
    return found;
  }
}
