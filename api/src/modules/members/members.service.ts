import type { EntityManager } from "@mikro-orm/postgresql";
import { moderationMessages as m } from "@incident-watch/schema";
import { decodeCursor, encodeCursor, forwardPageInfo, isIsoInstant } from "../../core/cursor.js";
import { forbidden, ValidationError } from "../../core/errors.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import { User } from "../users/user.entity.js";
import { ACTIVE_BAN_SQL } from "./ban-guard.js";
import type { AdminDashboard, MemberRecordConnection } from "./members.type.js";

const FIRST_MAX = 100;
const SEARCH_MAX = 200;
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What staff read about members: the users screen's search, and the dashboard's counts. */
export class MembersService {
  constructor(private readonly em: EntityManager) {}

  /** Members whose username or email contains `query` (any case), newest first. */
  async search(
    viewer: Viewer | null,
    query: string | null | undefined,
    first: number,
    after: string | null | undefined,
  ): Promise<MemberRecordConnection> {
    if (!isStaff(viewer)) throw forbidden();
    if (!Number.isInteger(first) || first < 0 || first > FIRST_MAX) {
      throw new ValidationError({ first: m.firstOutOfRange });
    }
    const text = query?.trim() ?? "";
    if (text.length > SEARCH_MAX) throw new ValidationError({ query: m.userSearchTooLong });
    const where: string[] = ["true"];
    const params: unknown[] = [];
    if (text) {
      where.push("(username_key like ? escape '\\' or email like ? escape '\\')");
      params.push(like(text.toLowerCase()), like(text.toLowerCase()));
    }
    const [{ n: totalCount }] = (await this.em
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from users where ${where.join(" and ")}`,
        params,
      )) as [{ n: number }];
    const cursor = after ? decodeCursor(after, 2) : null;
    if (after && (!cursor || !isIsoInstant(cursor[0]!) || !/^[0-9a-f-]{36}$/.test(cursor[1]!))) {
      throw new ValidationError({ after: "This cursor is not valid" });
    }
    if (cursor) {
      where.push("(created_at, id) < (?::timestamptz, ?::uuid)");
      params.push(...cursor);
    }
    const rows = await this.em
      .getConnection()
      .execute<Record<string, unknown>[]>(
        `select * from users where ${where.join(" and ")} order by created_at desc, id desc limit ?`,
        [...params, first + 1],
      );
    const users = rows.slice(0, first).map((row) => this.em.map(User, row));
    const edges = users.map((user) => ({
      cursor: encodeCursor([user.createdAt.toISOString(), user.id]),
      node: { user, email: user.email },
    }));
    return {
      edges,
      totalCount,
      pageInfo: forwardPageInfo(edges, rows.length > first, after),
    };
  }

  /** Four counts in one statement. */
  async dashboard(viewer: Viewer | null): Promise<AdminDashboard> {
    if (!isStaff(viewer)) throw forbidden();
    const [row] = await this.em.getConnection().execute<AdminDashboard[]>(
      `select (select count(*)::int from events where status = 'pending') as "pendingIncidents",
              (select count(*)::int from user_bans where ${ACTIVE_BAN_SQL}) as "activeBans",
              (select count(*)::int from users where created_at > now() - interval '7 days') as "newMembers7d",
              (select count(*)::int from forum_posts
                where created_at > now() - interval '7 days' and not is_deleted) as "newPosts7d"`,
    );
    return row!;
  }
}
