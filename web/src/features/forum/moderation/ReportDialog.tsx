import { useMutation } from "@apollo/client/react";
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReasonName } from "@incident-watch/schema";
import { useT } from "../../../i18n";
import { useId, useState, type FormEvent } from "react";
import { FormMessage } from "../../../components/FormMessage";
import { Modal } from "../../../components/Modal";
import { SubmitButton } from "../../../components/SubmitButton";
import type { ReportReason } from "../../../gql/graphql";
import { useForumErrorText } from "../data/useForumErrorText";
import { reportContentMutation } from "./moderation.graphql";
import { REASON_LABELS } from "./reasonLabels";
import type { ReportButtonProps } from "./ReportButton";

/** Why (one of five reasons) and optionally more; says thank you, or why it was refused. */
export function ReportDialog({
  targetType,
  targetId,
  subject,
  onClose,
}: Omit<ReportButtonProps, "className"> & { onClose(): void }) {
  const t = useT("thread");
  const errorText = useForumErrorText();
  const textId = useId();
  const [reason, setReason] = useState<ReportReasonName | null>(null);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [send, { loading }] = useMutation(reportContentMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setProblem(t("thread.report.chooseReason"));
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
      setProblem(errorText(error, t("thread.report.failed")));
    }
  };

  return (
    <Modal title={t("thread.report.title", { subject })} onClose={onClose}>
      {sent ? (
        <div className="report-dialog">
          <FormMessage tone="success">{t("thread.report.sent")}</FormMessage>
          <button type="button" className="button" onClick={onClose}>
            {t("thread.report.done")}
          </button>
        </div>
      ) : (
        <form className="report-dialog" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="report-dialog__reasons">
            <legend>{t("thread.report.why")}</legend>
            {(Object.keys(REPORT_REASONS) as ReportReasonName[]).map((value) => (
              <label key={value} className="report-dialog__reason">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />{" "}
                {t(REASON_LABELS[value])}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label className="field__label" htmlFor={textId}>
              {t("thread.report.details")}
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
            <SubmitButton busy={loading} busyLabel={t("thread.report.sending")}>
              {t("thread.report.send")}
            </SubmitButton>
            <button type="button" className="button" onClick={onClose}>
              {t("thread.cancel")}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
