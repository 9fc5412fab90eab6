import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useT } from "../../i18n";
import { ApiKeyItem } from "./ApiKeyItem";
import { ApiKeyQuotaForm } from "./ApiKeyQuotaForm";
import { memberApiKeysQuery } from "./apiKeys.graphql";
import "./apiKeys.css";

/**
 * Staff: a member's API keys, asked for when opened; staff revoke any of them, and an admin also sets a
 * key's own limits.
 */
export function MemberApiKeys({
  userId,
  username,
  admin,
}: {
  userId: string;
  username: string;
  admin: boolean;
}) {
  const t = useT("admin", "auth");
  const [open, setOpen] = useState(false);
  const { data, error } = useQuery(memberApiKeysQuery, { variables: { userId }, skip: !open });
  const keys = data?.memberApiKeys;
  return (
    <details className="member-api-keys" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary aria-label={t("admin.users.apiKeysOf", { username })}>{t("admin.users.apiKeys")}</summary>
      {error && !keys && <p role="alert">{t("admin.users.apiKeysLoadFailed")}</p>}
      {keys?.length === 0 && <p>{t("admin.users.apiKeysEmpty")}</p>}
      {keys && keys.length > 0 && (
        <ul className="api-keys__list">
          {keys.map((key) => (
            <ApiKeyItem key={key.id} apiKey={key}>
              {admin && !key.revokedAt && <ApiKeyQuotaForm apiKey={key} />}
            </ApiKeyItem>
          ))}
        </ul>
      )}
    </details>
  );
}
