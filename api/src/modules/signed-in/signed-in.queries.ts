// A request's session with its member and any ban in force, in one statement on every request's path (a
// read model: changes.ts, `readModels`): auth's sessions, the users' members and the members' bans.
import type { EntityManager } from "@mikro-orm/postgresql";
import type { RoleName } from "@incident-watch/schema";
import { sqlArray } from "../../db/sql-array.js";
import { activeBanSql } from "../members/ban-guard.js";

/** A live session, its member and the ban in force on them, if any. */
export interface SignedInRow {
  token_hash: string;
  session_id: string;
  expires_at: Date;
  id: string;
  username: string;
  role: RoleName;
  last_active_at: Date | null;
  created_at: Date;
  banned: boolean;
  ban_reason: string | null;
  ban_ends_at: Date | null;
}

const SIGNED_IN = `select s.token_hash, s.id::text as session_id, s.expires_at, u.id, u.username, u.role, u.last_active_at, u.created_at,
            b.reason as ban_reason, b.ends_at as ban_ends_at, b.id is not null as banned
       from sessions s
       join users u on u.id = s.user_id
       left join user_bans b on b.user_id = u.id and ${activeBanSql("b")}
      where s.token_hash = any(?::text[]) and s.expires_at > now()`;

/** The live sessions among these token hashes, each with its member and ban: one statement. */
export function readSignedIn(em: EntityManager, hashes: readonly string[]): Promise<SignedInRow[]> {
  return em.execute<SignedInRow[]>(SIGNED_IN, [sqlArray(hashes)]);
}
