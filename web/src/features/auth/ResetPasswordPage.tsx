import { useMutation } from "@apollo/client/react";
import { messages, validateNewPassword } from "@incident-watch/schema";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import { focusFirstInvalid, TextField } from "../../components/TextField";
import { describeFailure, serverMessageOr } from "../../lib/callFailure";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useFormFields } from "../../lib/useFormFields";
import "./auth.css";
import { resetPasswordMutation } from "./auth.graphql";
import { T, useMessageText, useT, type Shown } from "../../i18n";

/** Spec §9: after a successful reset the page moves on to login after 3 seconds. */
export const RESET_REDIRECT_MS = 3_000;

type Status = "idle" | "loading" | "success" | "error";

export function ResetPasswordPage() {
  const t = useT("auth");
  const messageText = useMessageText();
  useDocumentTitle(t("auth.reset.title"));
  const [search] = useSearchParams();
  const token = search.get("token")?.trim() ?? "";
  const navigate = useNavigate();
  const [resetPassword] = useMutation(resetPasswordMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setErrors, field } = useFormFields({ newPassword: "", confirmPassword: "" });
  const [status, setStatus] = useState<Status>("idle");
  const [resultText, setResultText] = useState<Shown>("");

  useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(
      () => void navigate("/forum/login", { replace: true }),
      RESET_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [status, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateNewPassword(values, { withConfirmation: true });
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setStatus("loading");
    try {
      const { data } = await resetPassword({ variables: { token, newPassword: values.newPassword } });
      setResultText(data?.resetPassword || messages.passwordResetDone);
      setStatus("success");
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.fields?.newPassword) {
        setErrors({ newPassword: failure.fields.newPassword });
        setStatus("idle");
        return;
      }
      setResultText(serverMessageOr(failure, messages.resetPasswordFailed));
      setStatus("error");
    }
  }

  return (
    <section className="panel auth-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{t("auth.reset.title")}</h1>
      {!token ? (
        <>
          <FormMessage tone="error">{messages.resetTokenMissing}</FormMessage>
          <div className="auth-page__links">
            <Link to="/forum/login">{t("auth.reset.back")}</Link>
          </div>
        </>
      ) : status === "success" ? (
        <FormMessage tone="success">
          {messageText(resultText)} {t("auth.reset.redirecting")}
        </FormMessage>
      ) : (
        <form ref={formRef} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField
            label={t("auth.newPassword")}
            type="password"
            autoComplete="new-password"
            {...field("newPassword")}
          />
          <TextField
            label={t("auth.confirmNewPassword")}
            type="password"
            autoComplete="new-password"
            {...field("confirmPassword")}
          />
          {status === "error" && <FormMessage tone="error">{resultText}</FormMessage>}
          <SubmitButton busy={status === "loading"} busyLabel={t("auth.saving")}>
            {t("auth.reset.submit")}
          </SubmitButton>
          {status === "error" && (
            <p>
              <T ns="auth" id="auth.reset.requestNew" components={{ login: <Link to="/forum/login" /> }} />
            </p>
          )}
        </form>
      )}
    </section>
  );
}
