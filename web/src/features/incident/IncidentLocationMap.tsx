import { useState } from "react";
import { Marker } from "react-map-gl/maplibre";
import { offlineBasemapStyle } from "../map/basemapStyle";
import { EuropeMap } from "../map/EuropeMap";

export interface IncidentLocationMapProps {
  latitude: number;
  longitude: number;
  type: "russian" | "chinese";
  mapStyleUrl: string | null;
}

const PIN_COLOURS = { russian: "#ef4444", chinese: "#facc15" } as const;

/** A small map centred on one incident with its pin; loaded lazily with the map libraries. */
export function IncidentLocationMap({ latitude, longitude, type, mapStyleUrl }: IncidentLocationMapProps) {
  const [mapStyle] = useState(() => mapStyleUrl ?? offlineBasemapStyle());
  return (
    <div className="incident-map__canvas">
      <EuropeMap mapStyle={mapStyle} initialViewState={{ latitude, longitude, zoom: 6 }}>
        <Marker longitude={longitude} latitude={latitude} anchor="bottom">
          <svg
            className="incident-map__pin"
            role="img"
            aria-label={`The incident's location, ${latitude}, ${longitude}`}
            width="28"
            height="40"
            viewBox="0 0 28 40"
          >
            <path
              d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z"
              fill={PIN_COLOURS[type]}
              stroke="#f8fafc"
              strokeWidth="2"
            />
            <circle cx="14" cy="14" r="5" fill="#0f172a" />
          </svg>
        </Marker>
      </EuropeMap>
    </div>
  );
}
