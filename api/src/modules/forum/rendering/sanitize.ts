import sanitizeHtml from "sanitize-html";

/** rel on every link in a post: user content, not endorsed, no window.opener. */
export const POST_LINK_REL = "nofollow ugc noopener";

const POST_ID = /^\d{1,18}$/;
// Same-site paths only: "/x", not "//host/x"
const LOCAL_PATH = /^\/(?!\/)/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "em",
    "s",
    "del",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "div",
  ],
  allowedAttributes: {
    a: ["href", "rel", "class", "data-incident", "data-version"],
    img: ["src", "alt", "loading"],
    ol: ["start"],
    blockquote: ["class", "data-post-id"],
    div: ["class"],
  },
  allowedClasses: { a: ["mention", "incident-cite"], blockquote: ["quote"], div: ["quote-author"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // an incident citation's placeholder (citations.ts) keeps its ids only when they are numbers
    a: (tagName, attribs) => {
      const { "data-incident": incident, "data-version": version, ...rest } = attribs;
      const cite =
        incident && POST_ID.test(incident)
          ? {
              "data-incident": incident,
              ...(version && /^\d{1,9}$/.test(version) ? { "data-version": version } : {}),
            }
          : {};
      return { tagName, attribs: { ...rest, ...cite, rel: POST_LINK_REL } };
    },
    blockquote: (tagName, attribs) => {
      const { "data-post-id": postId, ...rest } = attribs;
      return {
        tagName,
        attribs: postId && POST_ID.test(postId) ? { ...rest, "data-post-id": postId } : rest,
      };
    },
  },
  // An image must be on this site; anything else is dropped (the renderer already made it a link).
  exclusiveFilter: (frame) => frame.tag === "img" && !LOCAL_PATH.test(frame.attribs.src ?? ""),
};

/** The allowlist every post's HTML passes through, after Markdown rendering with raw HTML off. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}
