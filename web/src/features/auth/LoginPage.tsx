import { validateLogin, type FieldErrors } from "@incident-watch/schema";
import { useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import { focusFirstInvalid, TextField } from "../../components/TextField";
import { describeFailure, loginErrorMessage } from "../../lib/callFailure";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useFormFields } from "../../lib/useFormFields";
import { CaptchaField, captchaTexts, useCaptchaAnswer, useCaptchaProvider } from "../captcha";
import { ForgotPasswordModal } from "./ForgotPasswordModal";
import { useAuth } from "./useAuth";
import "./auth.css";
import { useClearAfterFailedAttempt, useReturnToOrigin } from "./useReturnToOrigin";
import { useT, type Shown } from "../../i18n";

type Field = "username" | "password" | "captcha";

export function LoginPage() {
  const t = useT("auth");
  useDocumentTitle(t("auth.login.title"));
  useClearAfterFailedAttempt();
  const { login } = useAuth();
  const returnToOrigin = useReturnToOrigin();
  const [search] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, field } = useFormFields<
    { username: string; password: string },
    "captcha"
  >({ username: "", password: "" });
  // the server asks for the captcha after several failed sign-ins with a name; from then on the form shows it
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const texts = captchaTexts(useCaptchaProvider(captchaNeeded));
  const captcha = useCaptchaAnswer(() => setErrors((current) => ({ ...current, captcha: undefined })));
  const [formError, setFormError] = useState<Shown | null>(null);
  const [status, setStatus] = useState<"idle" | "submitting" | "done">("idle");
  const [forgotOpen, setForgotOpen] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: FieldErrors<Field> = validateLogin(values);
    if (captchaNeeded && !captcha.token) problems.captcha = texts.required;
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setStatus("submitting");
    try {
      await login({
        username: values.username.trim(),
        password: values.password,
        captchaToken: captcha.token || null,
      });
      setStatus("done");
      returnToOrigin();
    } catch (error) {
      setStatus("idle");
      const failure = describeFailure(error);
      if (failure.code === "CAPTCHA_REQUIRED") {
        setCaptchaNeeded(true);
        setErrors({ captcha: failure.message ?? texts.required });
      } else if (failure.code === "CAPTCHA_FAILED") setErrors({ captcha: texts.failed });
      else if (failure.fields && (failure.fields.username || failure.fields.password))
        setErrors(failure.fields);
      else setFormError(loginErrorMessage(failure));
      captcha.startOver();
    }
  }

  return (
    <section className="panel auth-page" aria-labelledby="login-title">
      <h1 id="login-title">{t("auth.login.title")}</h1>
      <p className="auth-page__intro">{t("auth.login.intro")}</p>
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField label={t("auth.username")} autoComplete="username" {...field("username")} />
        <TextField
          label={t("auth.password")}
          type="password"
          autoComplete="current-password"
          {...field("password")}
        />
        {captchaNeeded && <CaptchaField {...captcha.field} error={errors.captcha} />}
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        {status === "done" && <FormMessage tone="success">{t("auth.login.done")}</FormMessage>}
        <SubmitButton
          busy={status === "submitting"}
          busyLabel={t("auth.login.busy")}
          disabled={status === "done"}
        >
          {t("auth.login.submit")}
        </SubmitButton>
      </form>
      <div className="auth-page__links">
        <button type="button" className="link-button" onClick={() => setForgotOpen(true)}>
          {t("auth.login.forgot")}
        </button>
        <Link to={{ pathname: "/forum/register", search: search.toString() }}>{t("auth.login.create")}</Link>
      </div>
      {forgotOpen && <ForgotPasswordModal onClose={() => setForgotOpen(false)} />}
    </section>
  );
}
