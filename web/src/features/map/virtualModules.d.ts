declare module "virtual:world-basemap" {
  /** URL of the offline world basemap (GeoJSON), emitted by vite/worldBasemapPlugin.ts. */
  const url: string;
  export default url;
}

declare module "virtual:world-labels" {
  /** URL of the offline basemap's place names (JSON), emitted by vite/worldLabelsPlugin.ts. */
  const url: string;
  export default url;
}
