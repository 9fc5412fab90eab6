import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import { isStaffRole } from "@incident-watch/schema";
import type { Viewer } from "../../core/viewer.js";
import { readSignedIn, type SignedInRow } from "../signed-in/signed-in.queries.js";
import { ACTIVITY_RESOLUTION_MS, noteActivity } from "../users/activity.js";
import { Role } from "../users/role.js";
import { hashToken, MAX_TOKEN_LENGTH } from "./sessions.service.js";

/** What the auth module keeps for the app's lifetime. */
export interface AuthState {
  sessions: SessionLookups;
}

/** Most tokens one statement looks up. */
const BATCH = 500;

interface Waiting {
  resolve(viewer: Viewer | null): void;
  reject(error: unknown): void;
}

/**
 * Who session tokens name, looked up in batches: every token asked for within one turn of the event loop
 * is read in one statement, and the members' last activity is written in one more. A thousand pages
 * coming back after a restart cost the instance a few statements, not a thousand; a lone request waits
 * for nothing but its own turn.
 */
export class SessionLookups {
  private waiting = new Map<string, Waiting[]>();
  private scheduled = false;

  constructor(private readonly orm: MikroORM) {}

  /**
   * The signed-in viewer for a token, with the ban in force if any, or null when unknown, expired or
   * ended.
   */
  viewer(token: string | undefined): Promise<Viewer | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return Promise.resolve(null);
    const hash = hashToken(token);
    return new Promise((resolve, reject) => {
      const others = this.waiting.get(hash);
      if (others) others.push({ resolve, reject });
      else this.waiting.set(hash, [{ resolve, reject }]);
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => void this.lookUp());
    });
  }

  private async lookUp(): Promise<void> {
    const batch = this.waiting;
    this.waiting = new Map();
    this.scheduled = false;
    const hashes = [...batch.keys()];
    for (let start = 0; start < hashes.length; start += BATCH) {
      const part = hashes.slice(start, start + BATCH);
      try {
        const viewers = await readViewers(this.orm.em.fork(), part);
        for (const hash of part) for (const one of batch.get(hash)!) one.resolve(viewers.get(hash) ?? null);
      } catch (error) {
        for (const hash of part) for (const one of batch.get(hash)!) one.reject(error);
      }
    }
  }
}

/** The live sessions among `hashes`, by token hash; notes the activity of members not seen for a while. */
async function readViewers(em: EntityManager, hashes: string[]): Promise<Map<string, Viewer>> {
  const now = new Date();
  const rows = await readSignedIn(em, hashes);
  const idle = rows
    .filter(
      (row) =>
        now.getTime() - (row.last_active_at ? new Date(row.last_active_at).getTime() : 0) >=
        ACTIVITY_RESOLUTION_MS,
    )
    .map((row) => row.id);
  await noteActivity(em, idle, now);
  return new Map(rows.map((row) => [row.token_hash, viewerOf(row)]));
}

function viewerOf(row: SignedInRow): Viewer {
  const ban = row.banned
    ? { reason: row.ban_reason!, endsAt: row.ban_ends_at && new Date(row.ban_ends_at) }
    : null;
  return {
    id: row.id,
    username: row.username,
    // staff under a ban keep no staff rights while it lasts
    role: ban && isStaffRole(row.role) ? Role.user : row.role,
    sessionId: row.session_id,
    sessionExpiresAt: new Date(row.expires_at),
    memberSince: new Date(row.created_at),
    ban,
  };
}
