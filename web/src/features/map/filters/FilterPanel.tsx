import { ATTACK_TYPES, EVIDENCE_STATUSES } from "@incident-watch/schema";
import { useEffect, useId, useState } from "react";
import { INCIDENT_KINDS } from "../data/incidentKinds";
import { DayFilterField } from "./DayFilterField";
import { EMPTY_FILTER, isFiltered, MAX_QUERY_LENGTH, type ExplorerFilter } from "./explorerUrl";
import { useCountries } from "./useCountries";
import { ATTRIBUTION_LABELS, EVIDENCE_LABELS, KIND_LABELS, useFormat, useT } from "../../../i18n";

const SEARCH_DELAY_MS = 300;

/** Toggles one value of a list where empty means "all"; the last chosen value cannot be unchosen. */
export function toggle<T extends string>(chosen: T[], all: readonly T[], value: T): T[] {
  const current = chosen.length === 0 ? [...all] : chosen;
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  if (next.length === 0) return chosen;
  return next.length === all.length ? [] : all.filter((item) => next.includes(item));
}

function Checkboxes<T extends string>({
  legend,
  all,
  chosen,
  label,
  onChange,
  name,
}: {
  legend: string;
  all: readonly T[];
  chosen: T[];
  label(value: T): string;
  onChange(next: T[]): void;
  name: string;
}) {
  const only = chosen.length === 1 ? chosen[0] : undefined;
  return (
    <fieldset className="map-filters__group">
      <legend>{legend}</legend>
      {all.map((value) => (
        <label key={value} className="map-filters__check">
          <input
            type="checkbox"
            name={name}
            value={value}
            checked={chosen.length === 0 || chosen.includes(value)}
            disabled={only === value}
            onChange={() => onChange(toggle(chosen, all, value))}
          />
          {label(value)}
        </label>
      ))}
    </fieldset>
  );
}

/** The map's filters; every change shows at once and becomes the page's URL. */
export function FilterPanel({
  filter,
  onChange,
}: {
  filter: ExplorerFilter;
  onChange(filter: ExplorerFilter, options?: { replace?: boolean }): void;
}) {
  const t = useT("app", "map");
  const format = useFormat();
  const id = useId();
  const countries = useCountries();
  // the text is sent once typing pauses; each pause only rewrites the current history entry
  const [text, setText] = useState(filter.q);
  const [shownQuery, setShownQuery] = useState(filter.q);
  if (filter.q !== shownQuery) {
    // the URL changed (back, forward, clear): the box follows it
    setShownQuery(filter.q);
    setText(filter.q);
  }
  useEffect(() => {
    if (text.trim() === filter.q) return undefined;
    const timer = setTimeout(
      () => onChange({ ...filter, q: text.trim() }, { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, filter, onChange]);

  const [countryOpen, setCountryOpen] = useState(filter.countries.length > 0);
  return (
    <section className="map-filters" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="explorer__heading">
        {t("map.filters.title")}
      </h2>
      <form className="map-filters__form" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="map-filters__field">
          <span>{t("map.filters.text")}</span>
          <input
            type="search"
            value={text}
            maxLength={MAX_QUERY_LENGTH}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <Checkboxes
          legend={t("map.filters.attribution")}
          name="types"
          all={ATTACK_TYPES}
          chosen={filter.types}
          label={(type) => t(ATTRIBUTION_LABELS[type])}
          onChange={(types) => onChange({ ...filter, types })}
        />
        <Checkboxes
          legend={t("map.filters.kind")}
          name="kinds"
          all={INCIDENT_KINDS}
          chosen={filter.kinds}
          label={(kind) => t(KIND_LABELS[kind])}
          onChange={(kinds) => onChange({ ...filter, kinds })}
        />
        <Checkboxes
          legend={t("map.filters.evidence")}
          name="evidenceStatuses"
          all={EVIDENCE_STATUSES}
          chosen={filter.evidence}
          label={(status) => t(EVIDENCE_LABELS[status])}
          onChange={(evidence) => onChange({ ...filter, evidence })}
        />
        <label className="map-filters__check">
          <input
            type="checkbox"
            name="discussed"
            checked={filter.discussed}
            onChange={(event) => onChange({ ...filter, discussed: event.target.checked })}
          />
          {t("map.filters.discussed")}
        </label>
        <div className="map-filters__dates">
          <DayFilterField
            label={t("map.filters.from")}
            value={filter.from}
            onChange={(from) => onChange({ ...filter, from })}
          />
          <DayFilterField
            label={t("map.filters.to")}
            value={filter.to}
            onChange={(to) => onChange({ ...filter, to })}
          />
        </div>
        {countries.length > 0 && (
          <details
            className="map-filters__group map-filters__countries"
            open={countryOpen}
            onToggle={(event) => setCountryOpen(event.currentTarget.open)}
          >
            <summary>
              {filter.countries.length > 0
                ? t("map.filters.countryChosen", { codes: filter.countries.join(", ") })
                : t("map.filters.countryAll")}
            </summary>
            <fieldset>
              <legend className="visually-hidden">{t("map.filters.country")}</legend>
              {countries.map((country) => (
                <label key={country.code} className="map-filters__check">
                  <input
                    type="checkbox"
                    name="countries"
                    value={country.code}
                    checked={filter.countries.includes(country.code)}
                    onChange={(event) =>
                      onChange({
                        ...filter,
                        countries: event.target.checked
                          ? [...filter.countries, country.code].sort()
                          : filter.countries.filter((code) => code !== country.code),
                      })
                    }
                  />
                  {format.country(country.code)}
                </label>
              ))}
            </fieldset>
          </details>
        )}
        {isFiltered(filter) && (
          <button type="button" className="map-filters__clear" onClick={() => onChange(EMPTY_FILTER)}>
            {t("map.filters.clear")}
          </button>
        )}
      </form>
    </section>
  );
}
