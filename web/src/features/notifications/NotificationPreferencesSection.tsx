import { useMutation, useQuery } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import type { NotificationPreferencesInput } from "../../gql/graphql";
import { notificationPreferencesQuery, updateNotificationPreferencesMutation } from "./notifications.graphql";
import "./notifications.css";

type Preference = keyof Required<NotificationPreferencesInput>;

const CHOICES: { key: Preference; label: string }[] = [
  { key: "reply", label: "Replies in threads I write in or watch" },
  { key: "quote", label: "Quotes of my posts" },
  { key: "mention", label: "Mentions of my username" },
  { key: "reaction", label: "Reactions to my posts" },
  { key: "emailMissed", label: "E-mail me mentions and replies I have not seen within 10 minutes" },
];

/** Settings: which notifications a member gets; moderation and system messages always come. */
export function NotificationPreferencesSection() {
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
      <h2 id="notification-preferences-title">Notifications</h2>
      {loading && !stored ? (
        <p role="status">Loading notification preferences...</p>
      ) : error && !stored ? (
        <p>Notification preferences could not be loaded. Please try again later.</p>
      ) : (
        <fieldset className="notification-preferences">
          <legend>Notify me about</legend>
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
              {label}
            </label>
          ))}
          <p className="field-hint">Moderation notices and system messages are always sent.</p>
        </fieldset>
      )}
      {status === "saved" && <FormMessage tone="success">Notification preferences saved.</FormMessage>}
      {status === "error" && (
        <FormMessage tone="error">Notification preferences could not be saved. Please try again.</FormMessage>
      )}
      <SubmitButton busy={status === "saving"} busyLabel="Saving…" disabled={!stored}>
        Save notification preferences
      </SubmitButton>
    </form>
  );
}
