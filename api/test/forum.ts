import type { TestApp } from "./app.js";
import { Role } from "../src/modules/users/role.js";
import { UsersService } from "../src/modules/users/users.service.js";
import { SessionsService } from "../src/modules/auth/sessions.service.js";

export interface Member {
  id: string;
  username: string;
  token: string;
  headers: Record<string, string>;
}

let members = 0;

/**
 * A signed-in account made directly (no captcha round trip), `ageDays` old: accounts under a day old get
 * the first-day posting limits, so the default is an established member.
 */
export async function forumMember(
  app: TestApp,
  options: { role?: "user" | "moderator" | "admin"; ageDays?: number; username?: string } = {},
): Promise<Member> {
  const em = app.orm.em.fork();
  const username = options.username ?? `fm${process.pid}_${++members}`;
  const user = await new UsersService(em).create({
    username,
    email: `${username}@example.com`,
    password: "correct horse",
    role: Role[options.role ?? "user"],
  });
  await em.execute("update users set created_at = now() - ?::interval where id = ?", [
    `${options.ageDays ?? 2} days`,
    user.id,
  ]);
  const token = await new SessionsService(em).start(user);
  return { id: user.id, username, token, headers: { authorization: `Bearer ${token}` } };
}

/** Categories stored directly; returns their ids in order. */
export async function insertCategories(app: TestApp, names: string[]): Promise<string[]> {
  const em = app.orm.em.fork();
  const ids: string[] = [];
  for (const [position, name] of names.entries()) {
    const [row] = await em.execute<{ id: string }[]>(
      `insert into forum_categories (name, description, position, created_at)
       values (?, ?, ?, now()) returning id::text as id`,
      [name, `About ${name}`, position],
    );
    ids.push(row!.id);
  }
  return ids;
}

/** Counts the SQL statements the app sends while `run` runs (every statement goes through knex). */
export async function countStatements(app: TestApp, run: () => Promise<unknown>): Promise<number> {
  const knex = app.orm.em.getConnection().getKnex();
  let count = 0;
  const listener = () => void (count += 1);
  knex.on("query", listener);
  try {
    await run();
  } finally {
    knex.off("query", listener);
  }
  return count;
}
