import { useMutation } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import type { ApiKeyFieldsFragment } from "../../gql/graphql";
import { useMessageText, useT, type Shown } from "../../i18n";
import { describeFailure } from "../../lib/callFailure";
import { setApiKeyQuotaMutation } from "./apiKeys.graphql";

const asLimit = (value: string) => (value.trim() === "" ? null : Number(value));

/** A limit a minute, from 1 to `max`; empty for the site's. */
function LimitField(props: { label: string; max: number; value: string; onChange(value: string): void }) {
  return (
    <label className="field">
      <span className="field__label">{props.label}</span>
      <input
        className="field__input"
        type="number"
        min={1}
        max={props.max}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}

/** Admins: a key's own limits a minute, in place of the site's for keys; empty is the site's. */
export function ApiKeyQuotaForm({ apiKey: key }: { apiKey: ApiKeyFieldsFragment }) {
  const t = useT("admin");
  const messageText = useMessageText();
  const id = useId();
  const [requests, setRequests] = useState(key.requestsPerMinute?.toString() ?? "");
  const [downloads, setDownloads] = useState(key.downloadsPerMinute?.toString() ?? "");
  const [outcome, setOutcome] = useState<{ saved: true } | { failure: Shown } | null>(null);
  const [save, { loading }] = useMutation(setApiKeyQuotaMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      await save({
        variables: {
          id: key.id,
          input: { requestsPerMinute: asLimit(requests), downloadsPerMinute: asLimit(downloads) },
        },
      });
      setOutcome({ saved: true });
    } catch (error) {
      const failure = describeFailure(error);
      const field = failure.fields && Object.values(failure.fields)[0];
      setOutcome({ failure: field ?? t("admin.actionFailed") });
    }
  };

  return (
    <form className="api-key__quota" onSubmit={(event) => void submit(event)} aria-describedby={`${id}-hint`}>
      <p id={`${id}-hint`}>{t("admin.apiKeys.siteLimitHint")}</p>
      <LimitField
        label={t("admin.apiKeys.requestsPerMinute")}
        max={1_000_000}
        value={requests}
        onChange={setRequests}
      />
      <LimitField
        label={t("admin.apiKeys.downloadsPerMinute")}
        max={10_000}
        value={downloads}
        onChange={setDownloads}
      />
      <button type="submit" className="button" disabled={loading}>
        {t("admin.apiKeys.saveLimits")}
      </button>
      {outcome && "saved" in outcome && (
        <FormMessage tone="success">{t("admin.apiKeys.limitsSaved")}</FormMessage>
      )}
      {outcome && "failure" in outcome && (
        <FormMessage tone="error">{messageText(outcome.failure)}</FormMessage>
      )}
    </form>
  );
}
