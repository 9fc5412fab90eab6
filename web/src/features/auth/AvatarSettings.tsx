import { AVATAR_MEDIA_TYPES, avatarFileProblem, messages } from "@incident-watch/schema";
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Avatar } from "../../components/Avatar";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import { useObjectUrl } from "../../lib/useObjectUrl";
import type { AuthUser } from "./authStorage";
import { AvatarRequestError, removeAvatar, uploadAvatar } from "./avatarUpload";
import { useApplyUserChange } from "./useApplyUserChange";
import { useT } from "../../i18n";

type Outcome = { tone: "error" | "success"; text: string } | null;

const failureText = (error: unknown) =>
  error instanceof AvatarRequestError ? error.message : messages.avatarUploadFailed;

/**
 * The profile picture: choose a file, see it as it will be cropped, then save it. Size and type are
 * checked here for an early message; the server decides from the bytes.
 */
export function AvatarSettings({ user }: { user: AuthUser }) {
  const t = useT("auth");
  const applyUserChange = useApplyUserChange();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const [busy, setBusy] = useState<"saving" | "removing" | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  function forgetChoice() {
    setFile(null);
    if (inputRef.current) inputRef.current.value = "";
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? avatarFileProblem(chosen) : undefined;
    setOutcome(problem ? { tone: "error", text: problem } : null);
    if (problem) forgetChoice();
    else setFile(chosen);
  }

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setOutcome({ tone: "error", text: messages.avatarMissing });
      inputRef.current?.focus();
      return;
    }
    setBusy("saving");
    try {
      const profilePicture = await uploadAvatar(file);
      applyUserChange({ profilePicture, useDefaultAvatar: false });
      forgetChoice();
      setOutcome({ tone: "success", text: messages.avatarSaved });
    } catch (error) {
      setOutcome({ tone: "error", text: failureText(error) });
    } finally {
      setBusy(null);
    }
  }

  async function onRemove() {
    setBusy("removing");
    try {
      await removeAvatar();
      applyUserChange({ profilePicture: null });
      forgetChoice();
      setOutcome({ tone: "success", text: messages.avatarRemoved });
    } catch (error) {
      setOutcome({ tone: "error", text: failureText(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <form
      className="form avatar-settings"
      noValidate
      onSubmit={(event) => void onSave(event)}
      aria-labelledby="avatar-title"
    >
      <h2 id="avatar-title">{t("auth.avatar.title")}</h2>
      <div className="avatar-settings__row">
        {preview ? (
          <img className="avatar avatar--xxl" src={preview} alt={t("auth.avatar.preview")} />
        ) : (
          <Avatar
            username={user.username}
            profilePicture={user.profilePicture}
            useDefaultAvatar={user.useDefaultAvatar}
            size="xxl"
          />
        )}
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t("auth.avatar.choose")}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="field__input"
            type="file"
            accept={AVATAR_MEDIA_TYPES.join(",")}
            onChange={onChoose}
          />
          <p className="field__hint">{t("auth.avatar.hint")}</p>
        </div>
      </div>
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      <div className="avatar-settings__actions">
        <SubmitButton
          busy={busy === "saving"}
          busyLabel={t("auth.avatar.uploading")}
          disabled={busy !== null}
        >
          {t("auth.avatar.save")}
        </SubmitButton>
        {user.profilePicture && (
          <button
            className="button button--ghost"
            type="button"
            disabled={busy !== null}
            onClick={() => void onRemove()}
          >
            {busy === "removing" ? t("auth.avatar.removing") : t("auth.avatar.remove")}
          </button>
        )}
      </div>
    </form>
  );
}
