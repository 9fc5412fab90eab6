import { useSubscription } from "@apollo/client/react";
import { useEffect, useRef } from "react";
import { appSocketStatus } from "../../app/socketStatus";
import type { EventFilter } from "../../gql/graphql";
import { statisticsChangedSubscription } from "./statistics.graphql";

// changes that come together (a moderator working through the queue) are counted again once
const SETTLE_MS = 300;

/**
 * Keeps the statistics exact while the page is open: a published, corrected or withdrawn incident that
 * the filter concerns has them counted again, and so does the socket's return after it was lost (changes
 * may have been missed meanwhile).
 */
export function useLiveStatistics(filter: EventFilter, refetch: () => unknown) {
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  useSubscription(statisticsChangedSubscription, {
    variables: { filter },
    onData: () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void latest.current(), SETTLE_MS);
    },
  });
  useEffect(() => appSocketStatus.onReconnect(() => void latest.current()), []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
}
