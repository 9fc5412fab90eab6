import { isRetired } from "./account-deletion/retired-usernames.js";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { isLocale, messages, type Locale } from "@incident-watch/schema";
import { conflict, unauthenticated } from "../../core/errors.js";
import type { Viewer } from "../../core/viewer.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { ACTIVITY_RESOLUTION_MS, onlineSince } from "./activity.js";
import { usernamesById } from "./member-lookups.js";
import { membersById } from "./member-reads.js";
import { hashPassword } from "./passwords.js";
import { Role } from "./role.js";
import { User } from "./user.entity.js";

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  /** Set only by server code (first admin, demo seed); registration always creates a plain user. */
  role?: Role;
  /** Set only by server code (first admin, demo seed): the address counts as confirmed from the start. */
  mailConfirmed?: boolean;
}

export const usernameKey = (username: string) => username.trim().toLowerCase();
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The account with this address, ignoring case, on any entity manager (a fork for work after the answer). */
export function userByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(User, { email: normalEmail(email) });
}

/**
 * Adds an account in `tx`, a transaction that stores it when it commits; CONFLICT when the username or
 * email is taken, ignoring case.
 */
export async function insertAccount(tx: EntityManager, account: NewAccount): Promise<User> {
  const username = account.username.trim();
  const email = normalEmail(account.email);
  const taken = await tx.count(User, { $or: [{ usernameKey: usernameKey(username) }, { email }] });
  if (taken > 0 || (await isRetired(tx, usernameKey(username))))
    throw conflict(messages.usernameOrEmailTaken);
  return tx.create(User, {
    username,
    usernameKey: usernameKey(username),
    email,
    confirmedEmail: account.mailConfirmed ? email : null,
    passwordHash: await hashPassword(account.password),
    role: account.role ?? Role.user,
    profilePicture: null,
    useDefaultAvatar: false,
    lastActiveAt: null,
  });
}

/**
 * Holds the member's row in `tx` until it ends, so that one member's writes that count their own things (the
 * saved searches they keep) run one at a time.
 */
export async function lockMember(tx: EntityManager, userId: string): Promise<void> {
  await tx.execute("select id from users where id = ? for update", [userId]);
}

/**
 * Confirms `email` as the member's address in `tx`, if it is still their address (decision 135); false when
 * it is not, or there is no such member.
 */
export async function confirmAddress(tx: EntityManager, userId: string, email: string): Promise<boolean> {
  const rows = await tx.execute<unknown[]>(
    "update users set confirmed_email = email where id = ? and email = ? returning id",
    [userId, email],
  );
  return rows.length > 0;
}

/** A member as the site's mails reach them. */
export interface MailRecipient {
  id: string;
  email: string;
  /** Whether the address is the one they confirmed: nothing but its confirmation is mailed before (decision 135). */
  confirmed: boolean;
  username: string;
  language: string;
}

/** A page of members in the staff's search, newest first, with whether a next page follows. */
export interface MemberSearchPage {
  members: User[];
  totalCount: number;
  hasMore: boolean;
}

export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
  ) {}

  findByUsername(username: string): Promise<User | null> {
    return this.em.findOne(User, { usernameKey: usernameKey(username) });
  }

  findByEmail(email: string): Promise<User | null> {
    return userByEmail(this.em, email);
  }

  /** Creates an account; CONFLICT when the username or email is taken, ignoring case. */
  async create(account: NewAccount): Promise<User> {
    try {
      return await this.uow.run((tx) => insertAccount(tx, account));
    } catch (error) {
      // Two registrations raced past the check: the unique indexes decide.
      if (error instanceof UniqueConstraintViolationException) throw conflict(messages.usernameOrEmailTaken);
      throw error;
    }
  }

  /** Marks the viewer active now; written at most once a minute, like the session check does. */
  async recordActivity(viewer: Viewer | null): Promise<boolean> {
    if (!viewer) throw unauthenticated();
    const now = new Date();
    await this.em.nativeUpdate(
      User,
      {
        id: viewer.id,
        $or: [
          { lastActiveAt: null },
          { lastActiveAt: { $lt: new Date(now.getTime() - ACTIVITY_RESOLUTION_MS) } },
        ],
      },
      { lastActiveAt: now },
    );
    return true;
  }

  /** Members active in the last 5 minutes (forum statistics). */
  countOnline(): Promise<number> {
    return this.em.count(User, { lastActiveAt: { $gt: onlineSince() } });
  }

  /** The language a member reads what is sent to them in (a push, a mail); English for one not found. */
  async language(userId: string): Promise<Locale> {
    const [row] = await this.em.execute<Array<{ language: string }>>(
      `select language from users where id = ?`,
      [userId],
    );
    return row && isLocale(row.language) ? row.language : "en";
  }

  /** Members' usernames by id, in one query (the names beside what they did); the deleted are left out. */
  usernames(ids: readonly string[]): Promise<Map<string, string>> {
    return usernamesById(this.em, ids);
  }

  /** Members by id, as the site's mails reach them, in one query; the deleted are left out. */
  mailRecipients(ids: readonly string[]): Promise<Map<string, MailRecipient>> {
    return membersById<MailRecipient>(
      this.em,
      `select id, email, confirmed_email is not distinct from email as confirmed, username, language
         from users where id = any(?::uuid[])`,
      ids,
    );
  }

  /**
   * Members whose username or email contains `text` (any case; every member when empty), newest first:
   * `first` of them after `after` (the created-at instant and id of the last one of the page before).
   */
  async search(
    text: string,
    first: number,
    after: readonly [createdAt: string, id: string] | null,
  ): Promise<MemberSearchPage> {
    const where: string[] = ["true"];
    const params: unknown[] = [];
    if (text) {
      // the usernames' keys and the addresses are kept in lower case
      const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push("(username_key like ? escape '\\' or email like ? escape '\\')");
      params.push(like, like);
    }
    const [{ n: totalCount }] = (await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from users where ${where.join(" and ")}`,
      params,
    )) as [{ n: number }];
    if (after) {
      where.push("(created_at, id) < (?::timestamptz, ?::uuid)");
      params.push(...after);
    }
    const rows = await this.em.execute<Record<string, unknown>[]>(
      `select * from users where ${where.join(" and ")} order by created_at desc, id desc limit ?`,
      [...params, first + 1],
    );
    const members = rows.slice(0, first).map((row) => this.em.map(User, row));
    return { members, totalCount, hasMore: rows.length > first };
  }

  /** Members who joined in the last `days` days (the staff's dashboard). */
  async countJoinedWithin(days: number): Promise<number> {
    const [row] = await this.em.execute<Array<{ n: number }>>(
      "select count(*)::int as n from users where created_at > now() - make_interval(days => ?)",
      [days],
    );
    return row!.n;
  }
}
