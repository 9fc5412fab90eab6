import { useState } from "react";
import { Marker } from "react-map-gl/maplibre";
import { offlineBasemapStyle } from "../../components/map/basemapStyle";
import { EuropeMap } from "../../components/map/EuropeMap";
import { MapPin } from "../../components/map/MapPin";
import { useT } from "../../i18n";

export interface IncidentLocationMapProps {
  latitude: number;
  longitude: number;
  type: "russian" | "chinese";
  mapStyleUrl: string | null;
}

const PIN_COLOURS = { russian: "#ef4444", chinese: "#facc15" } as const;
const PIN_HEIGHT = 40;
// the pin's tip marks the place and its body stands above it: the view is centred half a pin lower, so
// the pin as a whole sits in the middle of the map
const VIEW_PADDING = { top: PIN_HEIGHT, bottom: 0, left: 0, right: 0 };

/** A small map centred on one incident with its pin; loaded lazily with the map libraries. */
export function IncidentLocationMap({ latitude, longitude, type, mapStyleUrl }: IncidentLocationMapProps) {
  const t = useT("incident");
  const [mapStyle] = useState(() => mapStyleUrl ?? offlineBasemapStyle());
  return (
    <div className="incident-location__canvas">
      <EuropeMap
        mapStyle={mapStyle}
        initialViewState={{ latitude, longitude, zoom: 6, padding: VIEW_PADDING }}
      >
        <Marker longitude={longitude} latitude={latitude} anchor="bottom">
          <MapPin
            className="incident-location__pin"
            label={t("incident.locationPin", { latitude, longitude })}
            fill={PIN_COLOURS[type]}
            dot="#0f172a"
            height={PIN_HEIGHT}
          />
        </Marker>
      </EuropeMap>
    </div>
  );
}
