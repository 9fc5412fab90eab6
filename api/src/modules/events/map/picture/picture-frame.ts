/**
 * The rectangle of the world a map picture shows, in Web Mercator as the site's map draws it (512-pixel
 * tiles): a view's centre and zoom, or Europe when the address names no view.
 */
export interface PictureFrame {
  width: number;
  height: number;
  /** The frame's top left corner and its scale, in units of the whole world's width (0 to 1). */
  left: number;
  top: number;
  /** Pixels per world width. */
  scale: number;
}

/** A view as the map page's address writes it (`view=lat,lng,zoom`). */
export interface PictureView {
  lat: number;
  lng: number;
  zoom: number;
}

/** What the map page shows first: Europe from the Canaries to the Urals' foot. */
const EUROPE = { west: -25, south: 34, east: 45, north: 71 };
const TILE_SIZE = 512;

/** Longitude → 0 (180° W) … 1 (180° E). */
export const mercatorX = (lng: number) => (lng + 180) / 360;

/** Latitude → 0 (north edge of the map) … 1 (south edge). */
export function mercatorY(lat: number): number {
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** The frame of a picture of `width` × `height` pixels at a view, or fitted to Europe. */
export function pictureFrame(width: number, height: number, view: PictureView | null): PictureFrame {
  let centreX: number;
  let centreY: number;
  let scale: number;
  if (view) {
    centreX = mercatorX(view.lng);
    centreY = mercatorY(view.lat);
    scale = TILE_SIZE * 2 ** view.zoom;
  } else {
    const west = mercatorX(EUROPE.west);
    const east = mercatorX(EUROPE.east);
    const north = mercatorY(EUROPE.north);
    const south = mercatorY(EUROPE.south);
    centreX = (west + east) / 2;
    centreY = (north + south) / 2;
    scale = Math.min(width / (east - west), height / (south - north));
  }
  return { width, height, left: centreX - width / 2 / scale, top: centreY - height / 2 / scale, scale };
}

/** A point in world units → the picture's pixels. */
export function toPixel(frame: PictureFrame, x: number, y: number): [number, number] {
  return [(x - frame.left) * frame.scale, (y - frame.top) * frame.scale];
}
