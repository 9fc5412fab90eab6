import { useMutation, useQuery } from "@apollo/client/react";
import type { AttributionParty, Attributor, ConfidenceLevel } from "@incident-watch/schema";
import { useState } from "react";
import { Link } from "react-router-dom";
import {
  ATTRIBUTOR_LABELS,
  CONFIDENCE_LABELS,
  PARTY_LABELS,
  T,
  useMessageText,
  useT,
  type Shown,
} from "../../i18n";
import { approveProposalMutation, pendingProposalsQuery, rejectProposalMutation } from "./proposals.graphql";
import { reviewFailure } from "./reviewFailure";

/** Members' proposed sources and attributions, reviewed in the queue beside submissions. */
export function ProposalQueue() {
  const t = useT("admin", "incident");
  const messageText = useMessageText();
  const queue = useQuery(pendingProposalsQuery, { fetchPolicy: "cache-and-network" });
  const refetch = { refetchQueries: [pendingProposalsQuery], awaitRefetchQueries: true };
  const [approve] = useMutation(approveProposalMutation, refetch);
  const [reject] = useMutation(rejectProposalMutation, refetch);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Shown | null>(null);
  const proposals = queue.data?.pendingProposals ?? [];

  const run = (action: () => Promise<unknown>) => {
    setFailure(null);
    action().catch((error: unknown) => setFailure(reviewFailure(error, t)));
  };

  return (
    <section aria-labelledby="proposals-title" className="review-queue__proposals">
      <h2 id="proposals-title">{t("admin.proposals.title", { count: proposals.length })}</h2>
      {failure && <p role="alert">{messageText(failure)}</p>}
      {queue.data && proposals.length === 0 && <p>{t("admin.proposals.empty")}</p>}
      <ul className="review-queue__list">
        {proposals.map((p) => (
          <li key={p.id} className="review-card" aria-label={t("admin.proposals.label", { id: p.id })}>
            <p>
              <T
                ns="admin"
                id="admin.proposals.for"
                values={{
                  title: p.event?.title ?? t("admin.proposals.anIncident"),
                  username: p.proposer?.username ?? t("admin.proposals.deletedAccount"),
                }}
                components={{ incident: <Link to={`/incident/${p.event?.id}`} /> }}
              />
            </p>
            {p.attribution && (
              <p>
                {t("admin.proposals.attribution")} {t(PARTY_LABELS[p.attribution.party as AttributionParty])}{" "}
                · {t(CONFIDENCE_LABELS[p.attribution.confidence as ConfidenceLevel])} ·{" "}
                {t(ATTRIBUTOR_LABELS[p.attribution.attributedBy as Attributor])}, {p.attribution.date}
                {p.attribution.sourceId !== "0" &&
                  ` · ${t("admin.proposals.restingOn", { id: p.attribution.sourceId })}`}
              </p>
            )}
            {p.source && (
              <p>
                {t("admin.proposals.source")}{" "}
                <a href={p.source.url} target="_blank" rel="noopener noreferrer nofollow">
                  {p.source.outlet ?? p.source.url}
                </a>
                {p.source.language && <> · {p.source.language}</>}
                {p.source.publishedDate && <> · {p.source.publishedDate}</>}
              </p>
            )}
            <div className="review-card__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => run(() => approve({ variables: { id: p.id } }))}
              >
                {t("admin.approve")}
              </button>
              <label>
                {t("admin.reason")}
                <input
                  value={reasons[p.id] ?? ""}
                  onChange={(e) => setReasons((r) => ({ ...r, [p.id]: e.target.value }))}
                />
              </label>
              <button
                type="button"
                className="button"
                disabled={!reasons[p.id]?.trim()}
                onClick={() => run(() => reject({ variables: { id: p.id, reason: reasons[p.id]! } }))}
              >
                {t("admin.reject")}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
