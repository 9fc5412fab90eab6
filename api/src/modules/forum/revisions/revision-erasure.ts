import type { EntityManager } from "@mikro-orm/postgresql";

/** What an erased member's name and address become in the history. */
export const ERASED_NAME = "a deleted member";
export const ERASED_EMAIL = "[address removed]";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

/** The member's address, then their name (with or without @), wherever they stand as a word. */
const ERASE_FROM_REVISIONS = `update forum_post_revisions
   set markdown = regexp_replace(regexp_replace(markdown, ?, ?, 'gi'), ?, ?, 'gi')
 where markdown ~* ? or markdown ~* ?`;

/**
 * Inside the transaction that deletes an account: every revision loses the member's username and e-mail
 * address, in posts of anyone; their editor column is cleared by its foreign key when the account goes.
 */
export async function eraseFromRevisions(tx: EntityManager, userId: string): Promise<void> {
  const [user] = await tx.execute<{ username: string; email: string }[]>(
    "select username, email from users where id = ?",
    [userId],
  );
  if (!user) return;
  const email = `(?<![[:alnum:]._%+-])${escapeRegExp(user.email)}(?![[:alnum:]_-])`;
  const name = `(?<![[:alnum:]_-])@?${escapeRegExp(user.username)}(?![[:alnum:]_-])`;
  await tx.execute(ERASE_FROM_REVISIONS, [email, ERASED_EMAIL, name, ERASED_NAME, email, name]);
}
