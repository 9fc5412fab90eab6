import type { Layer } from "@deck.gl/core";
import { TextLayer } from "@deck.gl/layers";
import { useEffect, useMemo, useState } from "react";
import labelsUrl from "virtual:world-labels";

/** A place name on the offline basemap: a country, or a city with its population. */
export interface MapLabel {
  name: string;
  lng: number;
  lat: number;
  /** "country", or "city" */
  kind: "country" | "city";
  /** the zoom from which it shows */
  minZoom: number;
}

const COUNTRY_COLOR: [number, number, number, number] = [169, 180, 198, 200];
const CITY_COLOR: [number, number, number, number] = [214, 222, 235, 220];

/**
 * Country and city names for the offline basemap, drawn by deck.gl from a font atlas it renders itself:
 * no glyph files, no third-party request. The names (Natural Earth countries, GeoNames cities, prepared
 * at build time) load once `enabled`, after the markers.
 */
export function useMapLabels(enabled: boolean, zoom: number): Layer[] {
  const [labels, setLabels] = useState<MapLabel[] | null>(null);
  useEffect(() => {
    if (!enabled || labels) return;
    let cancelled = false;
    fetch(new URL(labelsUrl, window.location.href).href)
      .then((response) => (response.ok ? (response.json() as Promise<MapLabel[]>) : null))
      .then((loaded) => !cancelled && loaded && setLabels(loaded))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [enabled, labels]);
  const characters = useMemo(() => {
    const set = new Set<string>();
    for (const label of labels ?? []) for (const character of label.name) set.add(character);
    return [...set];
  }, [labels]);
  const level = Math.floor(zoom);
  return useMemo(() => {
    if (!labels) return [];
    // each name shows from its own zoom on: countries first, then the capitals and larger cities
    const shown = labels.filter((label) => label.minZoom <= level);
    return [
      new TextLayer<MapLabel>({
        id: "place-names",
        data: shown,
        getPosition: (label) => [label.lng, label.lat],
        getText: (label) => label.name,
        getSize: (label) => (label.kind === "country" ? 13 : 12),
        getColor: (label) => (label.kind === "country" ? COUNTRY_COLOR : CITY_COLOR),
        fontFamily: "system-ui, sans-serif",
        fontWeight: 600,
        characterSet: characters,
        sizeUnits: "pixels",
        getTextAnchor: "middle",
        getAlignmentBaseline: "center",
      }),
    ];
  }, [labels, characters, level]);
}
