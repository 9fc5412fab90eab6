import { useT } from "../../i18n";
import type { SavedAreaInput } from "../../gql/graphql";
import { PlaceCombobox, type FoundPlace } from "../places";

/** The distances offered around a place, in kilometres (the server takes 1 to 500). */
export const DISTANCES_KM = [10, 25, 50, 100] as const;

export interface Where {
  /** Everywhere, the map's area in view, or within a distance of a place. */
  kind: "everywhere" | "view" | "place";
  place: FoundPlace | null;
  radiusKm: number;
}

/** The circle around the place chosen, as the server keeps it; null unless one is. */
export function circle(where: Where): SavedAreaInput | null {
  if (where.kind !== "place" || !where.place) return null;
  const { name, latitude, longitude } = where.place;
  return { placeName: name, latitude, longitude, radiusKm: where.radiusKm };
}

/**
 * Where a saved search looks: everywhere, only the map's view when it was saved from one (`viewBounds`
 * says which), or only within 10 to 100 km of a town found by name.
 */
export function WhereFields({
  idPrefix,
  where,
  viewBounds,
  onChange,
}: {
  idPrefix: string;
  where: Where;
  viewBounds: string | null;
  onChange(where: Where): void;
}) {
  // the place field's messages come with the form, not as the member picks "within a distance"
  const t = useT("alerts", "places");
  const set = (change: Partial<Where>) => onChange({ ...where, ...change });
  const radio = (kind: Where["kind"]) => ({
    type: "radio",
    name: `${idPrefix}-where`,
    checked: where.kind === kind,
    onChange: () => set({ kind }),
  });
  return (
    <fieldset className="saved-search__channels">
      <legend>{t("alerts.where")}</legend>
      <label className="check-field">
        <input {...radio("everywhere")} />
        {t("alerts.everywhere")}
      </label>
      {viewBounds && (
        <>
          <label className="check-field">
            <input {...radio("view")} aria-describedby={`${idPrefix}-area`} />
            {t("alerts.area")}
          </label>
          {/* which area: the map's view when the link was followed, as it would be saved */}
          <p className="field-hint" id={`${idPrefix}-area`}>
            {viewBounds}
          </p>
        </>
      )}
      <label className="check-field">
        <input {...radio("place")} />
        {t("alerts.nearPlace")}
      </label>
      {where.kind === "place" && (
        <div className="saved-search__place">
          <div className="field">
            <label className="field__label" htmlFor={`${idPrefix}-distance`}>
              {t("alerts.distance")}
            </label>
            <select
              id={`${idPrefix}-distance`}
              className="field__input"
              value={where.radiusKm}
              onChange={(e) => set({ radiusKm: Number(e.target.value) })}
            >
              {DISTANCES_KM.map((km) => (
                <option key={km} value={km}>
                  {t("alerts.distanceKm", { km })}
                </option>
              ))}
            </select>
          </div>
          <PlaceCombobox label={t("alerts.place")} onChoose={(place) => set({ place })} />
          {where.place && (
            <p className="field-hint" role="status">
              {t("alerts.summary.within", { km: where.radiusKm, place: where.place.name })}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
