import { diffLines, diffWordsWithSpace, type ChangeObject } from "diff";

/**
 * Bounds on every comparison, so two unrelated long texts answer "too different to compare" quickly
 * instead of holding the event loop: at most this many line edits, then word edits within each changed
 * block, and one time budget shared by all of them.
 */
export interface DiffLimits {
  maxLineEdits: number;
  maxWordEdits: number;
  timeoutMs: number;
}
export const DIFF_LIMITS: Readonly<DiffLimits> = { maxLineEdits: 2_000, maxWordEdits: 4_000, timeoutMs: 40 };

export type DiffChangeKind = "same" | "added" | "removed";

/** A run of characters on one line: unchanged, or added or removed at word level. */
export interface DiffSegment {
  kind: DiffChangeKind;
  text: string;
}

/** One line of either text, its newline included (so joining the lines gives the text back). */
export interface DiffLine {
  kind: DiffChangeKind;
  segments: DiffSegment[];
}

/** Side by side: a line of the earlier text beside the line of the later text that replaced it. */
export interface DiffRow {
  before: DiffLine | null;
  after: DiffLine | null;
}

export type TextDiff =
  { tooDifferent: true } | { tooDifferent: false; inline: DiffLine[]; sideBySide: DiffRow[] };

/** Line level first, then word level inside each changed block; null parts never stall the caller. */
export function compareTexts(
  before: string,
  after: string,
  limits: Readonly<DiffLimits> = DIFF_LIMITS,
): TextDiff {
  const deadline = Date.now() + limits.timeoutMs;
  const lines = diffLines(before, after, { maxEditLength: limits.maxLineEdits, timeout: limits.timeoutMs });
  if (!lines) return { tooDifferent: true };
  const inline: DiffLine[] = [];
  const sideBySide: DiffRow[] = [];
  for (let i = 0; i < lines.length; i++) {
    const change = lines[i]!;
    if (!change.added && !change.removed) {
      for (const line of toLines([{ kind: "same", text: change.value }], "same")) {
        inline.push(line);
        sideBySide.push({ before: line, after: line });
      }
      continue;
    }
    // a removed block and the added block after it (either may be absent) are compared word by word
    const removed = change.removed ? change.value : "";
    const next = lines[i + 1];
    const added = change.added ? change.value : next?.added ? next.value : "";
    if (change.removed && next?.added) i++;
    const [was, is] = wordLevel(removed, added, limits, deadline);
    const beforeLines = toLines(was, "removed");
    const afterLines = toLines(is, "added");
    inline.push(...beforeLines, ...afterLines);
    for (let row = 0; row < Math.max(beforeLines.length, afterLines.length); row++)
      sideBySide.push({ before: beforeLines[row] ?? null, after: afterLines[row] ?? null });
  }
  return { tooDifferent: false, inline, sideBySide };
}

/** Each side's segments; a block past the budget is shown whole, removed beside added. */
function wordLevel(
  removed: string,
  added: string,
  limits: Readonly<DiffLimits>,
  deadline: number,
): [DiffSegment[], DiffSegment[]] {
  const whole: [DiffSegment[], DiffSegment[]] = [
    removed ? [{ kind: "removed", text: removed }] : [],
    added ? [{ kind: "added", text: added }] : [],
  ];
  const left = deadline - Date.now();
  if (!removed || !added || left <= 0) return whole;
  const words = diffWordsWithSpace(removed, added, { maxEditLength: limits.maxWordEdits, timeout: left });
  if (!words) return whole;
  const kindOf = (word: ChangeObject<string>): DiffChangeKind =>
    word.added ? "added" : word.removed ? "removed" : "same";
  return [
    words.filter((word) => !word.added).map((word) => ({ kind: kindOf(word), text: word.value })),
    words.filter((word) => !word.removed).map((word) => ({ kind: kindOf(word), text: word.value })),
  ];
}

/** Cuts segments into lines after each newline, which stays with its line. */
function toLines(segments: DiffSegment[], kind: DiffChangeKind): DiffLine[] {
  const lines: DiffLine[] = [];
  let current: DiffSegment[] = [];
  for (const segment of segments)
    for (const piece of segment.text.match(/[^\n]*\n|[^\n]+/g) ?? []) {
      current.push({ kind: segment.kind, text: piece });
      if (piece.endsWith("\n")) {
        lines.push({ kind, segments: current });
        current = [];
      }
    }
  if (current.length) lines.push({ kind, segments: current });
  return lines;
}

/** The text one side of a diff describes: the later one, or the earlier with `side` "before". */
export function sideOf(lines: DiffLine[], side: "before" | "after"): string {
  const dropped: DiffChangeKind = side === "after" ? "removed" : "added";
  return lines
    .filter((line) => line.kind !== dropped)
    .flatMap((line) => line.segments.filter((segment) => segment.kind !== dropped))
    .map((segment) => segment.text)
    .join("");
}
