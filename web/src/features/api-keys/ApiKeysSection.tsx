import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState, type FormEvent } from "react";
import { FormMessage } from "../../components/FormMessage";
import { SubmitButton } from "../../components/SubmitButton";
import { CopyField } from "../../components/CopyField";
import { useT, type MessageId } from "../../i18n";
import { ApiKeyItem } from "./ApiKeyItem";
import { apiKeysQuery, createApiKeyMutation } from "./apiKeys.graphql";
import "./apiKeys.css";

/** The expiries offered, in days; "" is never. */
const EXPIRIES = ["", "30", "90", "365"] as const;

const FAILURES: Record<string, MessageId> = {
  apiKeyNameRequired: "auth.apiKeys.error.name",
  apiKeyNameTooLong: "auth.apiKeys.error.nameTooLong",
  apiKeysTooMany: "auth.apiKeys.error.tooMany",
};

function failureMessage(error: unknown): MessageId {
  const key = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.messageKey : undefined;
  return (typeof key === "string" && FAILURES[key]) || "auth.apiKeys.error.failed";
}

/**
 * Settings: the member's API keys for their research tools (issue 56). A new key's secret is shown once,
 * right after it is made; the list shows each key's use this month, and revokes it.
 */
export function ApiKeysSection() {
  const t = useT("auth");
  const id = useId();
  const { data, loading, error } = useQuery(apiKeysQuery, { fetchPolicy: "cache-and-network" });
  const [create, { loading: creating }] = useMutation(createApiKeyMutation, {
    refetchQueries: [apiKeysQuery],
  });
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState<(typeof EXPIRIES)[number]>("");
  const [secret, setSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<MessageId | null>(null);
  const keys = data?.apiKeys;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSecret(null);
    try {
      const input = { name, expiresInDays: expiry ? Number(expiry) : null };
      const answer = await create({ variables: { input } });
      setSecret(answer.data?.createApiKey.secret ?? null);
      setName("");
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }

  return (
    <section className="api-keys" id="api-keys" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("auth.apiKeys.title")}</h2>
      <p className="field-hint">{t("auth.apiKeys.intro")}</p>
      <form className="form" onSubmit={(e) => void onSubmit(e)}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-name`}>
            {t("auth.apiKeys.name")}
          </label>
          <input
            id={`${id}-name`}
            className="field__input"
            type="text"
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-expiry`}>
            {t("auth.apiKeys.expiry")}
          </label>
          <select
            id={`${id}-expiry`}
            className="field__input"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value as (typeof EXPIRIES)[number])}
          >
            {EXPIRIES.map((days) => (
              <option key={days} value={days}>
                {days ? t("auth.apiKeys.expiryDays", { days: Number(days) }) : t("auth.apiKeys.expiryNever")}
              </option>
            ))}
          </select>
        </div>
        {failure && <FormMessage tone="error">{t(failure)}</FormMessage>}
        <SubmitButton busy={creating} busyLabel={t("auth.saving")}>
          {t("auth.apiKeys.create")}
        </SubmitButton>
      </form>
      {secret && <CopyField label={t("auth.apiKeys.secret")} value={secret} />}
      {loading && !keys ? (
        <p role="status">{t("auth.apiKeys.loading")}</p>
      ) : error && !keys ? (
        <p>{t("auth.apiKeys.loadFailed")}</p>
      ) : keys?.length ? (
        <ul className="api-keys__list">
          {keys.map((key) => (
            <ApiKeyItem key={key.id} apiKey={key} />
          ))}
        </ul>
      ) : (
        <p>{t("auth.apiKeys.empty")}</p>
      )}
    </section>
  );
}
