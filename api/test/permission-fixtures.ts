import { servicesOf, type TestApp } from "./app.js";
import { solveAltcha } from "./captcha.js";
import { insertEvents } from "./events.js";
import { forumMember, insertCategories, insertReplyAt, insertThreadAt, type Member } from "./forum.js";
import type { Actor, TargetName, TargetValues } from "./permission-table.js";
import { IMPORT_FILE, IMPORT_MAPPING } from "./permissions/imports.js";
import { hashToken } from "../src/modules/auth/sessions.service.js";
import { unsubscribeToken } from "../src/modules/notifications/mail-links.js";
import { newFeedToken, searchUnsubscribeToken } from "../src/modules/saved-searches/saved-search-links.js";

/** A saved search of `userId` with mail at once, stored directly. */
async function insertSavedSearch(app: TestApp, userId: string, n: string): Promise<string> {
  const [row] = await app.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ id: string }>>(
      `insert into saved_searches (user_id, name, filter, bell, mail_at_once, feed_token)
       values (?, ?, '{"kinds":["sabotage"]}', false, true, ?) returning id::text as id`,
      [userId, `Saved ${n}`, newFeedToken()],
    );
  return row!.id;
}

/** The accounts and data every cell of the matrix shares. */
export interface MatrixWorld {
  app: TestApp;
  categoryId: string;
  /** Where moveThread moves threads to. */
  otherCategoryId: string;
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

/** A set-up step through the API, as the member it names. */
async function mutate(app: TestApp, by: Member, document: string, variables: Record<string, unknown>) {
  const result = await app.graphql(document, variables, by.headers);
  if (result.errors) throw new Error(`set-up failed: ${JSON.stringify(result.errors)}`);
}

/** Bans through the API, as a moderator would (the member's sessions end). */
const ban = (app: TestApp, admin: Member, userId: string) =>
  mutate(app, admin, `mutation ($input: BanUserInput!) { banUser(input: $input) { id } }`, {
    input: { userId, duration: "month", reason: "Abuse in the forum" },
  });

/** A new session for an account, as signing in again would give. */
async function signIn(app: TestApp, member: Member): Promise<Member> {
  const token = await servicesOf(app).auth.sessions.start(member);
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
  const [categoryId, otherCategoryId] = await insertCategories(app, ["Permissions", "Elsewhere"]);
  const admin = await makeActor(app, "admin");
  const actors = {
    member: await makeActor(app, "member"),
    otherMember: await makeActor(app, "otherMember"),
    banned: await makeActor(app, "banned", admin),
    moderator: await makeActor(app, "moderator"),
    admin,
  };
  return { app, categoryId: categoryId!, otherCategoryId: otherCategoryId!, actors };
}

const REPORT = `mutation ($input: ReportContentInput!) { reportContent(input: $input) { id } }`;

/** A reply by the member in someone else's open thread. */
async function memberReply(world: MatrixWorld) {
  const { threadId } = await insertThreadAt(world.app, world.actors.otherMember, world.categoryId, 0);
  const { postId } = await insertReplyAt(world.app, world.actors.member, threadId, 0);
  return { threadId, postId };
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
    case "emptyCategory": {
      const [categoryId] = await insertCategories(app, [`Empty ${n}`]);
      return { n, categoryId: categoryId! };
    }
    case "categoryOrder": {
      const rows = await connection.execute<Array<{ id: string }>>(
        "select id::text as id from forum_categories order by position desc, id desc",
      );
      return { n, ids: rows.map((row) => row.id).join(",") };
    }
    case "memberThread": {
      const { threadId, postId } = await insertThreadAt(app, actors.member, world.categoryId, 0);
      return { n, threadId, postId, otherCategoryId: world.otherCategoryId };
    }
    case "memberReply":
      return { n, ...(await memberReply(world)) };
    case "lockedThread": {
      const { threadId, postId } = await insertThreadAt(app, actors.member, world.categoryId, 0);
      await connection.execute("update forum_threads set is_locked = true where id = ?", [threadId]);
      return { n, threadId, postId };
    }
    case "lockedReply": {
      const reply = await memberReply(world);
      await connection.execute("update forum_threads set is_locked = true where id = ?", [reply.threadId]);
      return { n, ...reply };
    }
    case "reportedReply": {
      const reply = await memberReply(world);
      const reporter = await forumMember(app);
      await mutate(app, reporter, REPORT, {
        input: { targetType: "post", targetId: reply.postId, reason: "spam" },
      });
      return { n, ...reply };
    }
    case "revisedReply": {
      const reply = await memberReply(world);
      const [revision] = await app.orm.em
        .fork()
        .execute<{ id: string }[]>(
          "insert into forum_post_revisions (post_id, editor_id, markdown, created_at) values (?, ?, 'Earlier', now()) returning id::text as id",
          [reply.postId, world.actors.member.id],
        );
      return { n, ...reply, revisionId: revision!.id };
    }
    case "retitledThread": {
      const { threadId } = await insertThreadAt(app, actors.member, world.categoryId, 0);
      const [revision] = await app.orm.em
        .fork()
        .execute<{ id: string }[]>(
          "insert into forum_thread_title_revisions (thread_id, editor_id, title) values (?, ?, 'Earlier title') returning id::text as id",
          [threadId, world.actors.member.id],
        );
      return { n, threadId, titleRevisionId: revision!.id };
    }
    case "deletedThread": {
      const { threadId } = await insertThreadAt(app, actors.member, world.categoryId, 0);
      await mutate(app, actors.admin, `mutation ($id: ID!) { deleteThread(id: $id) { id } }`, {
        id: threadId,
      });
      return { n, threadId };
    }
    case "deletedReply": {
      const reply = await memberReply(world);
      await mutate(app, actors.member, `mutation ($id: ID!) { deletePost(id: $id) { id } }`, {
        id: reply.postId,
      });
      return { n, ...reply };
    }
    case "memberNotification": {
      const [row] = await connection.execute<Array<{ id: string }>>(
        `insert into notifications (recipient_id, type, content, created_at)
         values (?, 'other', ?, now()) returning id::text as id`,
        [actors.member.id, `A notice ${n}`],
      );
      return { n, notificationId: row!.id };
    }
    case "memberApiKey": {
      const [row] = await connection.execute<Array<{ id: string }>>(
        `insert into api_keys (user_id, name, secret_hash, hint) values (?, ?, ?, 'iwk_fixtur')
         returning id::text as id`,
        [actors.member.id, `Key ${n}`, `fixture-${n}-${actors.member.id}`],
      );
      return { n, apiKeyId: row!.id };
    }
    case "importMapping": {
      const [row] = await connection.execute<Array<{ id: string }>>(
        `insert into import_mappings (name, preset, mapping, columns, shape, saved_by_id)
         values (?, 'custom', '[]', '["url"]', 'url', ?) returning id::text as id`,
        [`Mapping ${n}`, actors.admin.id],
      );
      return { n, mappingId: row!.id };
    }
    case "memberSavedSearch":
      return { n, savedSearchId: await insertSavedSearch(app, actors.member.id, n) };
    case "savedSearchUnsubscribeToken": {
      const id = await insertSavedSearch(app, actors.member.id, n);
      return { n, token: searchUnsubscribeToken(app.config.mailLinkKey, id) };
    }
    case "pendingEvent": {
      const [eventId] = await insertEvents(app, [{ status: "pending" }]);
      return { n, eventId: eventId! };
    }
    case "publishedEvent": {
      const [eventId] = await insertEvents(app, [{ status: "approved" }]);
      return { n, eventId: eventId!, captchaToken: await solveAltcha(app.url) };
    }
    case "pendingProposal": {
      const [eventId] = await insertEvents(app, [{ status: "approved" }]);
      const proposer = await forumMember(app);
      const result = await app.graphql<{ proposeSource: { id: string } }>(
        `mutation ($eventId: ID!, $input: SourceInput!, $captchaToken: String!) {
          proposeSource(eventId: $eventId, input: $input, captchaToken: $captchaToken) { id } }`,
        { eventId, input: { url: `https://report.example/p${n}` }, captchaToken: await solveAltcha(app.url) },
        proposer.headers,
      );
      if (!result.data) throw new Error(`set-up failed: ${JSON.stringify(result.errors)}`);
      return { n, proposalId: result.data.proposeSource.id };
    }
    case "publishedSource": {
      const [eventId] = await insertEvents(app, [{ status: "approved" }]);
      const [source] = await connection.execute<Array<{ id: string }>>(
        "select id::text as id from incident_sources where event_id = ?",
        [eventId],
      );
      return { n, sourceId: source!.id };
    }
    case "proposedConfirmation": {
      // approved without a reviewer, and proposed by a moderator who is none of the actors
      const [eventId] = await insertEvents(app, [{ status: "approved" }]);
      const proposer = await forumMember(app, { role: "moderator" });
      await mutate(
        app,
        proposer,
        `mutation ($id: ID!) { proposeConfirmation(id: $id, geolocationMethod: imagery_match) { id } }`,
        { id: eventId },
      );
      return { n, eventId: eventId! };
    }
    case "uploadedImport":
    case "checkedImport": {
      const checked = target === "checkedImport";
      const [row] = await connection.execute<Array<{ id: string }>>(
        `insert into data_imports (file_name, format, bytes, sha256, columns, preset, mapping, phase, status, dry_run)
         values ('events.csv', 'csv', ?, md5(?) || md5(?), '["url","date","lat","lon"]', 'custom', ?::jsonb, ?, ?, ?::jsonb)
         returning id::text as id`,
        [
          IMPORT_FILE.length,
          n,
          IMPORT_FILE,
          checked ? JSON.stringify(IMPORT_MAPPING) : null,
          checked ? "dry-run" : null,
          checked ? "failed" : "uploaded",
          checked
            ? JSON.stringify({
                rows: 1,
                created: 0,
                merged: 0,
                refused: 1,
                unchanged: 0,
                mapping: IMPORT_MAPPING,
                preset: "custom",
              })
            : null,
        ],
      );
      await connection.execute(`insert into data_import_chunks (import_id, seq, bytes) values (?, 0, ?)`, [
        row!.id,
        Buffer.from(IMPORT_FILE),
      ]);
      return { n, importId: row!.id };
    }
    case "plainMember":
      return { n, userId: (await forumMember(app)).id };
    case "bannedMember":
    case "bannedModerator": {
      const member = await forumMember(app, { role: target === "bannedMember" ? "user" : "moderator" });
      await ban(app, actors.admin, member.id);
      return { n, userId: member.id };
    }
    case "plainModerator":
      return { n, userId: (await forumMember(app, { role: "moderator" })).id };
    case "anotherAdmin":
      return { n, userId: (await forumMember(app, { role: "admin" })).id };
    case "memberAccount":
      return { n, userId: actors.member.id };
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
    case "confirmationToken": {
      const member = await forumMember(app);
      const token = `confirm-token-${n}`;
      await connection.execute(
        `insert into mail_confirmations (user_id, email, token_hash, expires_at)
         select id, email, ?, now() + interval '1 hour' from users where id = ?`,
        [hashToken(token), member.id],
      );
      return { n, token };
    }
    case "unsubscribeToken":
      return { n, token: unsubscribeToken(app.config.mailLinkKey, actors.member.id) };
    case "captcha":
      return { n, captchaToken: await solveAltcha(app.url) };
  }
}
