import { useMutation } from "@apollo/client/react";
import { messages, validateNewPassword, type FieldErrors } from "@incident-watch/schema";
import { useRef, useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import { focusFirstInvalid, TextField } from "../../components/TextField";
import { describeFailure, serverMessageOr } from "../../lib/callFailure";
import { useFormFields } from "../../lib/useFormFields";
import { changePasswordMutation } from "./auth.graphql";
import { useT, type Shown } from "../../i18n";

type Field = "currentPassword" | "newPassword" | "confirmPassword";
const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Changes the signed-in user's password; the server ends their other sessions. */
export function ChangePasswordForm() {
  const t = useT("auth");
  const [changePassword] = useMutation(changePasswordMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValues, setErrors, field } = useFormFields(EMPTY);
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "error">("idle");
  const [errorText, setErrorText] = useState<Shown>("");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: FieldErrors<Field> = {
      ...(values.currentPassword ? {} : { currentPassword: messages.currentPasswordRequired }),
      ...validateNewPassword(values, { withConfirmation: true }),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setStatus("saving");
    try {
      const { currentPassword, newPassword } = values;
      await changePassword({ variables: { currentPassword, newPassword } });
      setValues(EMPTY);
      setStatus("saved");
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.fields?.currentPassword || failure.fields?.newPassword) {
        setErrors({
          currentPassword: failure.fields.currentPassword,
          newPassword: failure.fields.newPassword,
        });
        setStatus("idle");
        focusFirstInvalid(formRef.current);
        return;
      }
      setErrorText(serverMessageOr(failure, messages.changePasswordFailed));
      setStatus("error");
    }
  }

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="change-password-title"
    >
      <h2 id="change-password-title">{t("auth.password.title")}</h2>
      <TextField
        label={t("auth.currentPassword")}
        type="password"
        autoComplete="current-password"
        {...field("currentPassword")}
      />
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
      {status === "saved" && <FormMessage tone="success">{messages.passwordChanged}</FormMessage>}
      {status === "error" && <FormMessage tone="error">{errorText}</FormMessage>}
      <SubmitButton busy={status === "saving"} busyLabel={t("auth.saving")}>
        {t("auth.password.title")}
      </SubmitButton>
    </form>
  );
}
