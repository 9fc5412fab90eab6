import { useMutation } from "@apollo/client/react";
import { useState, type ReactNode } from "react";
import { FormMessage } from "../../components/FormMessage";
import type { ApiKeyFieldsFragment } from "../../gql/graphql";
import { useFormat, useT } from "../../i18n";
import { revokeApiKeyMutation } from "./apiKeys.graphql";

/**
 * One key: its name and hint, when it was made, used and expires, this month's use, its own limits, and
 * revoking it; `children` adds what staff may do with it.
 */
export function ApiKeyItem({
  apiKey: key,
  children,
}: {
  apiKey: ApiKeyFieldsFragment;
  children?: ReactNode;
}) {
  const t = useT("auth");
  const format = useFormat();
  const [revoke, { loading }] = useMutation(revokeApiKeyMutation);
  const [failed, setFailed] = useState(false);
  const when = (value: string) => format.instant(new Date(value));
  return (
    <li className={key.revokedAt ? "api-key api-key--revoked" : "api-key"}>
      <h3>
        {key.name} <code>{key.hint}…</code>
      </h3>
      <p>{t("auth.apiKeys.createdAt", { when: when(key.createdAt) })}</p>
      {key.expiresAt && <p>{t("auth.apiKeys.expiresAt", { when: when(key.expiresAt) })}</p>}
      <p>
        {key.lastUsedAt
          ? t("auth.apiKeys.lastUsed", { when: when(key.lastUsedAt) })
          : t("auth.apiKeys.neverUsed")}
      </p>
      <p>
        {t("auth.apiKeys.usage", {
          requests: format.number(key.requestsThisMonth),
          downloads: format.number(key.downloadsThisMonth),
        })}
      </p>
      {key.requestsPerMinute !== null && (
        <p>{t("auth.apiKeys.ownRequestLimit", { count: format.number(key.requestsPerMinute) })}</p>
      )}
      {key.downloadsPerMinute !== null && (
        <p>{t("auth.apiKeys.ownDownloadLimit", { count: format.number(key.downloadsPerMinute) })}</p>
      )}
      {children}
      {failed && <FormMessage tone="error">{t("auth.apiKeys.revokeFailed")}</FormMessage>}
      {key.revokedAt ? (
        <p>
          <strong>{t("auth.apiKeys.revokedAt", { when: when(key.revokedAt) })}</strong>
        </p>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          disabled={loading}
          aria-label={t("auth.apiKeys.revokeNamed", { name: key.name })}
          onClick={() => {
            setFailed(false);
            revoke({ variables: { id: key.id } }).catch(() => setFailed(true));
          }}
        >
          {t("auth.apiKeys.revoke")}
        </button>
      )}
    </li>
  );
}
