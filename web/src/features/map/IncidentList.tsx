import { useQuery } from "@apollo/client/react";
import { typeBadge } from "../../lib/eventFormat";
import { useEventWords } from "../../lib/useEventWords";
import { incidentListQuery } from "./data/map.graphql";
import { useT } from "../../i18n";

const PAGE_SIZE = 50;

/** Every published incident as a plain list, newest first: what the map shows, without WebGL. */
export function IncidentList() {
  const t = useT("map");
  const words = useEventWords();
  const { data, loading, error, fetchMore } = useQuery(incidentListQuery, {
    variables: { first: PAGE_SIZE },
  });
  if (loading && !data) return <p role="status">{t("map.loading")}</p>;
  if (error && !data) return <p role="alert">{t("map.loadFailed")}</p>;
  const connection = data?.events;
  if (!connection || connection.edges.length === 0) return <p>{t("map.none")}</p>;
  return (
    <>
      <p className="incident-list__count">{t("map.list.count", { count: connection.totalCount })}</p>
      <ul className="incident-list">
        {connection.edges.map(({ node }) => (
          <li key={node.id} className="incident-list__item">
            <span className={`type-badge type-badge--${node.type}`} title={words.typeName(node.type)}>
              {typeBadge(node.type)}
            </span>
            <div>
              <p className="incident-list__title">{node.title}</p>
              <p className="incident-list__meta">
                <time dateTime={node.date}>{words.incidentDate(node.date, node.timePrecision)}</time> ·{" "}
                <a href={node.sourceUrl} target="_blank" rel="noopener noreferrer">
                  {t("map.readFullArticle")}
                </a>
              </p>
            </div>
          </li>
        ))}
      </ul>
      {connection.pageInfo.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={loading}
          onClick={() =>
            void fetchMore({
              variables: { after: connection.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                events: {
                  ...fetchMoreResult.events,
                  edges: [...previous.events.edges, ...fetchMoreResult.events.edges],
                },
              }),
            })
          }
        >
          {t("map.showMore")}
        </button>
      )}
    </>
  );
}
