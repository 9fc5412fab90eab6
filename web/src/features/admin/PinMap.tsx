import { useState } from "react";
import { Marker, type MarkerDragEvent } from "react-map-gl/maplibre";
import { offlineBasemapStyle } from "../../components/map/basemapStyle";
import { normalizeLongitude } from "../../components/map/coordinates";
import { EuropeMap } from "../../components/map/EuropeMap";
import { MapPin } from "../../components/map/MapPin";
import { useT } from "../../i18n";

export interface PinMapProps {
  latitude: number;
  longitude: number;
  onMove(latitude: number, longitude: number): void;
  mapStyleUrl: string | null;
}

/** A small map centred on an incident; dragging the pin moves it. Loaded lazily with the map libraries. */
export function PinMap({ latitude, longitude, onMove, mapStyleUrl }: PinMapProps) {
  const t = useT("admin");
  const [mapStyle] = useState(() => mapStyleUrl ?? offlineBasemapStyle());
  const onDragEnd = (event: MarkerDragEvent) =>
    onMove(event.lngLat.lat, normalizeLongitude(event.lngLat.lng));
  return (
    <div className="pin-map">
      <EuropeMap mapStyle={mapStyle} initialViewState={{ latitude, longitude, zoom: 6 }}>
        <Marker longitude={longitude} latitude={latitude} anchor="bottom" draggable onDragEnd={onDragEnd}>
          <MapPin
            className="pin-map__pin"
            label={t("admin.pin.label", { latitude, longitude })}
            width={24}
            height={34}
          />
        </Marker>
      </EuropeMap>
    </div>
  );
}
