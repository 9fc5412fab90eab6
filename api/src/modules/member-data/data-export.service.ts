import type { EntityManager } from "@mikro-orm/postgresql";
import { unauthenticated } from "../../core/errors.js";
import type { Viewer } from "../../core/viewer.js";
import * as parts from "./data-export.queries.js";
import { readSnapshot } from "../../infra/transactions.js";

/** The sections of the export, in the order the file lists them, and the statement that reads each. */
const SECTIONS = {
  account: parts.EXPORT_ACCOUNT,
  threads: parts.EXPORT_THREADS,
  posts: parts.EXPORT_POSTS,
  postRevisions: parts.EXPORT_POST_REVISIONS,
  threadTitleRevisions: parts.EXPORT_TITLE_REVISIONS,
  reactions: parts.EXPORT_REACTIONS,
  reports: parts.EXPORT_REPORTS,
  notifications: parts.EXPORT_NOTIFICATIONS,
  sessions: parts.EXPORT_SESSIONS,
  bans: parts.EXPORT_BANS,
  follows: parts.EXPORT_FOLLOWS,
  apiKeys: parts.EXPORT_API_KEYS,
} as const;

export type DataExport = { exportedAt: string } & Record<keyof typeof SECTIONS, unknown>;

/**
 * A member's own data as one JSON document (GDPR Art. 15 and 20): the account, threads and their earlier
 * titles, posts (deleted ones too: they are still stored) and their earlier texts, reactions, reports
 * sent, notifications, sessions, bans, thread watches and API keys. Read in one repeatable-read transaction, so
 * the parts agree with each other.
 */
export class DataExportService {
  constructor(private readonly em: EntityManager) {}

  async exportFor(viewer: Viewer | null): Promise<DataExport> {
    if (!viewer) throw unauthenticated();
    return readSnapshot(this.em, async (tx) => {
      const document: Record<string, unknown> = { exportedAt: new Date().toISOString() };
      for (const [name, sql] of Object.entries(SECTIONS)) {
        const [row] = await tx.execute<{ value: unknown }[]>(sql, [viewer.id]);
        document[name] = row?.value ?? null;
      }
      return document as DataExport;
    });
  }
}
