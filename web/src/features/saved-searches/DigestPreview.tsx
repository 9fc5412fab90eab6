import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import type { EventFilter, SavedAreaInput } from "../../gql/graphql";
import { useEventWords } from "../../lib/useEventWords";
import { useT } from "../../i18n";
import { digestPreviewQuery } from "./savedSearches.graphql";

/** Whether the server refused for the member's previews of the minute (RATE_LIMITED). */
const tooFast = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.messageKey === "digestPreviewsTooFast";

/**
 * "Preview the digest" in the saved-search form: what a weekly digest of the filter as it would be saved
 * would have held over the last 7 days, counted by the server with the alerts' own matching, within the
 * circle around a place when one is chosen. A preview of another filter or area is hidden until asked
 * for again.
 */
export function DigestPreview({ filter, area }: { filter: EventFilter; area: SavedAreaInput | null }) {
  const t = useT("alerts", "messages");
  const words = useEventWords();
  const key = JSON.stringify([filter, area]);
  // the search asked for; useQuery rather than useLazyQuery, which would join every page's first load
  const [asked, setAsked] = useState<{
    filter: EventFilter;
    area: SavedAreaInput | null;
    key: string;
  } | null>(null);
  const { data, loading, error, refetch } = useQuery(digestPreviewQuery, {
    variables: asked ? { filter: asked.filter, area: asked.area } : { filter },
    skip: !asked,
    fetchPolicy: "network-only",
  });
  const shownFor = asked?.key ?? null;
  const preview = data?.digestPreview;
  const more = preview ? preview.count - preview.incidents.length : 0;

  return (
    <div className="digest-preview">
      <button
        type="button"
        className="button button--ghost"
        disabled={loading}
        onClick={() => {
          if (asked?.key === key) void refetch().catch(() => {});
          else setAsked({ filter, area, key });
        }}
      >
        {t("alerts.preview.show")}
      </button>
      <div className="digest-preview__result" role="status" aria-live="polite">
        {shownFor === key && loading && <p>{t("alerts.preview.loading")}</p>}
        {shownFor === key && !loading && error && (
          <p className="form-message form-message--error">
            {tooFast(error) ? t("messages.digestPreviewsTooFast") : t("alerts.preview.failed")}
          </p>
        )}
        {shownFor === key && !loading && !error && preview && (
          <>
            <p>
              {preview.count === 0
                ? t("alerts.preview.none")
                : t("alerts.preview.count", { count: preview.count })}
            </p>
            {preview.incidents.length > 0 && (
              <ul className="digest-preview__list">
                {preview.incidents.map((incident) => (
                  <li key={incident.id}>
                    <time dateTime={incident.date}>
                      {words.incidentDate(incident.date, incident.timePrecision)}
                    </time>{" "}
                    {incident.title}
                  </li>
                ))}
              </ul>
            )}
            {more > 0 && <p>{t("alerts.preview.more", { count: more })}</p>}
            {!preview.complete && <p>{t("alerts.preview.incomplete")}</p>}
          </>
        )}
      </div>
    </div>
  );
}
