import { INITIAL_VIEW, MAX_ZOOM } from "../../../components/map/mapConfig";

// The clustering's numbers, from spec §9 (the view's own are in components/map/mapConfig.ts).
/** Cluster radius in screen pixels. */
export const CLUSTER_RADIUS = 60;
/** Clustering stops at zoom 18: the index clusters up to 17 and returns single events above it. */
export const CLUSTER_MAX_ZOOM = MAX_ZOOM - 1;
/** The quick first index clusters up to this zoom; deeper views wait for the index for every zoom. */
export const COARSE_MAX_ZOOM = INITIAL_VIEW.zoom + 2;
/** From this zoom on, events sharing identical coordinates become one combined marker. */
export const SAME_LOCATION_ZOOM = MAX_ZOOM - 2;
