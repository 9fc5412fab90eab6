import { useEffect, useRef, useState } from "react";
import { Marker, type MapLayerMouseEvent, type MapRef } from "react-map-gl/maplibre";
import { offlineBasemapStyle } from "../../components/map/basemapStyle";
import { normalizeLongitude } from "../../components/map/coordinates";
import { EuropeMap } from "../../components/map/EuropeMap";
import { INITIAL_VIEW } from "../../components/map/mapConfig";
import { MapPin } from "../../components/map/MapPin";
import { useT } from "../../i18n";

export interface LocationPickerProps {
  /** Where the pin stands (valid typed or picked coordinates), or null for no pin. */
  pin: { latitude: number; longitude: number } | null;
  onPick(latitude: number, longitude: number): void;
  /** A hosted style (MAP_STYLE_URL), or null for the built-in offline basemap. */
  mapStyleUrl: string | null;
}

/** A small map of Europe: a click picks the incident's location, and the pin shows the typed one. */
export function LocationPicker({ pin, onPick, mapStyleUrl }: LocationPickerProps) {
  const t = useT("submit");
  const mapRef = useRef<MapRef>(null);
  const [mapStyle] = useState(() => mapStyleUrl ?? offlineBasemapStyle());

  // a pin typed outside the view brings the view to it
  useEffect(() => {
    const map = mapRef.current;
    if (pin && map && !map.getBounds().contains([pin.longitude, pin.latitude])) {
      map.easeTo({ center: [pin.longitude, pin.latitude], duration: 400 });
    }
  }, [pin]);

  const onClick = (event: MapLayerMouseEvent) =>
    onPick(event.lngLat.lat, normalizeLongitude(event.lngLat.lng));

  return (
    <div className="location-picker">
      <EuropeMap
        ref={mapRef}
        mapStyle={mapStyle}
        initialViewState={{ ...INITIAL_VIEW, zoom: INITIAL_VIEW.zoom - 1 }}
        cursor="crosshair"
        onClick={onClick}
      >
        {pin && (
          <Marker longitude={pin.longitude} latitude={pin.latitude} anchor="bottom">
            <MapPin
              className="location-picker__pin"
              label={t("submit.pinAt", { latitude: pin.latitude, longitude: pin.longitude })}
            />
          </Marker>
        )}
      </EuropeMap>
    </div>
  );
}
