import { useMutation } from "@apollo/client/react";
import { INFORMATION_CREDIBILITIES, SOURCE_RELIABILITIES } from "@incident-watch/schema";
import { useState, type FormEvent } from "react";
import { CREDIBILITY_LABELS, RELIABILITY_LABELS, useMessageText, useT, type Shown } from "../../i18n";
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
  const t = useT("admin", "incident");
  const messageText = useMessageText();
  const [grade] = useMutation(gradeSourceMutation, {
    refetchQueries: ["IncidentPage"],
    awaitRefetchQueries: true,
  });
  const [reliability, setReliability] = useState(source.reliability ?? "");
  const [credibility, setCredibility] = useState(source.credibility ? String(source.credibility) : "");
  const [state, setState] = useState<{ busy: boolean; error: Shown | null; saved: boolean }>({
    busy: false,
    error: null,
    saved: false,
  });
  const name = t("admin.grading.name", { number });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true, error: null, saved: false });
    try {
      await grade({ variables: { id: source.id, reliability, credibility: Number(credibility) } });
      setState({ busy: false, error: null, saved: true });
    } catch (failure) {
      setState({ busy: false, error: reviewFailure(failure, t), saved: false });
    }
  };
  return (
    <form className="source-grading" aria-label={name} onSubmit={(event) => void onSubmit(event)}>
      <GradeSelect
        label={t("admin.grading.reliability")}
        value={reliability}
        onChange={setReliability}
        options={SOURCE_RELIABILITIES.map((letter) => [letter, t(RELIABILITY_LABELS[letter])])}
      />
      <GradeSelect
        label={t("admin.grading.credibility")}
        value={credibility}
        onChange={setCredibility}
        options={INFORMATION_CREDIBILITIES.map((digit) => [String(digit), t(CREDIBILITY_LABELS[digit])])}
      />
      <button type="submit" className="button" disabled={state.busy}>
        {t("admin.grading.save")}
      </button>
      <span role="status" className="source-grading__status">
        {state.saved ? t("admin.grading.saved") : ""}
      </span>
      {state.error && (
        <span role="alert" className="field__error">
          {messageText(state.error)}
        </span>
      )}
    </form>
  );
}

/** One scale of the grading: a required choice among its codes, each shown with its meaning. */
function GradeSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<[code: string, meaning: string]>;
}) {
  const t = useT("admin");
  return (
    <label className="source-grading__field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)} required>
        <option value="" disabled>
          {t("admin.grading.notGraded")}
        </option>
        {options.map(([code, meaning]) => (
          <option key={code} value={code}>
            {code}: {meaning}
          </option>
        ))}
      </select>
    </label>
  );
}
