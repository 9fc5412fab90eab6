import { isRetired } from "./account-deletion/retired-usernames.js";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { isLocale, messages, type Locale } from "@incident-watch/schema";
import { conflict, unauthenticated } from "../../core/errors.js";
import { sqlArray } from "../../db/sql-array.js";
import type { Viewer } from "../../core/viewer.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { ACTIVITY_RESOLUTION_MS, onlineSince } from "./activity.js";
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
  async usernames(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.em.execute<Array<{ id: string; username: string }>>(
      `select id, username from users where id = any(?::uuid[])`,
      [sqlArray(unique)],
    );
    return new Map(rows.map((row) => [row.id, row.username]));
  }
}
