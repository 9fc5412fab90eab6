import { useId, useRef, useState } from "react";
import { useT } from "../../../i18n";
import type { FoundPlace, PlaceCombobox } from "../../places";
import type { BBox } from "../worker/clusterIndex";

const KM_PER_DEGREE = 111.2;
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** How far around a place the view shows: a city with its suburbs, a village with its neighbours. */
export function surroundingsKm(population: number): number {
  if (population >= 1_000_000) return 30;
  if (population >= 100_000) return 15;
  return 8;
}

/** The box `km` around a place, west, south, east, north in degrees. */
export function surroundings(place: Pick<FoundPlace, "latitude" | "longitude" | "population">): BBox {
  const km = surroundingsKm(place.population);
  const dLat = km / KM_PER_DEGREE;
  const dLng = km / (KM_PER_DEGREE * Math.max(0.1, Math.cos((place.latitude * Math.PI) / 180)));
  return [place.longitude - dLng, place.latitude - dLat, place.longitude + dLng, place.latitude + dLat];
}

/**
 * "Go to a place": the map flies to the surroundings of the town chosen; places near the view first. The
 * place field's code comes when this field first takes the focus (the map's first load stays within its
 * budget); until then it is a plain field, whose text the place field takes over, and its focus when the
 * member is still in it (one who tabbed on meanwhile keeps their place).
 */
export function GoToPlace({ visible, onGoTo }: { visible: BBox | null; onGoTo(around: BBox): void }) {
  const t = useT("map");
  const id = useId();
  const [typed, setTyped] = useState("");
  const [loaded, setLoaded] = useState<{ Combobox: typeof PlaceCombobox; focused: boolean } | null>(null);
  const plain = useRef<HTMLInputElement>(null);
  // the view's centre; a view panned round the world has longitudes past ±180
  const near = visible
    ? {
        latitude: clamp((visible[1] + visible[3]) / 2, 90),
        longitude: clamp((visible[0] + visible[2]) / 2, 180),
      }
    : null;
  const load = () =>
    void import("../../places").then(({ PlaceCombobox }) =>
      setLoaded({ Combobox: PlaceCombobox, focused: document.activeElement === plain.current }),
    );
  if (loaded)
    return (
      <loaded.Combobox
        className="explorer__go-to"
        label={t("map.goTo")}
        near={near}
        takeOver={{ text: typed, focused: loaded.focused }}
        onChoose={(place) => onGoTo(surroundings(place))}
      />
    );
  return (
    <div className="field explorer__go-to">
      <label className="field__label" htmlFor={id}>
        {t("map.goTo")}
      </label>
      <input
        ref={plain}
        id={id}
        className="field__input"
        type="text"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onFocus={load}
      />
    </div>
  );
}
