import type { EntityManager } from "@mikro-orm/postgresql";

/** What an erased member's name and address become in the history. */
export const ERASED_NAME = "a deleted member";
export const ERASED_EMAIL = "[address removed]";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

/** The member's address, then their name (with or without @), wherever they stand as a word. */
const ERASE_FROM_REVISIONS = `update forum_post_revisions
   set markdown = regexp_replace(regexp_replace(markdown, ?, ?, 'gi'), ?, ?, 'gi')
 where markdown ~* ? or markdown ~* ?`;

const ERASE_FROM_TITLE_REVISIONS = `update forum_thread_title_revisions
   set title = regexp_replace(regexp_replace(title, ?, ?, 'gi'), ?, ?, 'gi')
 where title ~* ? or title ~* ?`;

/**
 * Inside the transaction that deletes an account: every revision, of a post's text or of a thread's
 * title, loses the member's username and e-mail address, in anyone's posts and threads; their editor column is cleared by its foreign key when the account goes.
 */
export async function eraseFromRevisions(tx: EntityManager, userId: string): Promise<void> {
  const [user] = await tx.execute<{ username: string; email: string }[]>(
    "select username, email from users where id = ?",
    [userId],
  );
  if (!user) return;
  const email = `(?<![[:alnum:]._%+-])${escapeRegExp(user.email)}(?![[:alnum:]_-])`;
  const name = `(?<![[:alnum:]_-])@?${escapeRegExp(user.username)}(?![[:alnum:]_-])`;
  const params = [email, ERASED_EMAIL, name, ERASED_NAME, email, name];
  await tx.execute(ERASE_FROM_REVISIONS, params);
  await tx.execute(ERASE_FROM_TITLE_REVISIONS, params);
}
