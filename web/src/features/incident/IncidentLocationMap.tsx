import { useState } from "react";
import { Marker } from "react-map-gl/maplibre";
import { MapPin } from "../../components/MapPin";
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
          <MapPin
            className="incident-map__pin"
            label={`The incident's location, ${latitude}, ${longitude}`}
            fill={PIN_COLOURS[type]}
            dot="#0f172a"
          />
        </Marker>
      </EuropeMap>
    </div>
  );
}
