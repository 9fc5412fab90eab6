import { explorerSearch, type ExplorerFilter, type MapViewState } from "../filters/explorerUrl";

/** The sizes the server draws (api: PICTURE_WIDTH, PICTURE_HEIGHT), asked in steps that cache well. */
const WIDTH = { min: 200, max: 1280 };
const HEIGHT = { min: 150, max: 960 };
const STEP = 40;

const fit = (pixels: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, Math.ceil(pixels / STEP) * STEP));

/** The server-drawn picture of the map at a filter and view, at about `width` × `height` pixels. */
export function pictureUrl(filter: ExplorerFilter, view: MapViewState | null, width: number, height: number) {
  const search = explorerSearch(filter, view);
  const size = `width=${fit(width, WIDTH)}&height=${fit(height, HEIGHT)}`;
  return `/api/embed/map.png${search ? `${search}&` : "?"}${size}`;
}
