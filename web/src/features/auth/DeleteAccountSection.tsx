import { useMutation } from "@apollo/client/react";
import { messages } from "@incident-watch/schema";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { SubmitButton } from "../../components/SubmitButton";
import { TextField } from "../../components/TextField";
import { describeFailure, serverMessageOr } from "../../lib/callFailure";
import { deleteAccountMutation } from "./auth.graphql";
import { useAuth } from "./useAuth";

/**
 * The settings' "Delete my account" (GDPR Art. 17): the password confirms it; the member is signed out
 * everywhere and lands on the forum. Staff are told to give up their role first (the server decides).
 */
export function DeleteAccountSection() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [deleteAccount, { loading }] = useMutation(deleteAccountMutation);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

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
      setError(
        serverMessageOr(describeFailure(failure), "Your account could not be deleted. Please try again."),
      );
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
      <h2 id="delete-account-title">Delete my account</h2>
      <p>
        Your account, sessions, reactions, reports and notifications are erased at once and you are signed out
        everywhere. Your posts stay in their threads, shown as written by a deleted member. Your username
        becomes free for others after 30 days. This cannot be undone.
      </p>
      <TextField
        label="Password to confirm"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error ?? undefined}
      />
      <SubmitButton busy={loading} busyLabel="Deleting...">
        Delete my account
      </SubmitButton>
    </form>
  );
}
