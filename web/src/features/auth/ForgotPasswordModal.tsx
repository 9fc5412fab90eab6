import { useMutation } from "@apollo/client/react";
import { messages, validateForgotPassword } from "@incident-watch/schema";
import { useRef, useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { Modal } from "../../components/Modal";
import { SubmitButton } from "../../components/SubmitButton";
import { focusFirstInvalid, TextField } from "../../components/TextField";
import { describeFailure, serverMessageOr, type ShownErrors } from "../../lib/callFailure";
import { CaptchaField, captchaTexts, useCaptchaAnswer, useCaptchaProvider } from "../captcha";
import { forgotPasswordMutation } from "./auth.graphql";
import { useT, type Shown } from "../../i18n";

type Status = "idle" | "loading" | "success" | "error";

/** 'Lost password': an email and a captcha; the server mails a reset link (spec §4). */
export function ForgotPasswordModal({ onClose }: { onClose(): void }) {
  const t = useT("app", "auth");
  const texts = captchaTexts(useCaptchaProvider());
  const [forgotPassword] = useMutation(forgotPasswordMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<ShownErrors<"email" | "captcha">>({});
  const captcha = useCaptchaAnswer(() => setErrors((current) => ({ ...current, captcha: undefined })));
  const [status, setStatus] = useState<Status>("idle");
  const [errorText, setErrorText] = useState<Shown>("");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateForgotPassword({ email, captchaToken: captcha.token });
    if (problems.captcha) problems.captcha = texts.required;
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setStatus("loading");
    try {
      await forgotPassword({ variables: { email: email.trim(), captchaToken: captcha.token } });
      setStatus("success");
    } catch (error) {
      const failure = describeFailure(error);
      setErrorText(
        failure.code === "CAPTCHA_FAILED"
          ? texts.failed
          : (failure.fields?.email ?? serverMessageOr(failure, messages.forgotPasswordFailed)),
      );
      setStatus("error");
      captcha.startOver();
    }
  }

  return (
    <Modal title={t("auth.forgot.title")} onClose={onClose}>
      {status === "success" ? (
        <>
          <FormMessage tone="success">{messages.forgotPasswordSent}</FormMessage>
          <div className="panel__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              {t("app.close")}
            </button>
          </div>
        </>
      ) : (
        <form ref={formRef} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <p className="auth-page__intro">{t("auth.forgot.intro")}</p>
          <TextField
            label={t("auth.email")}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <CaptchaField {...captcha.field} error={errors.captcha} />
          {status === "error" && <FormMessage tone="error">{errorText}</FormMessage>}
          <SubmitButton busy={status === "loading"} busyLabel={t("auth.forgot.busy")}>
            {t("auth.forgot.submit")}
          </SubmitButton>
        </form>
      )}
    </Modal>
  );
}
