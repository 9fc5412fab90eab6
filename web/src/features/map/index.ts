// The incident map, the site's home page, is a lazy entry (./MapPage) that the router loads with import(),
// so no other page downloads it; maplibre, deck.gl and the explorer's panels come in a further lazy chunk.
import type * as mapPage from "./MapPage";

export type MapPageModule = typeof mapPage;
