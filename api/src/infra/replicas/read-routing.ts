import type { MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../../config.js";
import type { Logger } from "../logger.js";
import type { Metrics } from "../metrics/metrics.js";
import type { TopicVersion } from "../unit-of-work.js";
import { watchReplicaMetrics } from "./replica-metrics.js";
import { watchReplicas, type ReplicaState } from "./replica-set.js";
import { createWritePositions } from "./write-positions.js";

/**
 * Reads sent to streaming standbys (DATABASE_REPLICA_URLS, decision 128): visitors' reads go to any standby
 * in rotation, a member's only to one that has replayed their last write; the rest stays on the primary.
 */
export interface ReadRouting extends TopicVersion {
  /** The standby for a read request of `userId` (null: a visitor), or null for the primary; counted. */
  chooseFor(userId: string | null): Promise<ReplicaState | null>;
  /**
   * Notes the primary's position after `userId`'s write, before their answer leaves; never fails (when the
   * primary does not answer, the write most likely failed with it, and that is logged).
   */
  noteWrite(userId: string): Promise<void>;
  close(): Promise<void>;
}

/** Null without standbys. `publicTopics` are the live topics that move the public data's versions. */
export function createReadRouting(
  orm: MikroORM,
  config: Config,
  parts: { logger: Logger; metrics: Metrics; publicTopics: readonly string[] },
): ReadRouting | null {
  const replicas = watchReplicas(orm, config.databaseReplicaUrls, {
    maxLagSeconds: config.databaseReplicaMaxLagSeconds,
    publicTopics: parts.publicTopics,
    logger: parts.logger,
  });
  if (!replicas) return null;
  const positions = createWritePositions({
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    keepMs: Math.max(300, config.databaseReplicaMaxLagSeconds * 10) * 1000,
    logger: parts.logger,
  });
  const routed = watchReplicaMetrics(parts.metrics, replicas);
  return {
    committed: (messages) => replicas.committed(messages),
    async chooseFor(userId) {
      let replica: ReplicaState | null = null;
      try {
        replica = replicas.choose(userId ? await positions.last(userId) : 0n);
      } catch {
        // without the member's last write position (Redis away), only the primary surely has it
      }
      routed(replica, userId ? "member" : "visitor");
      return replica;
    },
    async noteWrite(userId) {
      try {
        await positions.note(userId, await replicas.writePosition());
      } catch (error) {
        parts.logger.warn("Could not note a member's write position", { error: (error as Error).message });
      }
    },
    async close() {
      replicas.close();
      await positions.close();
    },
  };
}
