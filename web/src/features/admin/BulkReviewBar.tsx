import { useApolloClient, useMutation } from "@apollo/client/react";
import { rejectionReasonError } from "@incident-watch/schema";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { useMessageText, useT, type Shown } from "../../i18n";
import { approveEventMutation, rejectEventMutation, REVIEW_REFETCH } from "./admin.graphql";
import { reviewFailure } from "./reviewFailure";

interface Card {
  id: string;
  title: string;
}

interface Outcome {
  action: "approve" | "reject";
  done: number;
  refused: { id: string; title: string; why: Shown }[];
}

interface Props {
  /** The cards on this page, in the queue's order. */
  cards: Card[];
  checked: ReadonlySet<string>;
  onCheckedChange(checked: Set<string>): void;
}

/**
 * The queue's selection: select all, how many are selected, and approve or reject them at once. Each card
 * is reviewed by its own request, as its own buttons would, so one refused (deleted meanwhile, a ban)
 * stops none of the others; the refused are listed with the server's reason and stay selected.
 */
export function BulkReviewBar({ cards, checked, onCheckedChange }: Props) {
  const t = useT("admin");
  const messageText = useMessageText();
  const client = useApolloClient();
  const [approve] = useMutation(approveEventMutation);
  const [reject] = useMutation(rejectEventMutation);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const reasonId = useId();
  const chosen = cards.filter((card) => checked.has(card.id));
  const allChecked = cards.length > 0 && chosen.length === cards.length;

  useEffect(() => {
    if (rejecting) reasonRef.current?.focus();
  }, [rejecting]);

  const review = async (action: Outcome["action"], each: (id: string) => Promise<unknown>) => {
    setBusy(true);
    setOutcome(null);
    const refused: Outcome["refused"] = [];
    for (const card of chosen) {
      try {
        await each(card.id);
      } catch (failure) {
        refused.push({ ...card, why: reviewFailure(failure, t) });
      }
    }
    await client.refetchQueries({ include: REVIEW_REFETCH });
    setOutcome({ action, done: chosen.length - refused.length, refused });
    onCheckedChange(new Set(refused.map((card) => card.id)));
    setBusy(false);
  };
  const onReject = (submit: FormEvent) => {
    submit.preventDefault();
    // one reason for all, checked once as the single rejection checks it
    const error = rejectionReasonError(reason);
    setProblem(error ?? null);
    if (error) return;
    setRejecting(false);
    void review("reject", (id) => reject({ variables: { id, reason } }));
  };

  if (cards.length === 0 && !outcome) return null;
  return (
    <div className="bulk-review" role="group" aria-label={t("admin.bulk.group")}>
      <div className="bulk-review__bar">
        <label className="bulk-review__all">
          <input
            type="checkbox"
            checked={allChecked}
            disabled={cards.length === 0}
            onChange={(e) => onCheckedChange(new Set(e.target.checked ? cards.map((card) => card.id) : []))}
          />
          {t("admin.bulk.selectAll")}
        </label>
        <span aria-live="polite">{t("admin.bulk.count", { count: chosen.length })}</span>
        <button
          type="button"
          className="button button--primary"
          disabled={busy || chosen.length === 0}
          onClick={() => void review("approve", (id) => approve({ variables: { id } }))}
        >
          {t("admin.bulk.approve")}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || chosen.length === 0}
          onClick={() => setRejecting(true)}
        >
          {t("admin.bulk.reject")}
        </button>
      </div>
      {rejecting && (
        <form className="bulk-review__reason" onSubmit={onReject}>
          <label className="field__label" htmlFor={reasonId}>
            {t("admin.bulk.reason")}
          </label>
          <textarea
            id={reasonId}
            ref={reasonRef}
            className="field__input"
            rows={2}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {problem && <FormMessage tone="error">{problem}</FormMessage>}
          <div className="review-card__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t("admin.reject")}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setRejecting(false)}>
              {t("admin.cancel")}
            </button>
          </div>
        </form>
      )}
      {outcome && (
        <div role="status" className="bulk-review__outcome">
          <p>
            {outcome.action === "approve"
              ? t("admin.bulk.approved", { count: outcome.done })
              : t("admin.bulk.rejected", { count: outcome.done })}
          </p>
          {outcome.refused.length > 0 && (
            <>
              <p>{t("admin.bulk.refused")}</p>
              <ul>
                {outcome.refused.map((card) => (
                  <li key={card.id}>
                    <strong>{card.title}</strong>: {messageText(card.why)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
