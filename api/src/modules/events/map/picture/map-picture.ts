import { createHash } from "node:crypto";
import type SharpModule from "sharp";
import type { MapPoints } from "../../event-connection.type.js";
import { basemapPaths } from "./picture-basemap.js";
import { mercatorX, mercatorY, pictureFrame, toPixel, type PictureView } from "./picture-frame.js";

/** The picture's colours: the site's dark basemap (web: basemapStyle.ts) and its markers' (red, gold). */
const COLORS = { sea: "#070b14", land: "#1a2233", coast: "#2f3b52", border: "#4b5a75" };
const DOT_FILL = { r: [0xef, 0x44, 0x44], c: [0xfa, 0xcc, 0x15] } as const;
const DOT_EDGE = [0xf8, 0xfa, 0xfc] as const;
const DOT_RADIUS = 4;
/** Incidents closer than this (pixels) share one dot per attribution: a bounded picture for any count. */
const DOT_CELL = 3;

export interface PictureRequest {
  width: number;
  height: number;
  view: PictureView | null;
}

export interface MapPicture {
  png: Buffer;
  etag: string;
  /** The incidents of the filter, shown when they lie in the frame. */
  count: number;
}

let sharpLoading: Promise<typeof SharpModule> | undefined;

/** sharp (libvips, which also reads SVG) is loaded at the first picture, as for avatars. */
function loadSharp(): Promise<typeof SharpModule> {
  sharpLoading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

type Frame = ReturnType<typeof pictureFrame>;

/** The cells (of DOT_CELL pixels) that hold incidents of each attribution inside the frame. */
function dotCells(points: MapPoints, frame: Frame, columns: number) {
  const cells = { r: new Set<number>(), c: new Set<number>() };
  for (let i = 0; i < points.types.length; i++) {
    const [x, y] = toPixel(
      frame,
      mercatorX(points.coordinates[i * 2]!),
      mercatorY(points.coordinates[i * 2 + 1]!),
    );
    if (x < -DOT_RADIUS || y < -DOT_RADIUS || x > frame.width + DOT_RADIUS) continue;
    if (y > frame.height + DOT_RADIUS) continue;
    const cell = Math.round(y / DOT_CELL + 1) * columns + Math.round(x / DOT_CELL + 1);
    cells[points.types[i] === "c" ? "c" : "r"].add(cell);
  }
  return cells;
}

/**
 * Paints a dot with a dark edge into RGBA pixels. Done in the buffer rather than as SVG circles: libvips
 * draws tens of thousands of SVG shapes in seconds, this in milliseconds.
 */
function paintDot(pixels: Buffer, frame: Frame, cx: number, cy: number, fill: readonly number[]) {
  for (let y = Math.max(0, cy - DOT_RADIUS); y <= Math.min(frame.height - 1, cy + DOT_RADIUS); y++) {
    for (let x = Math.max(0, cx - DOT_RADIUS); x <= Math.min(frame.width - 1, cx + DOT_RADIUS); x++) {
      const distance = Math.hypot(x - cx, y - cy);
      if (distance > DOT_RADIUS + 0.5) continue;
      const colour = distance > DOT_RADIUS - 1 ? DOT_EDGE : fill;
      const at = (y * frame.width + x) * 4;
      pixels[at] = colour[0]!;
      pixels[at + 1] = colour[1]!;
      pixels[at + 2] = colour[2]!;
      pixels[at + 3] = 255;
    }
  }
}

/**
 * A PNG of the map: the countries around the frame and one dot per incident of `points` (the filter's),
 * coloured by attribution. Drawn as SVG and rasterised by libvips; no request leaves the server.
 */
export async function drawMapPicture(points: MapPoints, request: PictureRequest): Promise<MapPicture> {
  const { width, height } = request;
  const frame = pictureFrame(width, height, request.view);
  const { land, borders } = basemapPaths(frame);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${COLORS.sea}"/>` +
    `<path d="${land}" fill="${COLORS.land}" fill-rule="evenodd" stroke="${COLORS.coast}" stroke-width="0.8"/>` +
    `<path d="${borders}" fill="none" stroke="${COLORS.border}" stroke-width="0.7" stroke-dasharray="3 1"/></svg>`;
  const sharp = await loadSharp();
  const pixels = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  const columns = Math.ceil(width / DOT_CELL) + 1;
  const cells = dotCells(points, frame, columns);
  // Chinese over Russian, as the map draws them
  for (const type of ["r", "c"] as const) {
    for (const cell of cells[type]) {
      const cx = ((cell % columns) - 1) * DOT_CELL;
      const cy = (Math.floor(cell / columns) - 1) * DOT_CELL;
      paintDot(pixels, frame, cx, cy, DOT_FILL[type]);
    }
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  const etag = `"picture-${createHash("sha256").update(png).digest("base64url").slice(0, 27)}"`;
  return { png, etag, count: points.types.length };
}
