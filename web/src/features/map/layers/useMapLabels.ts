import type { Layer } from "@deck.gl/core";
import { TextLayer } from "@deck.gl/layers";
import { useEffect, useMemo, useState } from "react";
import labelUrls from "virtual:world-labels";
import type { Locale } from "@incident-watch/schema";

/** A place name on the offline basemap: a country, or a city with its population. */
export interface MapLabel {
  name: string;
  /** a country's ISO 3166-1 alpha-2 code, which names it in every language */
  code?: string;
  /** a city's GeoNames id, by which the build names it in each language (not in the files sent) */
  cityId?: string;
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
 * Country and city names for the offline basemap in the page's language, drawn by deck.gl from a font
 * atlas it renders itself of exactly the letters those names use (Cyrillic on /uk/, ą and ł on /pl/): no
 * glyph files, no third-party request. The names (Natural Earth countries named by `Intl.DisplayNames`,
 * GeoNames cities, prepared at build time per language) load once `enabled`, after the markers.
 */
export function useMapLabels(enabled: boolean, zoom: number, locale: Locale): Layer[] {
  const [loaded, setLoaded] = useState<{ locale: Locale; labels: MapLabel[] } | null>(null);
  const labels = loaded?.locale === locale ? loaded.labels : null;
  useEffect(() => {
    if (!enabled || labels) return;
    let cancelled = false;
    fetch(new URL(labelUrls[locale], window.location.href).href)
      .then((response) => (response.ok ? (response.json() as Promise<MapLabel[]>) : null))
      .then((names) => !cancelled && names && setLoaded({ locale, labels: names }))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [enabled, labels, locale]);
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
