// What the offline basemap's tiles (made at build time by buildWorldTiles.ts) and the style share.
/** The deepest zoom tiled; the map draws closer views from these tiles (overzoom). */
export const WORLD_TILES_MAX_ZOOM = 6;
/** The tiles' one layer, which the style's land, coast and border layers read. */
export const WORLD_TILES_LAYER = "world";
