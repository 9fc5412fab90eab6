// The incident map, the site's home page. The page itself is light; maplibre, deck.gl and the explorer's
// panels come in their own lazy chunk.
export { MapPage } from "./MapPage";
