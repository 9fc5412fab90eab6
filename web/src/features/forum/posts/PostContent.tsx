/**
 * A post's text: the server's sanitised rendering (allowlist sanitiser; nothing else is ever inserted as
 * HTML), marked with the language it is written in for screen readers and hyphenation.
 */
export function PostContent({ html, language }: { html: string; language: string | null | undefined }) {
  // an empty lang says the language is unknown (posts written before posts had one)
  return <div className="post__content" lang={language ?? ""} dangerouslySetInnerHTML={{ __html: html }} />;
}
