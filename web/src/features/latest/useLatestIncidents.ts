import { useQuery, useSubscription } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { appSocketStatus } from "../../app/socketStatus";
import type { LatestChangedSubscription, LatestIncidentFragment } from "../../gql/graphql";
import { latestChangedSubscription, latestIncidentsQuery } from "./latest.graphql";

export const LATEST_PAGE_SIZE = 30;

/** An incident of the list: a published one always has its publication time. */
export type LatestRow = LatestIncidentFragment & { publishedAt: string };

type LiveIncident = NonNullable<LatestChangedSubscription["incidentChanged"]["incident"]>;

/** A live incident as a row; its title is as written until the page is read again (no translation yet). */
function rowOf(incident: LiveIncident, publishedAt: string, titleLanguage: string | null): LatestRow {
  return { ...incident, titleLanguage: titleLanguage ?? "", translations: [], publishedAt };
}

/**
 * The published incidents, newest publication first, a page at a time, kept live: one published while the
 * page is open goes on top, a correction shows at once, a withdrawal leaves. After the live feed was lost
 * (a restart), the first page is read again, since changes may have been missed meanwhile.
 */
export function useLatestIncidents(language: string) {
  const { data, loading, error, fetchMore, refetch } = useQuery(latestIncidentsQuery, {
    variables: { first: LATEST_PAGE_SIZE, language },
    notifyOnNetworkStatusChange: true,
  });
  // what came live, newest first, and the incidents it changed or took away
  const [arrived, setArrived] = useState<LatestRow[]>([]);
  const [changed, setChanged] = useState<ReadonlyMap<string, LatestRow>>(new Map());
  const [withdrawn, setWithdrawn] = useState<ReadonlySet<string>>(new Set());

  useSubscription(latestChangedSubscription, {
    onData: ({ data: live }) => {
      const event = live.data?.incidentChanged;
      if (!event) return;
      if (event.change === "withdrawn" || !event.incident) {
        setWithdrawn((previous) => new Set(previous).add(event.id));
        return;
      }
      const incident = event.incident;
      if (event.change === "published") {
        setWithdrawn((previous) => new Set([...previous].filter((id) => id !== event.id)));
        setArrived((previous) => [
          rowOf(incident, event.changedAt, null),
          ...previous.filter((row) => row.id !== event.id),
        ]);
        return;
      }
      setChanged((previous) => new Map(previous).set(event.id, rowOf(incident, event.changedAt, null)));
    },
  });

  const readAgain = useCallback(() => {
    setArrived([]);
    setChanged(new Map());
    setWithdrawn(new Set());
    return refetch();
  }, [refetch]);
  useEffect(() => appSocketStatus.onReconnect(() => void readAgain()), [readAgain]);

  const connection = data?.events;
  const rows = useMemo(() => {
    const live = new Set(arrived.map((row) => row.id));
    const loaded = (connection?.edges ?? [])
      .map(({ node }) => node)
      .filter((row): row is LatestRow => row.publishedAt !== null && !live.has(row.id));
    return [...arrived, ...loaded]
      .filter((row) => !withdrawn.has(row.id))
      .map((row) => {
        const correction = changed.get(row.id);
        if (!correction) return row;
        // a new title makes the translations out of date
        const sameTitle = correction.title === row.title;
        return {
          ...row,
          ...correction,
          titleLanguage: row.titleLanguage,
          translations: sameTitle ? row.translations : [],
          publishedAt: row.publishedAt,
        };
      });
  }, [arrived, changed, withdrawn, connection]);

  const showMore = useCallback(() => {
    if (!connection?.pageInfo.endCursor) return;
    void fetchMore({
      variables: { after: connection.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        events: {
          ...fetchMoreResult.events,
          edges: [...previous.events.edges, ...fetchMoreResult.events.edges],
        },
      }),
    });
  }, [connection, fetchMore]);

  return {
    rows,
    loaded: Boolean(connection),
    loading,
    error,
    hasMore: Boolean(connection?.pageInfo.hasNextPage),
    arrivedCount: arrived.length,
    showMore,
    retry: readAgain,
  };
}
