import {
  ATTACK_TYPES,
  IMPORT_FIELDS,
  INCIDENT_KINDS,
  LOCALES,
  PRESETS,
  type ImportField,
  type ImportPreset,
} from "@incident-watch/schema";
import { useId } from "react";
import { useFormat, useT } from "../../i18n";
import { ATTRIBUTION_LABELS, KIND_LABELS } from "../../i18n/vocabulary";
import type { MessageId } from "../../i18n/messageIds";

export type Mapping = Partial<Record<ImportField, { column?: string; value?: string }>>;

const FIELD_LABELS: Record<ImportField, MessageId> = {
  sourceUrl: "admin.imports.field.sourceUrl",
  date: "admin.imports.field.date",
  latitude: "admin.imports.field.latitude",
  longitude: "admin.imports.field.longitude",
  type: "admin.imports.field.type",
  kind: "admin.imports.field.kind",
  title: "admin.imports.field.title",
  titleLanguage: "admin.imports.field.titleLanguage",
  placePrecision: "admin.imports.field.placePrecision",
  timePrecision: "admin.imports.field.timePrecision",
};

/** What a preset maps, and the columns of the file named like a field for the moderator's own mapping. */
export function presetMapping(preset: ImportPreset, columns: string[]): Mapping {
  if (preset !== "custom") return { type: { value: "russian" }, ...PRESETS[preset].mapping } as Mapping;
  const mapping: Mapping = { type: { value: "russian" }, kind: { value: "other" } };
  for (const field of IMPORT_FIELDS) if (columns.includes(field)) mapping[field] = { column: field };
  return mapping;
}

/** A fixed value for every row, for the fields whose values are a short list, with its words. */
function useEveryRowValues(): Partial<Record<ImportField, { value: string; text: string }[]>> {
  const t = useT("admin", "app");
  const format = useFormat();
  return {
    type: ATTACK_TYPES.map((value) => ({ value, text: t(ATTRIBUTION_LABELS[value]) })),
    kind: INCIDENT_KINDS.map((value) => ({ value, text: t(KIND_LABELS[value]) })),
    titleLanguage: LOCALES.map((value) => ({ value, text: format.language(value) })),
  };
}

/**
 * One select per field: a column of the file, or (type, kind and the titles' language) one value for every
 * row. The site's field style, as every form's.
 */
export function ImportMappingForm(props: {
  columns: string[];
  preset: ImportPreset;
  mapping: Mapping;
  onPreset: (preset: ImportPreset) => void;
  onChange: (mapping: Mapping) => void;
}) {
  const t = useT("admin", "app");
  const id = useId();
  const everyRow = useEveryRowValues();
  const choose = (field: ImportField, choice: string) => {
    const next = { ...props.mapping };
    if (!choice) delete next[field];
    else next[field] = choice.startsWith("=") ? { value: choice.slice(1) } : { column: choice.slice(1) };
    props.onChange(next);
  };
  return (
    <fieldset className="imports__mapping">
      <legend>{t("admin.imports.mappingTitle")}</legend>
      <label className="field__label" htmlFor={`${id}-preset`}>
        {t("admin.imports.preset")}
      </label>
      <select
        id={`${id}-preset`}
        className="field__input"
        value={props.preset}
        onChange={(e) => props.onPreset(e.target.value as ImportPreset)}
      >
        <option value="custom">{t("admin.imports.preset.custom")}</option>
        <option value="acled">{t("admin.imports.preset.acled")}</option>
        <option value="ucdp">{t("admin.imports.preset.ucdp")}</option>
      </select>
      {IMPORT_FIELDS.map((field) => {
        const from = props.mapping[field];
        const current = from?.value ? `=${from.value}` : from?.column ? `:${from.column}` : "";
        const columns =
          from?.column && !props.columns.includes(from.column)
            ? [...props.columns, from.column]
            : props.columns;
        return (
          <div key={field} className="imports__field">
            <label className="field__label" htmlFor={`${id}-${field}`}>
              {t(FIELD_LABELS[field])}
            </label>
            <select
              id={`${id}-${field}`}
              className="field__input"
              value={current}
              onChange={(e) => choose(field, e.target.value)}
            >
              <option value="">{t("admin.imports.notMapped")}</option>
              <optgroup label={t("admin.imports.columns")}>
                {columns.map((column) => (
                  <option key={column} value={`:${column}`}>
                    {column}
                  </option>
                ))}
              </optgroup>
              {everyRow[field] && (
                <optgroup label={t("admin.imports.everyRow")}>
                  {everyRow[field].map((choice) => (
                    <option key={choice.value} value={`=${choice.value}`}>
                      {choice.text}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
