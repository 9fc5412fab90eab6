declare module "virtual:world-tiles" {
  /** URL of the offline world basemap's tile 0/0/0 (vector tiles), emitted by vite/worldTilesPlugin.ts. */
  const url: string;
  export default url;
}

declare module "virtual:world-labels" {
  /** URL of the offline basemap's place names (JSON), emitted by vite/worldLabelsPlugin.ts. */
  const url: string;
  export default url;
}
