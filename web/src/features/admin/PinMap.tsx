import { useState } from "react";
import { Marker, type MarkerDragEvent } from "react-map-gl/maplibre";
import { offlineBasemapStyle } from "../map/basemapStyle";
import { EuropeMap } from "../map/EuropeMap";
import { normalizeLongitude } from "../submit/coordinates";

export interface PinMapProps {
  latitude: number;
  longitude: number;
  onMove(latitude: number, longitude: number): void;
  mapStyleUrl: string | null;
}

/** A small map centred on an incident; dragging the pin moves it. Loaded lazily with the map libraries. */
export function PinMap({ latitude, longitude, onMove, mapStyleUrl }: PinMapProps) {
  const [mapStyle] = useState(() => mapStyleUrl ?? offlineBasemapStyle());
  const onDragEnd = (event: MarkerDragEvent) =>
    onMove(event.lngLat.lat, normalizeLongitude(event.lngLat.lng));
  return (
    <div className="pin-map">
      <EuropeMap mapStyle={mapStyle} initialViewState={{ latitude, longitude, zoom: 6 }}>
        <Marker longitude={longitude} latitude={latitude} anchor="bottom" draggable onDragEnd={onDragEnd}>
          <svg
            className="pin-map__pin"
            role="img"
            aria-label={`Pin at ${latitude}, ${longitude}; drag to move`}
            width="24"
            height="34"
            viewBox="0 0 28 40"
          >
            <path
              d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z"
              fill="#ef4444"
              stroke="#f8fafc"
              strokeWidth="2"
            />
            <circle cx="14" cy="14" r="5" fill="#f8fafc" />
          </svg>
        </Marker>
      </EuropeMap>
    </div>
  );
}
