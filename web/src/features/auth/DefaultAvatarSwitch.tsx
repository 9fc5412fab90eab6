import { useMutation } from "@apollo/client/react";
import { messages } from "@incident-watch/schema";
import { useState } from "react";
import { FormMessage } from "../../components/FormMessage";
import { describeFailure, serverMessageOr } from "../../lib/callFailure";
import type { AuthUser } from "./authStorage";
import { updateSettingsMutation } from "./settings.graphql";
import { useApplyUserChange } from "./useApplyUserChange";
import { useT, type Shown } from "../../i18n";

/** The "Use default avatar" setting: the coloured letter instead of the picture, everywhere. */
export function DefaultAvatarSwitch({ user }: { user: AuthUser }) {
  const t = useT("auth");
  const [updateSettings, { loading }] = useMutation(updateSettingsMutation);
  const applyUserChange = useApplyUserChange();
  const [error, setError] = useState<Shown>("");
  // the switch shows the choice at once; a refusal puts it back
  const [pending, setPending] = useState<boolean | null>(null);

  async function onChange(useDefaultAvatar: boolean) {
    setError("");
    setPending(useDefaultAvatar);
    try {
      const { data } = await updateSettings({ variables: { input: { useDefaultAvatar } } });
      const saved = data!.updateSettings;
      applyUserChange({ useDefaultAvatar: saved.useDefaultAvatar, profilePicture: saved.profilePicture });
    } catch (failure) {
      setError(serverMessageOr(describeFailure(failure), messages.settingsFailed));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="avatar-switch">
      <label className="avatar-switch__label">
        <input
          type="checkbox"
          role="switch"
          checked={pending ?? Boolean(user.useDefaultAvatar)}
          disabled={loading}
          onChange={(event) => void onChange(event.target.checked)}
        />
        <span>{t("auth.defaultAvatar.label")}</span>
      </label>
      <p className="field__hint">{t("auth.defaultAvatar.hint")}</p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </div>
  );
}
