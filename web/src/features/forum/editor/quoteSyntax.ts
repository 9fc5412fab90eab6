/**
 * The server's quote markup (docs/forum.md): the marker lines stand on their own, and the server renders
 * them as the spec's quote block naming post `postId` and its author.
 */
export function quoteMarkdown(postId: string, markdown: string): string {
  return `[quote=${postId}]\n${markdown.trim()}\n[/quote]\n`;
}

/** The draft with a blank line before the quote when it already holds text, and room to answer below. */
export function insertQuote(draft: string, postId: string, markdown: string): string {
  const before = draft.trimEnd();
  return `${before ? `${before}\n\n` : ""}${quoteMarkdown(postId, markdown)}\n`;
}

/** Reply to someone: their @mention, at the end of the draft. */
export function insertMention(draft: string, username: string): string {
  const before = draft.trimEnd();
  return `${before ? `${before}\n\n` : ""}@${username} `;
}
