import { useMutation } from "@apollo/client/react";
import { ATTACK_TYPES, INCIDENT_KINDS, type AttackType, type IncidentKind } from "@incident-watch/schema";
import { lazyWithTimeout } from "../../app/lazyWithTimeout";
import { Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { formatCoordinate } from "../../components/map/coordinates";
import { hasWebGL } from "../../components/map/webgl";
import type { PendingEventsQuery } from "../../gql/graphql";
import { KIND_LABELS, T, useFormat, useT, type Shown } from "../../i18n";
import { useEventWords } from "../../lib/useEventWords";
import {
  approveEventMutation,
  deleteEventMutation,
  rejectEventMutation,
  REVIEW_REFETCH,
  updateEventMutation,
} from "./admin.graphql";
import { LikelyDuplicates } from "./LikelyDuplicates";
import { TitleTranslationForm } from "./TitleTranslationForm";
import { ReviewDateField } from "./ReviewDateField";
import { ReviewPrecisionFields } from "./ReviewPrecisionFields";
import { reviewFailure } from "./reviewFailure";
import { useInstant } from "./useInstant";

const PinMap = lazyWithTimeout(() => import("./PinMap").then((module) => ({ default: module.PinMap })));

export type PendingEvent = PendingEventsQuery["pendingEvents"]["edges"][number]["node"];

/** What the queue's shortcuts do to the selected card. */
export interface CardActions {
  approve(): void;
  reject(): void;
}

interface Props {
  event: PendingEvent;
  selected: boolean;
  onSelect(): void;
  /** Ticked for a review of several cards at once. */
  checked: boolean;
  onCheck(checked: boolean): void;
  /** Receives the selected card's actions, for the shortcuts. */
  onActions(actions: CardActions): void;
  mapStyleUrl: string | null;
}

type Draft = Pick<
  PendingEvent,
  "type" | "kind" | "title" | "date" | "latitude" | "longitude" | "placePrecision" | "timePrecision"
>;
const draftOf = (event: PendingEvent): Draft => {
  const { type, kind, title, date, latitude, longitude, placePrecision, timePrecision } = event;
  return { type, kind, title, date, latitude, longitude, placePrecision, timePrecision };
};

/** One submission in the queue: its facts, editable, its likely duplicates, and the review actions. */
export function IncidentReviewCard(props: Props) {
  const { event, selected, onSelect, onActions, mapStyleUrl, checked, onCheck } = props;
  const t = useT("app", "admin");
  const format = useFormat();
  const instant = useInstant();
  const { typeName } = useEventWords();
  const options = { refetchQueries: REVIEW_REFETCH, awaitRefetchQueries: true };
  const [approve] = useMutation(approveEventMutation, options);
  const [reject] = useMutation(rejectEventMutation, options);
  const [update] = useMutation(updateEventMutation, options);
  const [remove] = useMutation(deleteEventMutation, options);
  // only what the moderator changed: a title read from the page later still shows where it was not edited
  const [edits, setEdits] = useState<Partial<Draft>>({});
  const draft: Draft = { ...draftOf(event), ...edits };
  const edit = (change: Partial<Draft>) => setEdits((current) => ({ ...current, ...change }));
  const [mode, setMode] = useState<"view" | "rejecting" | "deleting">("view");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Shown | null>(null);
  const cardRef = useRef<HTMLElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [webgl] = useState(hasWebGL);
  const changes = Object.fromEntries(
    Object.entries(edits).filter(([key, value]) => value !== event[key as keyof Draft]),
  ) as Partial<Draft>;
  const dirty = Object.keys(changes).length > 0;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(reviewFailure(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const save = () => update({ variables: { id: event.id, input: changes } });
  // unsaved edits are saved first, so what is approved is what the moderator sees
  const onApprove = () =>
    run(async () => {
      if (dirty) await save();
      await approve({ variables: { id: event.id } });
    });
  const onReject = (submit: FormEvent) => {
    submit.preventDefault();
    void run(() => reject({ variables: { id: event.id, reason } }));
  };

  useEffect(() => {
    if (selected) cardRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [selected]);
  useEffect(() => {
    if (selected) onActions({ approve: () => void onApprove(), reject: () => setMode("rejecting") });
  });
  useEffect(() => {
    if (mode === "rejecting") reasonRef.current?.focus();
  }, [mode]);

  const host = safeHost(event.sourceUrl);
  return (
    <article
      ref={cardRef}
      className={`review-card${selected ? " review-card--selected" : ""}`}
      aria-current={selected ? "true" : undefined}
      aria-labelledby={`review-title-${event.id}`}
      onClick={onSelect}
      onFocus={onSelect}
    >
      <header className="review-card__header">
        <input
          type="checkbox"
          className="review-card__check"
          checked={checked}
          aria-label={t("admin.bulk.selectCard", { title: event.title })}
          onChange={(e) => onCheck(e.target.checked)}
        />
        <h3 id={`review-title-${event.id}`} className="review-card__title">
          {event.title}
        </h3>
        <p className="review-card__meta">
          <a href={event.sourceUrl} target="_blank" rel="noopener noreferrer">
            {t("admin.review.source", { host })}
          </a>{" "}
          ·{" "}
          <T
            ns="admin"
            id="admin.review.submitted"
            values={{ when: instant(event.createdAt) }}
            components={{ when: <time dateTime={String(event.createdAt)} /> }}
          />
        </p>
      </header>
      <div className="review-card__body">
        <div className="review-card__fields">
          <label className="field">
            <span className="field__label">{t("admin.review.title")}</span>
            <input
              className="field__input"
              value={draft.title}
              onChange={(e) => edit({ title: e.target.value })}
            />
          </label>
          <div className="review-card__row">
            <label className="field">
              <span className="field__label">{t("admin.review.type")}</span>
              <select
                className="field__input"
                value={draft.type}
                onChange={(e) => edit({ type: e.target.value as AttackType })}
              >
                {ATTACK_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {typeName(type)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span className="field__label">{t("admin.review.kind")}</span>
              <select
                className="field__input"
                value={draft.kind}
                onChange={(e) => edit({ kind: e.target.value as IncidentKind })}
              >
                {INCIDENT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(KIND_LABELS[kind])}
                  </option>
                ))}
              </select>
            </label>
            <ReviewDateField value={draft.date} onChange={(date) => edit({ date })} />
          </div>
          <ReviewPrecisionFields
            placePrecision={draft.placePrecision}
            timePrecision={draft.timePrecision}
            onChange={edit}
          />
          <p className="review-card__location">
            {t("admin.review.location", {
              latitude: formatCoordinate(draft.latitude),
              longitude: formatCoordinate(draft.longitude),
            })}
            {event.country && !edits.latitude && !edits.longitude
              ? ` (${format.country(event.country)})`
              : ""}
            {selected && webgl ? ` — ${t("admin.review.dragPin")}` : ""}
          </p>
          {event.importedFrom && (
            <p className="review-card__provenance">
              {t("admin.review.importedFrom", {
                id: event.importedFrom.importId,
                row: event.importedFrom.row,
              })}
            </p>
          )}
          <LikelyDuplicates duplicates={event.likelyDuplicates} />
          <TitleTranslationForm
            id={event.id}
            titleLanguage={event.titleLanguage}
            translations={event.translations}
          />
        </div>
        {selected && webgl && (
          <Suspense fallback={<div className="pin-map" />}>
            <PinMap
              latitude={draft.latitude}
              longitude={draft.longitude}
              mapStyleUrl={mapStyleUrl}
              onMove={(latitude, longitude) =>
                edit({
                  latitude: Number(formatCoordinate(latitude)),
                  longitude: Number(formatCoordinate(longitude)),
                })
              }
            />
          </Suspense>
        )}
      </div>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {mode === "rejecting" && (
        <form className="review-card__confirm" onSubmit={onReject}>
          <label className="field">
            <span className="field__label">{t("admin.review.rejectReason")}</span>
            <textarea
              ref={reasonRef}
              className="field__input"
              rows={2}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          <div className="review-card__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t("admin.reject")}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setMode("view")}>
              {t("admin.cancel")}
            </button>
          </div>
        </form>
      )}
      {mode === "deleting" && (
        <div className="review-card__confirm" role="group" aria-label={t("admin.review.confirmDeletion")}>
          <p>{t("admin.review.deleteQuestion")}</p>
          <div className="review-card__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void run(() => remove({ variables: { id: event.id } }))}
            >
              {t("admin.review.yesDelete")}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setMode("view")}>
              {t("admin.cancel")}
            </button>
          </div>
        </div>
      )}
      {mode === "view" && (
        <div className="review-card__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void onApprove()}
          >
            {t("admin.approve")}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => setMode("rejecting")}>
            {t("admin.review.rejectMore")}
          </button>
          <button type="button" className="button" disabled={busy || !dirty} onClick={() => void run(save)}>
            {t("admin.review.saveChanges")}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setMode("deleting")}>
            {t("admin.review.deleteMore")}
          </button>
        </div>
      )}
    </article>
  );
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
