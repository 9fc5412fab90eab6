import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import { CopyField } from "../../components/CopyField";
import type { SavedSearchFieldsFragment } from "../../gql/graphql";
import { KIND_LABELS, useFormat, useT, type MessageId } from "../../i18n";
import { ChannelFields, type Channels } from "./ChannelFields";
import { saveFailureMessage, savedSearchInput } from "./savedSearchInput";
import { WebhookLastCall } from "./WebhookLastCall";
import {
  deleteSavedSearchMutation,
  savedSearchesQuery,
  updateSavedSearchMutation,
} from "./savedSearches.graphql";

type Status =
  { kind: "idle" | "saving" | "saved" | "confirming" | "deleting" } | { kind: "error"; message: MessageId };

const channelsOf = (saved: SavedSearchFieldsFragment): Channels => ({
  bell: saved.bell,
  mailAtOnce: saved.mailAtOnce,
  push: saved.push,
  digest: saved.digest,
  webhookUrl: saved.webhookUrl ?? "",
});

/**
 * One saved search in the settings: what it looks for (countries named in the reader's language), its
 * feed's address in plain view, its channels to change, its webhook's secret, delete.
 */
export function SavedSearchItem({ saved }: { saved: SavedSearchFieldsFragment }) {
  const t = useT("alerts", "app");
  const format = useFormat();
  const id = useId();
  const [channels, setChannels] = useState<Channels>(() => channelsOf(saved));
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [update] = useMutation(updateSavedSearchMutation);
  const [remove] = useMutation(deleteSavedSearchMutation, { refetchQueries: [savedSearchesQuery] });
  const { filter } = saved;
  const looksFor = [
    ...(filter.kinds ?? []).map((kind) => t(KIND_LABELS[kind])),
    ...(filter.countries ?? []).map(format.country),
    ...(filter.titleContains ? [`“${filter.titleContains}”`] : []),
    ...(filter.bbox ? [t("alerts.summary.area")] : []),
    ...(saved.area
      ? [t("alerts.summary.within", { km: format.number(saved.area.radiusKm), place: saved.area.placeName })]
      : []),
  ];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ kind: "saving" });
    try {
      const input = {
        ...savedSearchInput(saved),
        ...channels,
        webhookUrl: channels.webhookUrl.trim() || null,
      };
      await update({ variables: { id: saved.id, input } });
      setStatus({ kind: "saved" });
    } catch (error) {
      setStatus({ kind: "error", message: saveFailureMessage(error) });
    }
  }

  async function onDelete() {
    setStatus({ kind: "deleting" });
    try {
      await remove({ variables: { id: saved.id } });
    } catch {
      setStatus({ kind: "error", message: "alerts.error.deleteFailed" });
    }
  }

  return (
    <li className="saved-search">
      <form className="form" onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-name`}>
        <h3 id={`${id}-name`}>{saved.name}</h3>
        <p className="saved-search__looks-for">
          {looksFor.length ? looksFor.join(" · ") : t("alerts.summary.everything")}
        </p>
        <ChannelFields
          idPrefix={id}
          channels={channels}
          onChange={(next) => {
            setChannels(next);
            setStatus({ kind: "idle" });
          }}
        />
        {saved.webhookUrl && saved.webhookLastCall && <WebhookLastCall call={saved.webhookLastCall} />}
        <CopyField label={t("alerts.feed")} value={saved.feedUrl} />
        {saved.webhookSecret && <CopyField label={t("alerts.webhookSecret")} value={saved.webhookSecret} />}
        {status.kind === "saved" && <FormMessage tone="success">{t("alerts.updated")}</FormMessage>}
        {status.kind === "error" && <FormMessage tone="error">{t(status.message)}</FormMessage>}
        <div className="saved-search__actions">
          <SubmitButton busy={status.kind === "saving"} busyLabel={t("alerts.saving")}>
            {t("alerts.update")}
          </SubmitButton>
          {status.kind === "confirming" || status.kind === "deleting" ? (
            <button
              type="button"
              className="button button--primary"
              disabled={status.kind === "deleting"}
              onClick={() => void onDelete()}
            >
              {t("alerts.confirmDelete", { name: saved.name })}
            </button>
          ) : (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setStatus({ kind: "confirming" })}
            >
              {t("alerts.delete")}
            </button>
          )}
        </div>
      </form>
    </li>
  );
}
