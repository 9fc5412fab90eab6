import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import { TextField } from "../../components/TextField";
import { T, useT, type MessageId } from "../../i18n";
import { useAuth } from "../auth";
import { ChannelFields, type Channels } from "./ChannelFields";
import { DigestPreview } from "./DigestPreview";
import { mapFilterInput, saveFailureMessage, type MapArea, type MapFilter } from "./savedSearchInput";
import { saveSearchMutation, savedSearchesQuery } from "./savedSearches.graphql";
import { circle, WhereFields, type Where } from "./WhereFields";
import "./savedSearches.css";

const NAME_MAX = 100;

/**
 * The map's "Save this search" form (its own lazy chunk, loaded when asked for): the map's filter, and
 * if the member wishes only the area in view or around a place, under a name, with how they want to hear of new matches.
 * Saving sends a test alert through each channel chosen.
 */
export function SaveSearchDialog({
  filter,
  area,
  onClose,
}: {
  filter: MapFilter;
  area: MapArea | null;
  onClose(): void;
}) {
  const t = useT("alerts");
  const id = useId();
  const { user, loading } = useAuth();
  const [name, setName] = useState("");
  const [where, setWhere] = useState<Where>({ kind: "everywhere", place: null, radiusKm: 25 });
  const [channels, setChannels] = useState<Channels>({
    bell: true,
    mailAtOnce: false,
    push: false,
    digest: "none",
    webhookUrl: "",
  });
  const [status, setStatus] = useState<
    { kind: "idle" | "saving" | "saved" } | { kind: "error"; message: MessageId }
  >({ kind: "idle" });
  const [save] = useMutation(saveSearchMutation, { refetchQueries: [savedSearchesQuery] });

  if (loading) return null;
  if (!user)
    return (
      <div className="saved-search-dialog" role="group" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{t("alerts.dialogTitle")}</h3>
        <p>
          <T ns="alerts" id="alerts.signIn" components={{ link: <Link to="/forum/login" /> }} />
        </p>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t("alerts.cancel")}
        </button>
      </div>
    );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > NAME_MAX) {
      setStatus({ kind: "error", message: "alerts.error.name" });
      return;
    }
    const place = where.kind === "place" ? where.place : null;
    if (where.kind === "place" && !place) {
      setStatus({ kind: "error", message: "alerts.error.place" });
      return;
    }
    setStatus({ kind: "saving" });
    try {
      await save({
        variables: {
          input: {
            name: trimmed,
            filter: mapFilterInput(filter, where.kind === "view" ? area : null),
            area: circle(where),
            bell: channels.bell,
            mailAtOnce: channels.mailAtOnce,
            push: channels.push,
            digest: channels.digest,
            webhookUrl: channels.webhookUrl.trim() || null,
          },
        },
      });
      setStatus({ kind: "saved" });
    } catch (error) {
      setStatus({ kind: "error", message: saveFailureMessage(error) });
    }
  }

  if (status.kind === "saved")
    return (
      <div className="saved-search-dialog" role="group" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{t("alerts.dialogTitle")}</h3>
        <FormMessage tone="success">{t("alerts.saved")}</FormMessage>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t("alerts.close")}
        </button>
      </div>
    );

  return (
    <form
      className="form saved-search-dialog"
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{t("alerts.dialogTitle")}</h3>
      <TextField
        label={t("alerts.name")}
        name="name"
        value={name}
        maxLength={NAME_MAX}
        required
        onChange={(e) => setName(e.target.value)}
      />
      <WhereFields
        idPrefix={id}
        where={where}
        viewBounds={area && t("alerts.areaBounds", { ...mapFilterInput(filter, area).bbox })}
        onChange={setWhere}
      />
      <ChannelFields idPrefix={id} channels={channels} onChange={setChannels} />
      <DigestPreview
        filter={mapFilterInput(filter, where.kind === "view" ? area : null)}
        area={circle(where)}
      />
      {status.kind === "error" && <FormMessage tone="error">{t(status.message)}</FormMessage>}
      <div className="saved-search__actions">
        <SubmitButton busy={status.kind === "saving"} busyLabel={t("alerts.saving")}>
          {t("alerts.save")}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t("alerts.cancel")}
        </button>
      </div>
    </form>
  );
}
