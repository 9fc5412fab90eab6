import type { EntityManager } from "@mikro-orm/postgresql";
import { onlineSince } from "./activity.js";
import { membersById } from "./member-reads.js";

/** A member by id and the name others see. */
export interface NamedMember {
  id: string;
  username: string;
}

/** Members by their usernames' keys (a post's mentions), in one query; names no one has are left out. */
export async function membersByNameKey(em: EntityManager, keys: readonly string[]): Promise<NamedMember[]> {
  if (keys.length === 0) return [];
  return em.execute<NamedMember[]>("select id, username from users where username_key in (?)", [[...keys]]);
}

/** Members' usernames by id, in one query (the names beside what they did); the deleted are left out. */
export async function usernamesById(em: EntityManager, ids: readonly string[]): Promise<Map<string, string>> {
  const members = await membersById<NamedMember>(
    em,
    "select id, username from users where id = any(?::uuid[])",
    ids,
  );
  return new Map([...members].map(([id, member]) => [id, member.username]));
}

/** Whether the member's account is under a day old (the forum's first-day limits); false for none. */
export async function joinedWithinADay(em: EntityManager, userId: string): Promise<boolean> {
  const [row] = await em.execute<{ first_day: boolean }[]>(
    "select created_at > now() - interval '1 day' as first_day from users where id = ?",
    [userId],
  );
  return row?.first_day === true;
}

/** The member's username and e-mail address, read in `tx` (what their deletion erases elsewhere); null for none. */
export async function nameAndAddress(
  tx: EntityManager,
  userId: string,
): Promise<{ username: string; email: string } | null> {
  const [row] = await tx.execute<{ username: string; email: string }[]>(
    "select username, email from users where id = ?",
    [userId],
  );
  return row ?? null;
}

/** How many members there are, and how many are online (the forum's statistics). */
export async function memberCounts(em: EntityManager): Promise<{ members: number; online: number }> {
  const [row] = await em.execute<{ members: number; online: number }[]>(
    `select (select count(*)::int from users) as members,
            (select count(*)::int from users where last_active_at > ?) as online`,
    [onlineSince()],
  );
  return { members: Number(row!.members), online: Number(row!.online) };
}
