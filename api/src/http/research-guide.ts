import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { RequestHandler } from "express";
import MarkdownIt from "markdown-it";

/** Where the guide lies beside the web app's build: docs/ in the repository and in the image. */
export const researchGuideFile = (webDist: string) => join(webDist, "..", "..", "docs", "research-api.md");

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** The guide as a page of its own, its headings linkable by the ids GitHub would give them. */
function page(source: string): string {
  const env = {};
  const tokens = markdown.parse(source, env);
  tokens.forEach((token, i) => {
    if (token.type !== "heading_open") return;
    const text = tokens[i + 1]?.content ?? "";
    const id = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]/gu, "")
      .trim()
      .replace(/\s/g, "-");
    token.attrSet("id", id);
  });
  const body = markdown.renderer.render(tokens, markdown.options, env);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Research API · Incident Watch Europe</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
pre,code{font-family:ui-monospace,monospace;font-size:.9em}pre{background:#f4f4f4;padding:.75rem;overflow:auto}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;vertical-align:top}</style>
</head>
<body>
<nav><a href="/">Incident Watch Europe</a> · <a href="/codebook">Codebook</a> · <a href="/graphql">API explorer</a></nav>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * GET /research: the research API's guide (docs/research-api.md) at a stable address, rendered once per
 * process; the file is the one the API explorer's examples come from.
 */
export function researchGuidePage(file: string): RequestHandler {
  let rendered: Promise<string> | undefined;
  return (_req, res, next) => {
    rendered ??= readFile(file, "utf8").then(page);
    rendered.then(
      (html) => {
        res.set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300" });
        res.send(html);
      },
      (error: unknown) => {
        rendered = undefined;
        next(error);
      },
    );
  };
}
