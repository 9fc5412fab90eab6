/** One DER element: its tag, where it starts, where its content starts, where it ends. */
export interface DerElement {
  tag: number;
  start: number;
  contentStart: number;
  end: number;
}

/** The DER element at `offset`; throws on a length past the bytes (a truncated or forged answer). */
export function derElement(bytes: Buffer, offset: number): DerElement {
  if (offset + 2 > bytes.length) throw new Error("DER truncated");
  const tag = bytes[offset]!;
  let length = bytes[offset + 1]!;
  let contentStart = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count < 1 || count > 4) throw new Error("DER length");
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[contentStart + i]!;
    contentStart += count;
  }
  const end = contentStart + length;
  if (end > bytes.length) throw new Error("DER truncated");
  return { tag, start: offset, contentStart, end };
}
