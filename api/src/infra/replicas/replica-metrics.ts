import { Counter, Gauge } from "prom-client";
import type { Metrics } from "../metrics/metrics.js";
import type { ReadReplicas, ReplicaState } from "./replica-set.js";

/**
 * Each standby's lag and whether it is read from, read at each scrape, and the read requests sent to
 * each server; returns what counts one. Only with standbys: without them there is nothing to show.
 */
export function watchReplicaMetrics(
  metrics: Metrics,
  replicas: ReadReplicas,
): (replica: ReplicaState | null, reader: "visitor" | "member") => void {
  const registers = [metrics.registry];
  const labelNames = ["replica"] as const;
  const gauge = (name: string, help: string, value: (state: ReplicaState) => number) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      collect() {
        for (const state of replicas.states) this.set({ replica: state.label }, value(state));
      },
    });
  gauge(
    "iw_database_replica_lag_seconds",
    "How long ago the primary wrote the oldest change a standby had not replayed at the last check (0 when none).",
    (state) => state.lagSeconds,
  );
  gauge(
    "iw_database_replica_lag_bytes",
    "WAL the primary had written that a standby had not replayed at the last check.",
    (state) => state.lagBytes,
  );
  gauge(
    "iw_database_replica_in_rotation",
    "1 while a standby is read from; 0 while it is too far behind or does not answer.",
    (state) => (state.inRotation ? 1 : 0),
  );
  const reads = new Counter({
    name: "iw_database_read_requests_total",
    help: "Read requests by the server their reads went to (primary, or a standby's host:port/database) and reader (visitor, member).",
    labelNames: ["server", "reader"] as const,
    registers,
  });
  for (const server of ["primary", ...replicas.states.map((state) => state.label)])
    for (const reader of ["visitor", "member"]) reads.inc({ server, reader }, 0);
  return (replica, reader) => reads.inc({ server: replica?.label ?? "primary", reader });
}
