import { useMutation, useQuery } from "@apollo/client/react";
import {
  attributorLabels,
  confidenceLabels,
  partyLabels,
  type AttributionParty,
  type Attributor,
  type ConfidenceLevel,
} from "@incident-watch/schema";
import { useState } from "react";
import { Link } from "react-router-dom";
import { approveProposalMutation, pendingProposalsQuery, rejectProposalMutation } from "./proposals.graphql";

/** Members' proposed sources and attributions, reviewed in the queue beside submissions. */
export function ProposalQueue() {
  const queue = useQuery(pendingProposalsQuery, { fetchPolicy: "cache-and-network" });
  const refetch = { refetchQueries: [pendingProposalsQuery], awaitRefetchQueries: true };
  const [approve] = useMutation(approveProposalMutation, refetch);
  const [reject] = useMutation(rejectProposalMutation, refetch);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const proposals = queue.data?.pendingProposals ?? [];

  const run = (action: () => Promise<unknown>) => {
    setFailure(null);
    action().catch((error: Error) => setFailure(error.message));
  };

  return (
    <section aria-labelledby="proposals-title" className="review-queue__proposals">
      <h2 id="proposals-title">Proposed sources and attributions ({proposals.length})</h2>
      {failure && <p role="alert">{failure}</p>}
      {queue.data && proposals.length === 0 && <p>No proposals wait for review.</p>}
      <ul className="review-queue__list">
        {proposals.map((p) => (
          <li key={p.id} className="review-card" aria-label={`Proposal ${p.id}`}>
            <p>
              For <Link to={`/incident/${p.event?.id}`}>{p.event?.title ?? "an incident"}</Link>, by{" "}
              {p.proposer?.username ?? "a deleted account"}
            </p>
            {p.attribution && (
              <p>
                Attribution: {partyLabels[p.attribution.party as AttributionParty]} ·{" "}
                {confidenceLabels[p.attribution.confidence as ConfidenceLevel]} ·{" "}
                {attributorLabels[p.attribution.attributedBy as Attributor]}, {p.attribution.date}
                {p.attribution.sourceId !== "0" && <> · resting on source #{p.attribution.sourceId}</>}
              </p>
            )}
            {p.source && (
              <p>
                Source:{" "}
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
                Approve
              </button>
              <label>
                Reason
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
                Reject
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
