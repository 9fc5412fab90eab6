import { useQuery } from "@apollo/client/react";
import { formatIncidentDate, typeBadge, typeName } from "../../lib/eventFormat";
import { incidentListQuery } from "./data/map.graphql";

const PAGE_SIZE = 50;

/** Every published incident as a plain list, newest first: what the map shows, without WebGL. */
export function IncidentList() {
  const { data, loading, error, fetchMore } = useQuery(incidentListQuery, {
    variables: { first: PAGE_SIZE },
  });
  if (loading && !data) return <p role="status">Loading incidents…</p>;
  if (error && !data)
    return <p role="alert">The incidents could not be loaded. Please reload the page to try again.</p>;
  const connection = data?.events;
  if (!connection || connection.edges.length === 0) return <p>No incidents have been published yet.</p>;
  return (
    <>
      <p className="incident-list__count">{connection.totalCount} incidents</p>
      <ul className="incident-list">
        {connection.edges.map(({ node }) => (
          <li key={node.id} className="incident-list__item">
            <span className={`type-badge type-badge--${node.type}`} title={typeName(node.type)}>
              {typeBadge(node.type)}
            </span>
            <div>
              <p className="incident-list__title">{node.title}</p>
              <p className="incident-list__meta">
                <time dateTime={node.date}>{formatIncidentDate(node.date, node.timePrecision)}</time> ·{" "}
                <a href={node.sourceUrl} target="_blank" rel="noopener noreferrer">
                  Read full article
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
          Show more incidents
        </button>
      )}
    </>
  );
}
