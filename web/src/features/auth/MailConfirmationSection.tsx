import { useMutation, useQuery } from "@apollo/client/react";
import { messages } from "@incident-watch/schema";
import { useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { describeFailure, serverMessageOr } from "../../lib/callFailure";
import { myMailConfirmationQuery, resendMailConfirmationMutation } from "./mailConfirmation.graphql";
import { useT, type Shown } from "../../i18n";

/**
 * The settings' notice while the member's mail address is unconfirmed (decision 135): until they open the
 * link mailed to it, the site mails them nothing else; they may ask for the link again.
 */
export function MailConfirmationSection() {
  const t = useT("auth");
  const { data } = useQuery(myMailConfirmationQuery, { fetchPolicy: "network-only" });
  const [resend, { loading }] = useMutation(resendMailConfirmationMutation);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<Shown>("");
  if (data?.me?.mailConfirmed !== false) return null;

  async function onResend() {
    setError("");
    setSent(false);
    try {
      await resend();
      setSent(true);
    } catch (failure) {
      setError(serverMessageOr(describeFailure(failure), messages.settingsFailed));
    }
  }

  return (
    <section className="form" aria-labelledby="mail-confirmation-title">
      <h2 id="mail-confirmation-title">{t("auth.mailConfirmation.title")}</h2>
      <p>{t("auth.mailConfirmation.explain")}</p>
      {sent && <FormMessage tone="success">{t("auth.mailConfirmation.sent")}</FormMessage>}
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <button type="button" className="button" disabled={loading} onClick={() => void onResend()}>
        {t("auth.mailConfirmation.resend")}
      </button>
    </section>
  );
}
