import type { SavedSearchDigest } from "../../gql/graphql";
import { useT, type MessageId } from "../../i18n";

export interface Channels {
  bell: boolean;
  mailAtOnce: boolean;
  push: boolean;
  digest: SavedSearchDigest;
  webhookUrl: string;
}

const DIGESTS: Record<SavedSearchDigest, MessageId> = {
  none: "alerts.digest.none",
  daily: "alerts.digest.daily",
  weekly: "alerts.digest.weekly",
};

/** How a member hears of a saved search's new matches: the bell, push, mail at once, a digest, a webhook. */
export function ChannelFields({
  idPrefix,
  channels,
  onChange,
}: {
  idPrefix: string;
  channels: Channels;
  onChange(channels: Channels): void;
}) {
  const t = useT("alerts");
  const set = (change: Partial<Channels>) => onChange({ ...channels, ...change });
  return (
    <fieldset className="saved-search__channels">
      <legend>{t("alerts.channels")}</legend>
      <label className="check-field">
        <input type="checkbox" checked={channels.bell} onChange={(e) => set({ bell: e.target.checked })} />
        {t("alerts.bell")}
      </label>
      <label className="check-field">
        <input type="checkbox" checked={channels.push} onChange={(e) => set({ push: e.target.checked })} />
        {t("alerts.push")}
      </label>
      <label className="check-field">
        <input
          type="checkbox"
          checked={channels.mailAtOnce}
          onChange={(e) => set({ mailAtOnce: e.target.checked })}
        />
        {t("alerts.mailAtOnce")}
      </label>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-digest`}>
          {t("alerts.digest")}
        </label>
        <select
          id={`${idPrefix}-digest`}
          className="field__input"
          value={channels.digest}
          onChange={(e) => set({ digest: e.target.value as SavedSearchDigest })}
        >
          {Object.entries(DIGESTS).map(([digest, label]) => (
            <option key={digest} value={digest}>
              {t(label)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-webhook`}>
          {t("alerts.webhook")}
        </label>
        <input
          id={`${idPrefix}-webhook`}
          className="field__input"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={channels.webhookUrl}
          aria-describedby={`${idPrefix}-webhook-hint`}
          onChange={(e) => set({ webhookUrl: e.target.value })}
        />
      </div>
      <p className="field-hint" id={`${idPrefix}-webhook-hint`}>
        {t("alerts.webhookHint")}
      </p>
    </fieldset>
  );
}
