import type { EntityManager } from "@mikro-orm/postgresql";
import type { SeedPart } from "../../../db/seed-part.js";
import { User } from "../../users/user.entity.js";
import { Category } from "../categories/category.entity.js";
import { DEMO_CATEGORIES, demoThreads, type DemoThread } from "./forum.seed-content.js";
import { insertReply, insertThread } from "../writes/forum-writes.js";
import { renderPostInProcess } from "../rendering/post-renderer.js";
import { REACTION_KINDS } from "../reactions/reaction.entity.js";
import { SEED_REACTION, SEED_PIN_LOCK } from "./forum.seed.queries.js";

const HOUR = 3_600_000;

/**
 * DEMO ONLY (SEED_DEMO): five categories and 30 threads titled "[Demo] …" by the demo accounts, with
 * replies, quotes, mentions and reactions, one pinned and one locked thread, and one long enough to page.
 * Skipped when the demo categories exist, so a restart adds nothing.
 */
export const seedDemoForum: SeedPart = async (orm, { logger }, unitOfWorkOn) => {
  const em = orm.em.fork();
  if (await em.count(Category, { name: DEMO_CATEGORIES[0]!.name })) return;
  const authors = await em.find(User, { username: { $in: ["demo_admin", "demo_moderator", "demo_user"] } });
  if (authors.length < 3) return;
  const categories = [];
  for (const [position, category] of DEMO_CATEGORIES.entries()) {
    categories.push(em.create(Category, { ...category, position }));
  }
  await unitOfWorkOn(em).flush();

  const start = Date.now() - 40 * 24 * HOUR;
  const threads = demoThreads(categories.map((c) => c.id));
  for (const [index, thread] of threads.entries()) {
    const threadEm = orm.em.fork();
    await unitOfWorkOn(threadEm).run((tx) =>
      seedThread(tx, thread, authors, new Date(start + index * 30 * HOUR)),
    );
  }
  logger.info(`DEMO forum: ${categories.length} categories and ${threads.length} threads added`);
};

async function seedThread(em: EntityManager, thread: DemoThread, authors: User[], at: Date): Promise<void> {
  const author = (n: number) => authors[n % authors.length]!;
  const opening = await renderPostInProcess(em, thread.body);
  const { threadId, postId } = await insertThread(em, {
    categoryId: thread.categoryId,
    authorId: author(thread.author).id,
    title: thread.title,
    markdown: thread.body,
    html: opening.html,
    at,
  });
  const postIds = [postId];
  const texts = [thread.body];
  for (const [n, reply] of thread.replies.entries()) {
    const quoted = reply.quote !== undefined ? postIds[reply.quote] : undefined;
    const markdown = quoted
      ? `[quote=${quoted}]\n${texts[reply.quote!]!.split("\n").at(-1)}\n[/quote]\n\n${reply.body}`
      : reply.body;
    texts.push(markdown);
    const rendered = await renderPostInProcess(em, markdown);
    const written = await insertReply(em, {
      threadId,
      authorId: author(thread.author + n + 1).id,
      markdown,
      html: rendered.html,
      evenIfLocked: true,
      at: new Date(at.getTime() + (n + 1) * 2 * HOUR),
    });
    postIds.push(written!.postId);
  }
  // A few reactions on the opening post and the first reply, from the other accounts
  const reactions = postIds
    .slice(0, 2)
    .flatMap((id, i) =>
      authors.map((user, j) => [
        id,
        user.id,
        REACTION_KINDS[(i + j + thread.author) % REACTION_KINDS.length]!,
      ]),
    );
  for (const [post, user, kind] of reactions) await em.execute(SEED_REACTION, [post, user, kind]);
  if (thread.pinned || thread.locked)
    await em.execute(SEED_PIN_LOCK, [!!thread.pinned, !!thread.locked, threadId]);
}
