import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import type { NotificationPreferencesInput } from "../../gql/graphql";
import { notificationPreferencesQuery, updateNotificationPreferencesMutation } from "./notifications.graphql";
import "./notifications.css";
import { useT, type MessageId } from "../../i18n";

type Preference = keyof Required<NotificationPreferencesInput>;

const CHOICES: { key: Preference; label: MessageId }[] = [
  { key: "reply", label: "notifications.prefs.reply" },
  { key: "quote", label: "notifications.prefs.quote" },
  { key: "mention", label: "notifications.prefs.mention" },
  { key: "reaction", label: "notifications.prefs.reaction" },
  { key: "emailMissed", label: "notifications.prefs.emailMissed" },
  { key: "incident", label: "notifications.prefs.incident" },
  { key: "followOwn", label: "notifications.prefs.followOwn" },
];

/** Settings: which notifications a member gets; moderation and system messages always come. */
export function NotificationPreferencesSection() {
  const t = useT("notifications");
  const { data, loading, error } = useQuery(notificationPreferencesQuery, { fetchPolicy: "network-only" });
  const [save] = useMutation(updateNotificationPreferencesMutation, {
    // the preferences have no id, so the cache is told what they are now
    update(cache, { data: saved }) {
      if (saved)
        cache.writeQuery({
          query: notificationPreferencesQuery,
          data: { notificationPreferences: saved.updateNotificationPreferences },
        });
    },
  });
  const [edits, setEdits] = useState<NotificationPreferencesInput>({});
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "error">("idle");
  const stored = data?.notificationPreferences;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus("saving");
    try {
      await save({ variables: { input: edits } });
      setEdits({});
      setStatus("saved");
    } catch {
      setStatus("error");
    }
  }

  return (
    <form
      className="form"
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="notification-preferences-title"
    >
      <h2 id="notification-preferences-title">{t("notifications.title")}</h2>
      {loading && !stored ? (
        <p role="status">{t("notifications.prefs.loading")}</p>
      ) : error && !stored ? (
        <p>{t("notifications.prefs.loadFailed")}</p>
      ) : (
        <fieldset className="notification-preferences">
          <legend>{t("notifications.prefs.legend")}</legend>
          {CHOICES.map(({ key, label }) => (
            <label key={key} className="checkbox-field">
              <input
                type="checkbox"
                checked={edits[key] ?? stored?.[key] ?? false}
                onChange={(event) => {
                  setEdits((current) => ({ ...current, [key]: event.target.checked }));
                  setStatus("idle");
                }}
              />
              {t(label)}
            </label>
          ))}
          <p className="field-hint">{t("notifications.prefs.always")}</p>
        </fieldset>
      )}
      {status === "saved" && <FormMessage tone="success">{t("notifications.prefs.saved")}</FormMessage>}
      {status === "error" && <FormMessage tone="error">{t("notifications.prefs.saveFailed")}</FormMessage>}
      <SubmitButton busy={status === "saving"} busyLabel={t("notifications.prefs.saving")} disabled={!stored}>
        {t("notifications.prefs.save")}
      </SubmitButton>
    </form>
  );
}
