import { EMBED_ROUTE, localePath, type Locale } from "@incident-watch/schema";
import { explorerSearch, type ExplorerFilter, type MapViewState } from "../filters/explorerUrl";

/** The height the iframe code asks for; the width follows the page's column. */
export const EMBED_HEIGHT = 480;

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

/** The `<iframe>` another site pastes into its HTML to show the map at `src`. */
export function embedCode(src: string, title: string): string {
  return (
    `<iframe src="${attribute(src)}" title="${attribute(title)}" width="100%" height="${EMBED_HEIGHT}" ` +
    `style="border:0" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>`
  );
}
