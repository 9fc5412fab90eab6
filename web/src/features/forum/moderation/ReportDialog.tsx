import { useMutation } from "@apollo/client/react";
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReasonName } from "@incident-watch/schema";
import { useId, useState, type FormEvent } from "react";
import { FormMessage } from "../../../components/FormMessage";
import { Modal } from "../../../components/Modal";
import { SubmitButton } from "../../../components/SubmitButton";
import type { ReportReason } from "../../../gql/graphql";
import { forumErrorText } from "../data/forumErrors";
import { reportContentMutation } from "./moderation.graphql";
import type { ReportButtonProps } from "./ReportButton";

export const REPORT_SENT = "Thank you. The moderators will look at your report.";

/** Why (one of five reasons) and optionally more; says thank you, or why it was refused. */
export function ReportDialog({
  targetType,
  targetId,
  subject,
  onClose,
}: Omit<ReportButtonProps, "className"> & { onClose(): void }) {
  const textId = useId();
  const [reason, setReason] = useState<ReportReasonName | null>(null);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [send, { loading }] = useMutation(reportContentMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem("Choose a reason.");
      return;
    }
    setProblem(null);
    try {
      await send({
        variables: {
          input: { targetType, targetId, reason: reason as ReportReason, text: text.trim() || null },
        },
      });
      setSent(true);
    } catch (error) {
      setProblem(forumErrorText(error, "The report could not be sent. Please try again."));
    }
  };

  return (
    <Modal title={`Report ${subject}`} onClose={onClose}>
      {sent ? (
        <div className="report-dialog">
          <FormMessage tone="success">{REPORT_SENT}</FormMessage>
          <button type="button" className="button" onClick={onClose}>
            Done
          </button>
        </div>
      ) : (
        <form className="report-dialog" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="report-dialog__reasons">
            <legend>Why are you reporting it?</legend>
            {(Object.entries(REPORT_REASONS) as Array<[ReportReasonName, string]>).map(([value, label]) => (
              <label key={value} className="report-dialog__reason">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />{" "}
                {label}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor={textId}>
              Anything the moderators should know (optional)
            </label>
            <textarea
              id={textId}
              className="field__input"
              rows={3}
              maxLength={REPORT_TEXT_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          {problem && <FormMessage tone="error">{problem}</FormMessage>}
          <div className="report-dialog__actions">
            <SubmitButton busy={loading} busyLabel="Sending...">
              Send report
            </SubmitButton>
            <button type="button" className="button" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
