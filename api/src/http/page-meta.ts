/** What a link to a page shows when shared (Open Graph and Twitter cards). */
export interface PagePreview {
  title: string;
  description: string;
  /** The page's absolute address. */
  url: string;
}

const SITE_NAME = "Incident Watch Europe";

/** Text for an HTML attribute or element: user text (titles) can carry anything. */
export function htmlText(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/**
 * The app's index.html with the page's title, description and preview tags: the document title and
 * description replaced, Open Graph and Twitter tags added before </head>. Only text is added (no script),
 * so the Content Security Policy is unchanged.
 */
export function withPreview(html: string, preview: PagePreview): string {
  const title = htmlText(preview.title);
  const description = htmlText(preview.description);
  const url = htmlText(preview.url);
  const tags = [
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title} · ${SITE_NAME}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace("</head>", () => `    ${tags.join("\n    ")}\n  </head>`);
}
