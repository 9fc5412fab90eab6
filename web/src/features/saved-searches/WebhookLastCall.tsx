import type { SavedSearchFieldsFragment } from "../../gql/graphql";
import { useFormat, useT, type MessageId } from "../../i18n";

type Call = NonNullable<SavedSearchFieldsFragment["webhookLastCall"]>;

/** How the last call (or test call) to a search's webhook ended, so a member sees a refused or failing one. */
export function WebhookLastCall({ call }: { call: Call }) {
  const t = useT("alerts");
  const format = useFormat();
  const when = format.instant(new Date(call.at));
  const message: MessageId =
    call.outcome === "delivered"
      ? "alerts.webhookCall.delivered"
      : call.outcome === "refused"
        ? "alerts.webhookCall.refused"
        : call.status != null
          ? "alerts.webhookCall.answered"
          : "alerts.webhookCall.unreached";
  return (
    <p className={`saved-search__webhook-call saved-search__webhook-call--${call.outcome}`}>
      {t(message, { call: call.test ? "test" : "match", when, status: call.status ?? 0 })}
    </p>
  );
}
