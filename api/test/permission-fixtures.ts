import type { TestApp } from "./app.js";
import { solveAltcha } from "./captcha.js";
import { insertEvents } from "./events.js";
import { forumMember, insertCategories, insertReplyAt, insertThreadAt, type Member } from "./forum.js";
import type { Actor, TargetName, TargetValues } from "./permission-table.js";
import { hashToken, SessionsService } from "../src/modules/auth/sessions.service.js";
import { unsubscribeToken } from "../src/modules/notifications/mail-links.js";
import { User } from "../src/modules/users/user.entity.js";

/** The accounts and data every cell of the matrix shares. */
export interface MatrixWorld {
  app: TestApp;
  categoryId: string;
  /** Signed-in actors; the visitor has none. */
  actors: Record<Exclude<Actor, "visitor">, Member>;
}

const ROLE_OF: Record<Exclude<Actor, "visitor">, "user" | "moderator" | "admin"> = {
  member: "user",
  otherMember: "user",
  banned: "user",
  moderator: "moderator",
  admin: "admin",
};

/** Bans through the API, as a moderator would (the member's sessions end). */
async function ban(app: TestApp, admin: Member, userId: string): Promise<void> {
  const result = await app.graphql(
    `mutation ($input: BanUserInput!) { banUser(input: $input) { id } }`,
    { input: { userId, duration: "month", reason: "Abuse in the forum" } },
    admin.headers,
  );
  if (result.errors) throw new Error(`banUser failed: ${JSON.stringify(result.errors)}`);
}

/** A new session for an account, as signing in again would give. */
async function signIn(app: TestApp, member: Member): Promise<Member> {
  const em = app.orm.em.fork();
  const token = await new SessionsService(em).start(await em.findOneOrFail(User, member.id));
  return { ...member, token, headers: { authorization: `Bearer ${token}` } };
}

/** An account of the actor's kind; a banned one is banned by `admin` and has signed in again. */
export async function makeActor(app: TestApp, actor: Exclude<Actor, "visitor">, admin?: Member) {
  const account = await forumMember(app, { role: ROLE_OF[actor] });
  if (actor !== "banned") return account;
  await ban(app, admin!, account.id);
  return signIn(app, account);
}

export async function makeWorld(app: TestApp): Promise<MatrixWorld> {
  const [categoryId] = await insertCategories(app, ["Permissions"]);
  const admin = await makeActor(app, "admin");
  const actors = {
    member: await makeActor(app, "member"),
    otherMember: await makeActor(app, "otherMember"),
    banned: await makeActor(app, "banned", admin),
    moderator: await makeActor(app, "moderator"),
    admin,
  };
  return { app, categoryId: categoryId!, actors };
}

let cells = 0;

/** Builds the row's target, fresh for one cell; returns the values its variables read. */
export async function buildTarget(world: MatrixWorld, target: TargetName): Promise<TargetValues> {
  const { app, actors } = world;
  const n = `${process.pid}_${++cells}`;
  const connection = app.orm.em.fork().getConnection();
  switch (target) {
    case "none":
    case "ownAccount":
      return { n };
    case "category":
      return { n, categoryId: world.categoryId };
    case "memberThread": {
      const { threadId, postId } = await insertThreadAt(app, actors.member, world.categoryId, 0);
      return { n, threadId, postId };
    }
    case "memberReply": {
      const { threadId } = await insertThreadAt(app, actors.otherMember, world.categoryId, 0);
      const { postId } = await insertReplyAt(app, actors.member, threadId, 0);
      return { n, threadId, postId };
    }
    case "memberNotification": {
      const [row] = await connection.execute<Array<{ id: string }>>(
        `insert into notifications (recipient_id, type, content, created_at)
         values (?, 'other', ?, now()) returning id::text as id`,
        [actors.member.id, `A notice ${n}`],
      );
      return { n, notificationId: row!.id };
    }
    case "pendingEvent": {
      const [eventId] = await insertEvents(app, [{ status: "pending" }]);
      return { n, eventId: eventId! };
    }
    case "plainMember":
      return { n, userId: (await forumMember(app)).id };
    case "bannedMember": {
      const member = await forumMember(app);
      await ban(app, actors.admin, member.id);
      return { n, userId: member.id };
    }
    case "loginAccount":
      return { n, username: (await forumMember(app)).username };
    case "resetToken": {
      const member = await forumMember(app);
      const token = `reset-token-${n}`;
      await connection.execute(
        `insert into password_resets (id, user_id, token_hash, created_at, expires_at)
         values (gen_random_uuid(), ?, ?, now(), now() + interval '1 hour')`,
        [member.id, hashToken(token)],
      );
      return { n, token };
    }
    case "unsubscribeToken":
      return { n, token: unsubscribeToken(app.config.mailLinkKey, actors.member.id) };
    case "captcha":
      return { n, captchaToken: await solveAltcha(app.url) };
  }
}
