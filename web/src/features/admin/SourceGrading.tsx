import { useMutation } from "@apollo/client/react";
import {
  credibilityLabels,
  INFORMATION_CREDIBILITIES,
  reliabilityLabels,
  SOURCE_RELIABILITIES,
} from "@incident-watch/schema";
import { useState, type FormEvent } from "react";
import { gradeSourceMutation } from "./grading.graphql";
import { reviewFailure } from "./reviewFailure";

export interface GradedSource {
  id: string;
  reliability?: string | null;
  credibility?: number | null;
}

/**
 * A moderator's Admiralty grading of one of an incident's sources: its reliability (A–F) and its
 * information's credibility (1–6), saved as a public version of the incident (decision 100).
 */
export function SourceGrading({ source, number }: { source: GradedSource; number: number }) {
  const [grade] = useMutation(gradeSourceMutation, {
    refetchQueries: ["IncidentPage"],
    awaitRefetchQueries: true,
  });
  const [reliability, setReliability] = useState(source.reliability ?? "");
  const [credibility, setCredibility] = useState(source.credibility ? String(source.credibility) : "");
  const [state, setState] = useState<{ busy: boolean; error: string | null; saved: boolean }>({
    busy: false,
    error: null,
    saved: false,
  });
  const name = `Grade source ${number}`;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true, error: null, saved: false });
    try {
      await grade({ variables: { id: source.id, reliability, credibility: Number(credibility) } });
      setState({ busy: false, error: null, saved: true });
    } catch (failure) {
      setState({ busy: false, error: reviewFailure(failure), saved: false });
    }
  };
  return (
    <form className="source-grading" aria-label={name} onSubmit={(event) => void onSubmit(event)}>
      <label className="source-grading__field">
        <span>Reliability</span>
        <select value={reliability} onChange={(e) => setReliability(e.target.value)} required>
          <option value="" disabled>
            Not graded
          </option>
          {SOURCE_RELIABILITIES.map((letter) => (
            <option key={letter} value={letter}>
              {letter}: {reliabilityLabels[letter]}
            </option>
          ))}
        </select>
      </label>
      <label className="source-grading__field">
        <span>Credibility</span>
        <select value={credibility} onChange={(e) => setCredibility(e.target.value)} required>
          <option value="" disabled>
            Not graded
          </option>
          {INFORMATION_CREDIBILITIES.map((digit) => (
            <option key={digit} value={String(digit)}>
              {digit}: {credibilityLabels[digit]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button" disabled={state.busy}>
        Save grading
      </button>
      <span role="status" className="source-grading__status">
        {state.saved ? "Saved" : ""}
      </span>
      {state.error && (
        <span role="alert" className="field__error">
          {state.error}
        </span>
      )}
    </form>
  );
}
