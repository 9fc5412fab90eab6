import { useMutation, useQuery } from "@apollo/client/react";
import type { ImportField, ImportPreset } from "@incident-watch/schema";
import { useEffect, useId, useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { useT } from "../../i18n";
import { useMessageText } from "../../i18n/schemaMessages";
import { describeFailure, serverMessageOr } from "../../lib/callFailure";
import { ImportMappingForm, presetMapping, type Mapping } from "./ImportMappingForm";
import { ImportReport } from "./ImportReport";
import { SavedMappings } from "./SavedMappings";
import { dataImportQuery, dryRunImportMutation, startImportMutation } from "./imports.graphql";
import { uploadImportFile, type UploadedImport } from "./importUpload";

const RUNNING = new Set(["queued", "running"]);
const ended = (status: string | undefined) => status !== undefined && !RUNNING.has(status);

/**
 * /forum/admin/imports: a moderator picks a CSV or GeoJSON file, maps its columns (or takes ACLED's or
 * UCDP's), runs a dry run, reads what each row would become, then imports; a bar shows the progress.
 */
export function ImportsPage() {
  const t = useT("admin");
  const fileId = useId();
  const messageText = useMessageText();
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<UploadedImport | null>(null);
  const [uploading, setUploading] = useState(false);
  const [preset, setPreset] = useState<ImportPreset>("custom");
  const [mapping, setMapping] = useState<Mapping>({});
  const [error, setError] = useState<string | null>(null);
  const [dryRun] = useMutation(dryRunImportMutation);
  const [start] = useMutation(startImportMutation);
  const [phase, setPhase] = useState<"dry_run" | "import">("dry_run");
  const [started, setStarted] = useState(false);
  // polled while a run goes on: the mutation's answer (queued) starts it, the run's end stops it
  const { data, startPolling, stopPolling } = useQuery(dataImportQuery, {
    variables: { id: uploaded?.id ?? "", phase },
    skip: !uploaded,
    fetchPolicy: "network-only",
  });
  const current = data?.dataImport;
  const running = started && !ended(current?.status);
  useEffect(() => {
    if (running) startPolling(1000);
    else stopPolling();
  }, [running, phase, startPolling, stopPolling]);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      const done = await uploadImportFile(file);
      setUploaded(done);
      setPreset("custom");
      setMapping(presetMapping("custom", done.columns));
    } catch (failure) {
      setError(messageText((failure as Error).message));
    } finally {
      setUploading(false);
    }
  };
  const run = async (which: "dry_run" | "import") => {
    if (!uploaded) return;
    setError(null);
    try {
      const mappingInput = Object.entries(mapping).map(([field, from]) => ({
        field: field as ImportField,
        column: from?.column ?? null,
        value: from?.value ?? null,
      }));
      if (which === "dry_run")
        await dryRun({ variables: { id: uploaded.id, preset, mapping: mappingInput } });
      else await start({ variables: { id: uploaded.id } });
      setPhase(which);
      setStarted(true);
    } catch (failure) {
      setError(messageText(serverMessageOr(describeFailure(failure), t("admin.imports.notStarted"))));
    }
  };

  const finished = current && ended(current.status) && current.phase;
  const total = phase === "import" ? current?.dryRun?.rows : undefined;
  return (
    <section aria-labelledby="imports-title" className="imports">
      <h2 id="imports-title">{t("admin.imports.title")}</h2>
      <p>{t("admin.imports.intro")}</p>
      <form onSubmit={(e) => void upload(e)} className="imports__upload">
        <label htmlFor={fileId}>{t("admin.imports.file")}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.geojson,.json,text/csv,application/geo+json"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <button type="submit" className="button" disabled={!file || uploading}>
          {uploading ? t("admin.imports.uploading") : t("admin.imports.upload")}
        </button>
      </form>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {uploaded && (
        <>
          <p>{t("admin.imports.uploaded", { name: uploaded.fileName, id: uploaded.id })}</p>
          <SavedMappings
            columns={uploaded.columns}
            preset={preset}
            mapping={mapping}
            onApply={(next, saved) => {
              setPreset(next);
              setMapping(saved);
            }}
          />
          <ImportMappingForm
            columns={uploaded.columns}
            preset={preset}
            mapping={mapping}
            onPreset={(next) => {
              setPreset(next);
              setMapping(presetMapping(next, uploaded.columns));
            }}
            onChange={setMapping}
          />
          <div className="imports__actions">
            <button type="button" className="button" disabled={running} onClick={() => void run("dry_run")}>
              {t("admin.imports.dryRun")}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={running || !current?.dryRun || current.phase !== "dry_run" || !!current.failure}
              onClick={() => void run("import")}
            >
              {t("admin.imports.import")}
            </button>
          </div>
        </>
      )}
      {current && running && (
        <div className="imports__progress">
          <progress
            aria-label={t("admin.imports.progress")}
            {...(total ? { max: total, value: current.counts.rows } : {})}
          />
          <p role="status">{t("admin.imports.rowsRead", { count: current.counts.rows })}</p>
        </div>
      )}
      {finished && current.failure && (
        <FormMessage tone="error">
          {messageText(current.failure)}
          {current.failureDetail ? `: ${current.failureDetail}` : ""}
        </FormMessage>
      )}
      {finished && (
        <>
          {!current.failure && current.phase === "import" && (
            <FormMessage tone="success">{t("admin.imports.done")}</FormMessage>
          )}
          <ImportReport counts={current.counts} rows={current.report} dryRun={current.phase === "dry_run"} />
        </>
      )}
    </section>
  );
}
