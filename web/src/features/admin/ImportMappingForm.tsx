import {
  ATTACK_TYPES,
  IMPORT_FIELDS,
  INCIDENT_KINDS,
  PRESETS,
  type ImportField,
  type ImportPreset,
} from "@incident-watch/schema";
import { useId } from "react";
import { useT } from "../../i18n";
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

/** A fixed value for every row, for the fields whose values are a short list. */
const VALUES: Partial<Record<ImportField, { value: string; label: MessageId }[]>> = {
  type: ATTACK_TYPES.map((value) => ({ value, label: ATTRIBUTION_LABELS[value] })),
  kind: INCIDENT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
};

/** One select per field: a column of the file, or (type and kind) one value for every row. */
export function ImportMappingForm(props: {
  columns: string[];
  preset: ImportPreset;
  mapping: Mapping;
  onPreset: (preset: ImportPreset) => void;
  onChange: (mapping: Mapping) => void;
}) {
  const t = useT("admin", "app");
  const id = useId();
  const choose = (field: ImportField, choice: string) => {
    const next = { ...props.mapping };
    if (!choice) delete next[field];
    else next[field] = choice.startsWith("=") ? { value: choice.slice(1) } : { column: choice.slice(1) };
    props.onChange(next);
  };
  return (
    <fieldset className="imports__mapping">
      <legend>{t("admin.imports.mappingTitle")}</legend>
      <label htmlFor={`${id}-preset`}>{t("admin.imports.preset")}</label>
      <select
        id={`${id}-preset`}
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
            <label htmlFor={`${id}-${field}`}>{t(FIELD_LABELS[field])}</label>
            <select id={`${id}-${field}`} value={current} onChange={(e) => choose(field, e.target.value)}>
              <option value="">{t("admin.imports.notMapped")}</option>
              <optgroup label={t("admin.imports.columns")}>
                {columns.map((column) => (
                  <option key={column} value={`:${column}`}>
                    {column}
                  </option>
                ))}
              </optgroup>
              {VALUES[field] && (
                <optgroup label={t("admin.imports.everyRow")}>
                  {VALUES[field].map((choice) => (
                    <option key={choice.value} value={`=${choice.value}`}>
                      {t(choice.label)}
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
