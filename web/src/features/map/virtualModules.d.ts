declare module "virtual:world-basemap" {
  /** URL of the offline world basemap (GeoJSON), emitted by vite/worldBasemapPlugin.ts. */
  const url: string;
  export default url;
}
