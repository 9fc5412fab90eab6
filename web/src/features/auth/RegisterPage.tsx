import { validateRegister, type FieldErrors } from "@incident-watch/schema";
import { useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import { focusFirstInvalid, TextField } from "../../components/TextField";
import { describeFailure, fieldErrorsFromServer, registerErrorMessage } from "../../lib/callFailure";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { useFormFields } from "../../lib/useFormFields";
import { CaptchaField, captchaTexts, useCaptchaAnswer, useCaptchaProvider } from "../captcha";
import { AgeConfirmation } from "./AgeConfirmation";
import { useAuth } from "./useAuth";
import "./auth.css";
import { useClearAfterFailedAttempt, useReturnToOrigin } from "./useReturnToOrigin";
import { useT, type Shown } from "../../i18n";

type Field = "username" | "email" | "password" | "confirmPassword" | "ageConfirmed" | "captcha";
const FIELDS = new Set<Field>([
  "username",
  "email",
  "password",
  "confirmPassword",
  "ageConfirmed",
  "captcha",
]);

export function RegisterPage() {
  const t = useT("auth");
  useDocumentTitle(t("auth.register.title"));
  useClearAfterFailedAttempt();
  const texts = captchaTexts(useCaptchaProvider());
  const { register } = useAuth();
  const returnToOrigin = useReturnToOrigin();
  const [search] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, field } = useFormFields<
    { username: string; email: string; password: string; confirmPassword: string },
    "ageConfirmed" | "captcha"
  >({ username: "", email: "", password: "", confirmPassword: "" });
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const captcha = useCaptchaAnswer(() => setErrors((current) => ({ ...current, captcha: undefined })));
  const [formError, setFormError] = useState<Shown | null>(null);
  const [status, setStatus] = useState<"idle" | "submitting" | "done">("idle");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: FieldErrors<Field> = validateRegister(
      { ...values, ageConfirmed },
      { withConfirmation: true },
    );
    if (!captcha.token) problems.captcha = texts.required;
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setStatus("submitting");
    try {
      const { username, email, password } = values;
      await register({
        username: username.trim(),
        email: email.trim(),
        password,
        captchaToken: captcha.token,
        ageConfirmed,
      });
      setStatus("done");
      returnToOrigin();
    } catch (error) {
      setStatus("idle");
      const failure = describeFailure(error);
      const fromServer = fieldErrorsFromServer(failure, FIELDS);
      if (failure.code === "CAPTCHA_FAILED") setErrors({ captcha: texts.failed });
      else if (Object.keys(fromServer).length > 0) setErrors(fromServer);
      else setFormError(registerErrorMessage(failure));
      captcha.startOver();
    }
  }

  return (
    <section className="panel auth-page" aria-labelledby="register-title">
      <h1 id="register-title">{t("auth.register.title")}</h1>
      <p className="auth-page__intro">{t("auth.register.intro")}</p>
      <form ref={formRef} className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField label={t("auth.username")} autoComplete="username" {...field("username")} />
        <TextField label={t("auth.email")} type="email" autoComplete="email" {...field("email")} />
        <TextField
          label={t("auth.password")}
          type="password"
          autoComplete="new-password"
          {...field("password")}
        />
        <TextField
          label={t("auth.confirmPassword")}
          type="password"
          autoComplete="new-password"
          {...field("confirmPassword")}
        />
        <AgeConfirmation
          checked={ageConfirmed}
          onChange={(checked) => {
            setAgeConfirmed(checked);
            if (checked) setErrors((current) => ({ ...current, ageConfirmed: undefined }));
          }}
          error={errors.ageConfirmed}
        />
        <CaptchaField {...captcha.field} error={errors.captcha} />
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        {status === "done" && <FormMessage tone="success">{t("auth.register.done")}</FormMessage>}
        <SubmitButton
          busy={status === "submitting"}
          busyLabel={t("auth.register.busy")}
          disabled={status === "done"}
        >
          {t("auth.register.submit")}
        </SubmitButton>
      </form>
      <div className="auth-page__links">
        <span>
          {t("auth.register.haveAccount")}{" "}
          <Link to={{ pathname: "/forum/login", search: search.toString() }}>{t("auth.login.title")}</Link>
        </span>
      </div>
    </section>
  );
}
