import { useSubscription } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { appSocketStatus } from "../../../app/socketStatus";
import type { LiveChange, LiveIncident } from "./liveChanges";
import { incidentChangedSubscription } from "./map.graphql";

/** How long a newly published incident stays ringed on the map. */
export const FRESH_HIGHLIGHT_MS = 8000;
// changes that come together are applied together: the worker indexes the incidents once for them
const BATCH_MS = 100;

export interface FreshIncident {
  incident: LiveIncident;
  /** Date.now() when it came */
  at: number;
}

/**
 * Follows incidentChanged while the map is open: each change goes to the clustering worker (batched),
 * and the incidents published since the page opened are kept (newest first, in their current state)
 * for the "new since you opened the map" note and the highlight. After the live feed was lost (a
 * restart), the worker reads the incidents again, since changes may have been missed meanwhile.
 */
export function useLiveIncidents(
  applyChanges: (changes: LiveChange[]) => void,
  reload: () => void,
  enabled = true,
) {
  const [fresh, setFresh] = useState<FreshIncident[]>([]);
  /** counts the changes applied, for what must be read again after one (a title search's matches) */
  const [version, setVersion] = useState(0);
  const queue = useRef<LiveChange[]>([]);
  const timer = useRef<number | undefined>(undefined);

  const take = useCallback(
    (change: LiveChange) => {
      queue.current.push(change);
      timer.current ??= window.setTimeout(() => {
        timer.current = undefined;
        applyChanges(queue.current.splice(0));
        setVersion((previous) => previous + 1);
      }, BATCH_MS);
      setFresh((previous) => {
        if (change.change === "withdrawn") return previous.filter((entry) => entry.incident.id !== change.id);
        const { incident } = change;
        const known = previous.some((entry) => entry.incident.id === incident.id);
        if (known)
          return previous.map((entry) =>
            entry.incident.id === incident.id ? { ...entry, incident } : entry,
          );
        return change.change === "published" ? [{ incident, at: Date.now() }, ...previous] : previous;
      });
    },
    [applyChanges],
  );

  useSubscription(incidentChangedSubscription, {
    skip: !enabled,
    onData: ({ data }) => {
      const event = data.data?.incidentChanged;
      if (!event) return;
      if (event.change === "withdrawn" || !event.incident) take({ change: "withdrawn", id: event.id });
      else {
        take({ change: event.change, incident: event.incident as LiveIncident });
        if (event.change === "published") ring(event.id);
      }
    },
  });

  useEffect(() => appSocketStatus.onReconnect(reload), [reload]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // a new incident is ringed for a few seconds
  const [ringed, setRinged] = useState<ReadonlySet<string>>(new Set());
  const ringTimers = useRef(new Set<number>());
  useEffect(() => {
    const timers = ringTimers.current;
    return () => timers.forEach((wait) => window.clearTimeout(wait));
  }, []);
  const ring = useCallback((id: string) => {
    setRinged((previous) => new Set(previous).add(id));
    const wait = window.setTimeout(() => {
      ringTimers.current.delete(wait);
      setRinged((previous) => new Set([...previous].filter((ringedId) => ringedId !== id)));
    }, FRESH_HIGHLIGHT_MS);
    ringTimers.current.add(wait);
  }, []);
  const highlighted = useMemo(() => fresh.filter((entry) => ringed.has(entry.incident.id)), [fresh, ringed]);

  return { fresh, highlighted, version };
}
