declare module "virtual:world-tiles" {
  /** URL of the offline world basemap's tile 0/0/0 (vector tiles), emitted by vite/worldTilesPlugin.ts. */
  const url: string;
  export default url;
}

declare module "virtual:world-labels" {
  import type { Locale } from "@incident-watch/schema";
  /** URL of the offline basemap's place names (JSON) in each language, emitted by vite/worldLabelsPlugin.ts. */
  const urls: Record<Locale, string>;
  export default urls;
}
