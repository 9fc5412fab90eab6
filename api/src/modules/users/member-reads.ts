import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";
import type { User } from "./user.entity.js";

/** A member as others see them beside what they did (a notification's recipient and actor). */
export type ShownMember = Pick<
  User,
  "id" | "username" | "role" | "profilePicture" | "useDefaultAvatar" | "createdAt" | "lastActiveAt"
>;

const SHOWN = `select id, username, role, profile_picture as "profilePicture",
       use_default_avatar as "useDefaultAvatar", created_at as "createdAt", last_active_at as "lastActiveAt"
  from users where id = any(?::uuid[])`;

/**
 * The rows `select` reads for the distinct `ids` (its one parameter: `id = any(?::uuid[])`), by id, in one
 * query; no query for none. The users' reads by id all go through it.
 */
export async function membersById<T extends { id: string }>(
  em: EntityManager,
  select: string,
  ids: readonly string[],
): Promise<Map<string, T>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await em.execute<T[]>(select, [sqlArray(unique)]);
  return new Map(rows.map((row) => [row.id, row]));
}

function shown(em: EntityManager, ids: readonly string[], lock: string) {
  return membersById<ShownMember>(em, `${SHOWN}${lock}`, ids);
}

/** Members by id as others see them, in one query; the deleted are left out. */
export function shownMembers(em: EntityManager, ids: readonly string[]): Promise<Map<string, ShownMember>> {
  return shown(em, ids, "");
}

/**
 * shownMembers, each held until `tx` ends (the key-share lock a foreign key's check takes): none of them is
 * deleted before what `tx` writes about them commits, so a write that names a member names one who exists.
 */
export function holdMembers(tx: EntityManager, ids: readonly string[]): Promise<Map<string, ShownMember>> {
  return shown(tx, ids, " for key share");
}

/** Every member's id but `except`'s, each held as holdMembers holds them (a message to everyone). */
export async function holdEveryMember(tx: EntityManager, except: string): Promise<string[]> {
  const rows = await tx.execute<Array<{ id: string }>>("select id from users where id <> ? for key share", [
    except,
  ]);
  return rows.map((row) => row.id);
}
