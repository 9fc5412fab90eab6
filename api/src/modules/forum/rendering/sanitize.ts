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
    a: ["href", "rel", "class"],
    img: ["src", "alt", "loading"],
    ol: ["start"],
    blockquote: ["class", "data-post-id"],
    div: ["class"],
  },
  allowedClasses: { a: ["mention"], blockquote: ["quote"], div: ["quote-author"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: POST_LINK_REL } }),
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
