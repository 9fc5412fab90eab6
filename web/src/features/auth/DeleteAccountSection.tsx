import { useMutation } from "@apollo/client/react";
import { messages } from "@incident-watch/schema";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { SubmitButton } from "../../components/SubmitButton";
import { TextField } from "../../components/TextField";
import { describeFailure, serverMessageOr } from "../../lib/callFailure";
import { deleteAccountMutation } from "./auth.graphql";
import { useAuth } from "./useAuth";
import { useT, type Shown } from "../../i18n";

/**
 * The settings' "Delete my account" (GDPR Art. 17): the password confirms it; the member is signed out
 * everywhere and lands on the forum. Staff are told to give up their role first (the server decides).
 */
export function DeleteAccountSection() {
  const t = useT("auth");
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [deleteAccount, { loading }] = useMutation(deleteAccountMutation);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<Shown | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!password) {
      setError(messages.passwordRequired);
      return;
    }
    try {
      await deleteAccount({ variables: { password } });
    } catch (failure) {
      setError(serverMessageOr(describeFailure(failure), t("auth.delete.failed")));
      return;
    }
    await logout();
    await navigate("/forum", { replace: true });
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="delete-account-title"
    >
      <h2 id="delete-account-title">{t("auth.delete.title")}</h2>
      <p>{t("auth.delete.explain")}</p>
      <TextField
        label={t("auth.delete.password")}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error ?? undefined}
      />
      <SubmitButton busy={loading} busyLabel={t("auth.delete.busy")}>
        {t("auth.delete.title")}
      </SubmitButton>
    </form>
  );
}
