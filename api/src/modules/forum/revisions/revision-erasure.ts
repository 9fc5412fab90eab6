import type { EntityManager } from "@mikro-orm/postgresql";
import { nameAndAddress } from "../../users/member-lookups.js";
import { eraseSpellingsInMarkdown, eraseSpellingsInText, type Erasure } from "./erased-spellings.js";

/** What an erased member's name and address become in the history. */
export const ERASED_NAME = "a deleted member";
export const ERASED_EMAIL = "[address removed]";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

/** A PostgreSQL pattern that finds the word however its characters are spelled (escaped, as entities). */
function anySpelling(word: string): string {
  return [...word]
    .map((c) => `(?:${escapeRegExp(c)}|\\\\${escapeRegExp(c)}|&#?[[:alnum:]]{1,32};|%[[:xdigit:]]{2})`)
    .join("");
}

const NAME_CHAR = /[\p{L}\p{N}_-]/u;

// A post's text is Markdown; a title is shown as written, but its escaped spellings go too.
const TABLES = [
  { table: "forum_post_revisions", column: "markdown", erase: eraseSpellingsInMarkdown },
  { table: "forum_thread_title_revisions", column: "title", erase: eraseSpellingsInText },
];

/**
 * Inside the transaction that deletes an account: every revision, of a post's text or of a thread's
 * title, loses the member's username and e-mail address, in anyone's posts and threads, however they are
 * spelled (see erased-spellings.ts); their editor column is cleared by its foreign key when the account goes.
 */
export async function eraseFromRevisions(tx: EntityManager, userId: string): Promise<void> {
  const user = await nameAndAddress(tx, userId);
  if (!user) return;
  const erasures: Erasure[] = [
    { word: user.email, replacement: ERASED_EMAIL, before: /[\p{L}\p{N}._%+-]/u, after: /[\p{L}\p{N}_-]/u },
    { word: user.username, replacement: ERASED_NAME, before: NAME_CHAR, after: NAME_CHAR, prefix: "@" },
  ];
  for (const { table, column, erase } of TABLES) {
    const rows = await tx.execute<{ id: string; text: string }[]>(
      `select id::text as id, ${column} as text from ${table} where ${column} ~* ? or ${column} ~* ?`,
      [anySpelling(user.email), anySpelling(user.username)],
    );
    for (const row of rows) {
      const erased = erase(row.text, erasures);
      if (erased !== row.text)
        await tx.execute(`update ${table} set ${column} = ? where id = ?`, [erased, row.id]);
    }
  }
}
