import { MARKER_COLORS, type MarkerKind } from "./clusterStyle";

/** Icons are drawn once at this size and scaled down by the layer, so they stay sharp on dense screens. */
const CELL = 140;
const KINDS: MarkerKind[] = ["russian", "chinese", "mixed"];
export type IconShape = "cluster" | "location" | "event";
const SHAPES: IconShape[] = ["cluster", "location", "event"];

export interface IconMappingEntry {
  x: number;
  y: number;
  width: number;
  height: number;
  mask: boolean;
}

export function iconName(shape: IconShape, kind: MarkerKind): string {
  return `${shape}-${kind}`;
}

function fillFor(context: CanvasRenderingContext2D, kind: MarkerKind, x: number): string | CanvasGradient {
  if (kind !== "mixed") return MARKER_COLORS[kind];
  const gradient = context.createLinearGradient(x, 0, x + CELL, CELL);
  gradient.addColorStop(0.15, MARKER_COLORS.russian);
  gradient.addColorStop(0.85, MARKER_COLORS.chinese);
  return gradient;
}

/** The warning badge of a mixed marker: a small triangle with an exclamation mark, top right. */
function warningBadge(context: CanvasRenderingContext2D, x: number) {
  const size = CELL * 0.36;
  const left = x + CELL - size - 2;
  const top = 2;
  context.beginPath();
  context.moveTo(left + size / 2, top);
  context.lineTo(left + size, top + size * 0.9);
  context.lineTo(left, top + size * 0.9);
  context.closePath();
  context.fillStyle = "#fde047";
  context.strokeStyle = "#111827";
  context.lineWidth = 5;
  context.fill();
  context.stroke();
  // the exclamation mark as shapes: text would make the browser load a font on the map's critical path
  context.fillStyle = "#111827";
  const stroke = size * 0.11;
  context.fillRect(left + size / 2 - stroke / 2, top + size * 0.3, stroke, size * 0.33);
  context.fillRect(left + size / 2 - stroke / 2, top + size * 0.69, stroke, stroke);
}

function drawIcon(context: CanvasRenderingContext2D, shape: IconShape, kind: MarkerKind, x: number) {
  const centre = CELL / 2;
  context.save();
  if (shape === "cluster") {
    // a soft halo, then the solid disc
    context.globalAlpha = 0.35;
    context.fillStyle = fillFor(context, kind, x);
    context.beginPath();
    context.arc(x + centre, centre, centre - 2, 0, Math.PI * 2);
    context.fill();
    context.globalAlpha = 1;
    context.beginPath();
    context.arc(x + centre, centre, centre * 0.74, 0, Math.PI * 2);
    context.fill();
    context.lineWidth = 4;
    context.strokeStyle = "rgba(7, 11, 20, 0.8)";
    context.stroke();
  } else if (shape === "location") {
    const inset = 16;
    context.beginPath();
    context.roundRect(x + inset, inset, CELL - inset * 2, CELL - inset * 2, 22);
    context.fillStyle = fillFor(context, kind, x);
    context.fill();
    context.lineWidth = 9;
    context.strokeStyle = "#f8fafc";
    context.stroke();
  } else {
    context.beginPath();
    context.arc(x + centre, centre, centre * 0.62, 0, Math.PI * 2);
    context.fillStyle = fillFor(context, kind, x);
    context.fill();
    context.lineWidth = 16;
    context.strokeStyle = "#f8fafc";
    context.stroke();
  }
  context.restore();
  if (kind === "mixed" && shape !== "event") warningBadge(context, x);
}

/** One canvas holding every marker icon, with the mapping the icon layer reads it by. */
export function createMarkerAtlas(): { atlas: HTMLCanvasElement; mapping: Record<string, IconMappingEntry> } {
  const names = SHAPES.flatMap((shape) => KINDS.map((kind) => ({ shape, kind })));
  const atlas = document.createElement("canvas");
  atlas.width = CELL * names.length;
  atlas.height = CELL;
  const context = atlas.getContext("2d");
  const mapping: Record<string, IconMappingEntry> = {};
  names.forEach(({ shape, kind }, position) => {
    const x = position * CELL;
    if (context) drawIcon(context, shape, kind, x);
    mapping[iconName(shape, kind)] = { x, y: 0, width: CELL, height: CELL, mask: false };
  });
  return { atlas, mapping };
}
