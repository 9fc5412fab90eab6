import { useMutation } from "@apollo/client/react";
import {
  GEOLOCATION_METHODS,
  messages,
  type EvidenceStatus,
  type GeolocationMethod,
} from "@incident-watch/schema";
import { useId, useState, type FormEvent } from "react";
import { EVIDENCE_LABELS, GEOLOCATION_LABELS, useMessageText, useT } from "../../i18n";
import { describeFailure } from "../../lib/callFailure";
import {
  confirmEvidenceMutation,
  proposeConfirmationMutation,
  setEvidenceStatusMutation,
} from "./evidence.graphql";

export interface EvidenceState {
  id: string;
  evidenceStatus: EvidenceStatus;
  geolocationMethod?: GeolocationMethod | null;
  confirmationMethod?: GeolocationMethod | null;
  /** Whether the server would let this viewer agree (neither the approver nor the proposer). */
  viewerMayConfirm?: boolean;
}

type Outcome = "saved" | "secondModerator" | "failed" | null;

/**
 * A moderator's steps on an incident's evidence (decision 121): set it to reported or corroborated with
 * the method of geolocation, propose to confirm it, or agree to another moderator's proposal. The server
 * refuses the agreement to the incident's approver and to the proposer; the form says so in the words of
 * the code's message (SECOND_MODERATOR_REQUIRED).
 */
export function EvidenceControls({ incident }: { incident: EvidenceState }) {
  const t = useT("app", "incident");
  const messageText = useMessageText();
  const id = useId();
  const options = { refetchQueries: ["IncidentPage"], awaitRefetchQueries: true };
  const [setStatus] = useMutation(setEvidenceStatusMutation, options);
  const [propose] = useMutation(proposeConfirmationMutation, options);
  const [confirm] = useMutation(confirmEvidenceMutation, options);
  const [status, setStatusChoice] = useState<"reported" | "corroborated">(
    incident.evidenceStatus === "reported" ? "reported" : "corroborated",
  );
  const [method, setMethod] = useState<GeolocationMethod | "">(incident.geolocationMethod ?? "");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = async (step: () => Promise<unknown>) => {
    setBusy(true);
    setOutcome(null);
    try {
      await step();
      setOutcome("saved");
    } catch (failure) {
      setOutcome(
        describeFailure(failure).code === "SECOND_MODERATOR_REQUIRED" ? "secondModerator" : "failed",
      );
    } finally {
      setBusy(false);
    }
  };
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    void run(() => setStatus({ variables: { id: incident.id, status, method: method || null } }));
  };
  const waiting = Boolean(incident.confirmationMethod) && incident.evidenceStatus !== "confirmed";

  return (
    <form className="evidence-controls" aria-labelledby={`${id}-title`} onSubmit={onSave}>
      <h3 id={`${id}-title`}>{t("incident.evidenceTools")}</h3>
      <label className="field">
        <span className="field__label">{t("incident.evidence")}</span>
        <select
          className="field__input"
          value={status}
          onChange={(event) => setStatusChoice(event.target.value as "reported" | "corroborated")}
        >
          <option value="reported">{t(EVIDENCE_LABELS.reported)}</option>
          <option value="corroborated">{t(EVIDENCE_LABELS.corroborated)}</option>
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t("incident.geolocation")}</span>
        <select
          className="field__input"
          value={method}
          onChange={(event) => setMethod(event.target.value as GeolocationMethod | "")}
        >
          <option value="">{t("incident.geolocationNone")}</option>
          {GEOLOCATION_METHODS.map((value) => (
            <option key={value} value={value}>
              {t(GEOLOCATION_LABELS[value])}
            </option>
          ))}
        </select>
      </label>
      <div className="evidence-controls__actions">
        <button type="submit" className="button" disabled={busy}>
          {t("incident.evidenceSave")}
        </button>
        {incident.evidenceStatus !== "confirmed" && (
          <button
            type="button"
            className="button"
            disabled={busy || !method}
            onClick={() =>
              void run(() => propose({ variables: { id: incident.id, method: method as GeolocationMethod } }))
            }
          >
            {t("incident.confirmPropose")}
          </button>
        )}
        {waiting && incident.viewerMayConfirm && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void run(() => confirm({ variables: { id: incident.id } }))}
          >
            {t("incident.confirmAgree")}
          </button>
        )}
      </div>
      <p className="evidence-controls__hint">{t("incident.confirmHint")}</p>
      {waiting && !incident.viewerMayConfirm && (
        <p className="evidence-controls__hint">{messageText(messages.secondModeratorRequired)}</p>
      )}
      <p role="status">{outcome === "saved" ? t("incident.evidenceSaved") : ""}</p>
      {(outcome === "secondModerator" || outcome === "failed") && (
        <p role="alert" className="field__error">
          {outcome === "secondModerator"
            ? messageText(messages.secondModeratorRequired)
            : t("incident.evidenceFailed")}
        </p>
      )}
    </form>
  );
}
