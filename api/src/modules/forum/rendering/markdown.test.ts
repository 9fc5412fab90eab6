import { describe, expect, it } from "vitest";
import { citationCandidates, KnownIncidents } from "./citations.js";
import { renderPostHtml } from "./markdown.js";
import { KnownUsers } from "./mentions.js";
import { splitQuotes } from "./quotes.js";
import { sanitizePostHtml } from "./sanitize.js";

const render = (markdown: string, users: string[] = [], quotes: Array<[string, string, string]> = []) =>
  renderPostHtml(markdown, {
    users: new KnownUsers(new Map(users.map((name) => [name.toLowerCase(), name]))),
    quotes: new Map(quotes.map(([id, threadId, author]) => [id, { threadId, author }])),
  });

// Each entry must come out with no script, no event handler, no javascript:/data:/vbscript: URL, no SVG.
const XSS_CORPUS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](java\tscript:alert(1))",
  "[click](&#106;avascript:alert(1))",
  "[click](vbscript:msgbox(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  "![x](javascript:alert(1))",
  '<svg onload="alert(1)"><circle r="10"/></svg>',
  "<svg><script>alert(1)</script></svg>",
  '<iframe src="https://evil.example"></iframe>',
  "<div onclick=alert(1)>click</div>",
  "<<script>script>alert(1)<</script>/script>",
  "<scr<script>ipt>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  "<style>body{display:none}</style>",
  '<form action="https://evil.example"><input name=q></form>',
  '[x](https://ok.example "title" onclick=alert(1))',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<object data="javascript:alert(1)"></object>',
  "[quote=1 onmouseover=alert(1)]\nx\n[/quote]",
  '<blockquote class="quote" data-post-id="1\\" onclick=alert(1)">x</blockquote>',
  "<!-- <img src=x onerror=alert(1)> -->",
  "<a href='//evil.example'>protocol-relative</a> [x](//evil.example)",
  "`<script>alert(1)</script>`",
  "```html\n<script>alert(1)</script>\n```",
];

describe("rendering posts", () => {
  it.each(XSS_CORPUS)("leaves nothing executable of %j", (markdown) => {
    // Text that looks like markup is escaped (&lt;…), so every "<" left opens a real element
    const tags = render(markdown).match(/<[a-z][^>]*>/gi) ?? [];
    for (const tag of tags) {
      expect(tag).toMatch(/^<(p|a|code|pre|br|blockquote|div|strong|em)[\s>/]/);
      expect(tag).not.toMatch(/\son\w+\s*=/i);
      expect(tag).not.toMatch(/href="\s*(javascript|vbscript|data):/i);
      expect(tag).not.toMatch(/href="\/\//);
    }
  });

  it("renders Markdown with raw HTML shown as text", () => {
    expect(render("**bold** and <b>tags</b>")).toBe(
      "<p><strong>bold</strong> and &lt;b&gt;tags&lt;/b&gt;</p>\n",
    );
  });

  it("marks every link as user content that is not followed and cannot reach its opener", () => {
    expect(render("[site](https://example.org/a) https://example.org/b mail@example.org")).toBe(
      '<p><a href="https://example.org/a" rel="nofollow ugc noopener">site</a> ' +
        '<a href="https://example.org/b" rel="nofollow ugc noopener">https://example.org/b</a> ' +
        '<a href="mailto:mail@example.org" rel="nofollow ugc noopener">mail@example.org</a></p>\n',
    );
  });

  it("keeps relative links", () => {
    expect(render("[thread](/forum/thread/5)")).toBe(
      '<p><a href="/forum/thread/5" rel="nofollow ugc noopener">thread</a></p>\n',
    );
  });

  it("shows an image from another site as a link, never embedded", () => {
    expect(render("![a map](https://tracker.example/pixel.png)")).toBe(
      '<p><a href="https://tracker.example/pixel.png" rel="nofollow ugc noopener">a map</a></p>\n',
    );
  });

  it("embeds an image from this site", () => {
    expect(render("![me](/uploads/avatars/a.webp)")).toBe(
      '<p><img src="/uploads/avatars/a.webp" alt="me" loading="lazy" /></p>\n',
    );
  });

  it("links the mention of an existing user to their profile, matching case-insensitively", () => {
    expect(render("Thanks @Alice_B!", ["alice_b"])).toBe(
      '<p>Thanks <a href="/forum/user/alice_b" class="mention" rel="nofollow ugc noopener">@alice_b</a>!</p>\n',
    );
  });

  it("leaves the mention of a missing user, an email address and a mention in code as text", () => {
    expect(render("@nobody wrote to bob@example.org `@alice`", ["alice", "example"])).toBe(
      '<p>@nobody wrote to <a href="mailto:bob@example.org" rel="nofollow ugc noopener">bob@example.org</a> <code>@alice</code></p>\n',
    );
  });

  it("links at most ten different users in one post", () => {
    const names = Array.from({ length: 12 }, (_, i) => `user${i}`);
    const html = render(names.map((n) => `@${n}`).join(" "), names);
    expect(html.match(/class="mention"/g)).toHaveLength(10);
    expect(html).toContain("@user10 @user11");
  });

  it("renders a quote of an existing post as the spec's quote block", () => {
    expect(render("[quote=42]\nEarlier *words*\n[/quote]\nMy answer", [], [["42", "7", "alice"]])).toBe(
      '<blockquote class="quote" data-post-id="42"><div class="quote-author">' +
        '<a href="/forum/thread/7?highlight=42" rel="nofollow ugc noopener">alice</a> wrote:</div>' +
        "<p>Earlier <em>words</em></p>\n</blockquote><p>My answer</p>\n",
    );
  });

  it("renders a quote of a post that does not exist without a post id", () => {
    expect(render("[quote=999]\ngone\n[/quote]")).toBe(
      '<blockquote class="quote"><p>gone</p>\n</blockquote>',
    );
  });

  it("escapes the quoted author's name", () => {
    expect(render("[quote=1]\nx\n[/quote]", [], [["1", "2", "<b>x</b>"]])).toContain(
      ">&lt;b&gt;x&lt;/b&gt;</a> wrote:",
    );
  });

  it("nests quotes and leaves an unclosed quote as written", () => {
    const nested = render(
      "[quote=1]\n[quote=2]\ninner\n[/quote]\nouter\n[/quote]",
      [],
      [
        ["1", "9", "a"],
        ["2", "9", "b"],
      ],
    );
    expect(nested.match(/<blockquote class="quote" data-post-id="\d"/g)).toHaveLength(2);
    expect(render("[quote=1]\nnever closed")).toBe("<p>[quote=1]<br />\nnever closed</p>\n");
  });

  it("does not treat quote markers inside a code fence as a quote", () => {
    expect(splitQuotes("```\n[quote=1]\nx\n[/quote]\n```")).toEqual([
      { kind: "text", markdown: "```\n[quote=1]\nx\n[/quote]\n```" },
    ]);
  });
});

describe("the sanitiser on its own (in case Markdown ever lets HTML through)", () => {
  it.each([
    ['<img src="x" onerror="alert(1)">', ""],
    ['<img src="https://tracker.example/p.png">', ""],
    ['<a href="javascript:alert(1)" onclick="x()">x</a>', '<a rel="nofollow ugc noopener">x</a>'],
    ['<a href="//evil.example/">x</a>', '<a rel="nofollow ugc noopener">x</a>'],
    [
      '<a href="https://ok.example/" rel="opener" target="_top">x</a>',
      '<a href="https://ok.example/" rel="nofollow ugc noopener">x</a>',
    ],
    ['<svg onload="alert(1)"><circle r="1"></circle></svg>', ""],
    ["<script>alert(1)</script><style>p{}</style>", ""],
    ['<p style="color:red" class="x">x</p>', "<p>x</p>"],
    [
      '<blockquote class="quote evil" data-post-id="1 onclick=x">q</blockquote>',
      '<blockquote class="quote">q</blockquote>',
    ],
    [
      '<blockquote class="quote" data-post-id="12">q</blockquote>',
      '<blockquote class="quote" data-post-id="12">q</blockquote>',
    ],
    ['<div class="quote-author" id="x">a</div>', '<div class="quote-author">a</div>'],
    [
      '<a href="/incident/7" class="incident-cite" data-incident="7 onclick" data-version="x">#7</a>',
      '<a href="/incident/7" class="incident-cite" rel="nofollow ugc noopener">#7</a>',
    ],
    ["<p>broken <b>markup", "<p>broken markup</p>"],
  ])("turns %j into %j", (html, expected) => {
    expect(sanitizePostHtml(html)).toBe(expected);
  });
});

describe("incidents cited in a post", () => {
  const cite = (markdown: string, ids: string[], origin = "https://watch.example") =>
    renderPostHtml(markdown, {
      users: new KnownUsers(),
      quotes: new Map(),
      incidents: new KnownIncidents(new Set(ids), origin),
    });

  it("makes a placeholder link of #id, of this site's address and of a version's address", () => {
    expect(cite("see #12", ["12"])).toBe(
      '<p>see <a href="/incident/12" class="incident-cite" data-incident="12" rel="nofollow ugc noopener">#12</a></p>\n',
    );
    expect(cite("https://watch.example/incident/12/v/3", ["12"])).toContain(
      'class="incident-cite" data-incident="12" data-version="3"',
    );
    expect(cite("[the first](/incident/12)", ["12"])).toContain('data-incident="12"');
  });

  it("leaves text, code, other sites and unknown incidents as they are", () => {
    for (const markdown of ["`#12`", "a#12", "#13", "https://elsewhere.example/incident/12", "#12x"])
      expect(cite(markdown, ["12"])).not.toContain("data-incident");
    expect(citationCandidates("#12, #013 and /incident/44/v/2")).toEqual(["12", "13", "44"]);
  });

  it("cites at most 20 incidents and makes at most 50 placeholders", () => {
    const ids = Array.from({ length: 30 }, (_, i) => String(i + 1));
    expect(cite(ids.map((id) => `#${id}`).join(" "), ids).match(/data-incident=/g)).toHaveLength(20);
    expect(cite("#1 ".repeat(60), ["1"]).match(/data-incident=/g)).toHaveLength(50);
  });
});
