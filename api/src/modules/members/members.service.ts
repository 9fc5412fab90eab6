import type { EntityManager } from "@mikro-orm/postgresql";
import { moderationMessages as m } from "@incident-watch/schema";
import { decodeCursor, encodeCursor, forwardPageInfo, isIsoInstant } from "../../core/cursor.js";
import { forbidden, ValidationError } from "../../core/errors.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import { pendingCount } from "../events/review/review-lists.js";
import type { ModuleHooks } from "../app-module.js";
import type { UsersService } from "../users/users.service.js";
import { ACTIVE_BAN_SQL } from "./ban-guard.js";
import type { AdminDashboard, MemberRecordConnection } from "./members.type.js";

const FIRST_MAX = 100;
const SEARCH_MAX = 200;

/** What staff read about members: the users screen's search, and the dashboard's counts. */
export class MembersService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly posts: Pick<ModuleHooks, "postsWrittenWithin">,
  ) {}

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
    const cursor = after ? decodeCursor(after, 2) : null;
    if (after && (!cursor || !isIsoInstant(cursor[0]!) || !/^[0-9a-f-]{36}$/.test(cursor[1]!))) {
      throw new ValidationError({ after: "This cursor is not valid" });
    }
    const page = await this.users.search(text, first, cursor ? [cursor[0]!, cursor[1]!] : null);
    const edges = page.members.map((user) => ({
      cursor: encodeCursor([user.createdAt.toISOString(), user.id]),
      node: { user, email: user.email },
    }));
    return {
      edges,
      totalCount: page.totalCount,
      pageInfo: forwardPageInfo(edges, page.hasMore, after),
    };
  }

  /**
   * Four counts, read at once: the pending incidents from the events, the new members from the users,
   * the new posts from the forum (the module above, through its hook).
   */
  async dashboard(viewer: Viewer | null): Promise<AdminDashboard> {
    if (!isStaff(viewer)) throw forbidden();
    const [[row], pendingIncidents, newMembers7d, newPosts7d] = await Promise.all([
      this.em
        .getConnection()
        .execute<Array<Pick<AdminDashboard, "activeBans">>>(
          `select count(*)::int as "activeBans" from user_bans where ${ACTIVE_BAN_SQL}`,
        ),
      pendingCount(this.em),
      this.users.countJoinedWithin(7),
      this.posts.postsWrittenWithin(this.em, 7),
    ]);
    return { pendingIncidents, activeBans: row!.activeBans, newMembers7d, newPosts7d };
  }
}
