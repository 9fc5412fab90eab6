import { useMutation, useQuery } from "@apollo/client/react";
import type { ImportField, ImportPreset } from "@incident-watch/schema";
import { useId, useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { useT, type Shown } from "../../i18n";
import type { Mapping } from "./ImportMappingForm";
import {
  deleteImportMappingMutation,
  importMappingsQuery,
  saveImportMappingMutation,
} from "./imports.graphql";
import { reviewFailure } from "./reviewFailure";
import { useInstant } from "./useInstant";

const sameName = (a: string, b: string) =>
  a.normalize("NFC").trim().toLowerCase() === b.normalize("NFC").trim().toLowerCase();

const REFETCH = { refetchQueries: ["ImportMappings"], awaitRefetchQueries: true };

interface Props {
  /** The uploaded file's columns: the saved mappings of its shape are offered first. */
  columns: string[];
  preset: ImportPreset;
  mapping: Mapping;
  onApply(preset: ImportPreset, mapping: Mapping): void;
}

/**
 * The moderators' saved column mappings (decision 143): the current one saved by name, those made for a
 * file of this one's shape offered first and applied on one click, any of them deleted.
 */
export function SavedMappings({ columns, preset, mapping, onApply }: Props) {
  const t = useT("admin");
  const instant = useInstant();
  const nameId = useId();
  const { data } = useQuery(importMappingsQuery, {
    variables: { columns },
    fetchPolicy: "cache-and-network",
  });
  const [save, saving] = useMutation(saveImportMappingMutation, REFETCH);
  const [remove] = useMutation(deleteImportMappingMutation, REFETCH);
  const [name, setName] = useState("");
  const [said, setSaid] = useState<{ tone: "error" | "success"; text: Shown } | null>(null);
  const saved = data?.importMappings ?? [];
  const fitting = saved.filter((m) => m.sameShape);
  const others = saved.filter((m) => !m.sameShape);

  const attempt = async (action: () => Promise<Shown>) => {
    setSaid(null);
    try {
      setSaid({ tone: "success", text: await action() });
    } catch (failure) {
      setSaid({ tone: "error", text: reviewFailure(failure, t) });
    }
  };
  const onSave = (submit: FormEvent) => {
    submit.preventDefault();
    void attempt(async () => {
      const fields = Object.entries(mapping).map(([field, from]) => ({
        field: field as ImportField,
        column: from?.column ?? null,
        value: from?.value ?? null,
      }));
      const answer = await save({ variables: { name, columns, preset, mapping: fields } });
      setName("");
      return t("admin.mappings.savedAs", { name: answer.data?.saveImportMapping.name ?? name });
    });
  };
  const apply = (chosen: (typeof saved)[number]) => {
    const next: Mapping = {};
    // the same shape may differ in case: each column is taken as this file spells it
    const fileColumn = (column: string) => columns.find((c) => sameName(c, column)) ?? column;
    for (const { field, column, value } of chosen.mapping)
      next[field as ImportField] = column ? { column: fileColumn(column) } : { value: value ?? "" };
    onApply(chosen.preset as ImportPreset, next);
    setSaid({ tone: "success", text: t("admin.mappings.applied", { name: chosen.name }) });
  };

  const item = (m: (typeof saved)[number]) => (
    <li key={m.id} className="saved-mappings__item">
      <span>
        <strong>{m.name}</strong>{" "}
        <span className="saved-mappings__meta">
          {t("admin.mappings.savedBy", { who: m.savedBy?.username ?? "—", when: instant(m.savedAt) })}
        </span>
      </span>
      <span className="saved-mappings__actions">
        {m.sameShape && (
          <button type="button" className="button button--primary" onClick={() => apply(m)}>
            {t("admin.mappings.apply", { name: m.name })}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          aria-label={t("admin.mappings.deleteNamed", { name: m.name })}
          onClick={() =>
            void attempt(async () => {
              await remove({ variables: { id: m.id } });
              return t("admin.mappings.deleted", { name: m.name });
            })
          }
        >
          {t("admin.mappings.delete")}
        </button>
      </span>
    </li>
  );

  return (
    <section className="saved-mappings" aria-labelledby={`${nameId}-title`}>
      <h3 id={`${nameId}-title`}>{t("admin.mappings.title")}</h3>
      {fitting.length > 0 && (
        <>
          <p>{t("admin.mappings.fits")}</p>
          <ul className="saved-mappings__list">{fitting.map(item)}</ul>
        </>
      )}
      {others.length > 0 && (
        <details>
          <summary>{t("admin.mappings.others", { count: others.length })}</summary>
          <ul className="saved-mappings__list">{others.map(item)}</ul>
        </details>
      )}
      <form className="saved-mappings__save" onSubmit={onSave}>
        <label className="field__label" htmlFor={nameId}>
          {t("admin.mappings.name")}
        </label>
        <input
          id={nameId}
          className="field__input"
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="button" disabled={saving.loading || !name.trim()}>
          {t("admin.mappings.save")}
        </button>
      </form>
      {said && <FormMessage tone={said.tone}>{said.text}</FormMessage>}
    </section>
  );
}
