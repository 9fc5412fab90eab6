import { EMBED_ROUTE, localePath, type Locale } from "@incident-watch/schema";
import { explorerSearch, type ExplorerFilter, type MapViewState } from "../filters/explorerUrl";

/**
 * The heights the iframe code offers, in pixels, or "fill": as high as three quarters of the column's
 * width (a 390-pixel phone column gets 293 pixels, a 800-pixel one 600). The width follows the column.
 */
export const EMBED_HEIGHTS = [360, 480, 640, "fill"] as const;
export type EmbedHeight = (typeof EMBED_HEIGHTS)[number];
export const DEFAULT_EMBED_HEIGHT: EmbedHeight = 480;
/** The width-to-height ratio of a frame that fills its column. */
export const FILL_ASPECT_RATIO = "4 / 3";

/** Text for an HTML attribute's quoted value: `&` starts entities ("&not…"), `"` would end it. */
const attribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The embeddable map's address for a filter and view, in a language, on the site's origin. */
export function embedUrl(
  origin: string,
  locale: Locale,
  filter: ExplorerFilter,
  view: MapViewState | null,
): string {
  return `${origin}${localePath(locale, EMBED_ROUTE)}${explorerSearch(filter, view)}`;
}

/** The `<iframe>` another site pastes into its HTML to show the map at `src`, at a height. */
export function embedCode(src: string, title: string, height: EmbedHeight = DEFAULT_EMBED_HEIGHT): string {
  const size =
    height === "fill"
      ? `style="border:0;width:100%;aspect-ratio:${FILL_ASPECT_RATIO.replace(/ /g, "")}"`
      : `width="100%" height="${height}" style="border:0"`;
  return (
    `<iframe src="${attribute(src)}" title="${attribute(title)}" ${size} ` +
    `loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>`
  );
}
