import { describe, expect, it } from "vitest";
import { postExcerpt } from "./post-excerpt.js";

describe("postExcerpt", () => {
  it("shows the words a reader sees, without Markdown's markers", () => {
    expect(
      postExcerpt(
        "## Seen at dusk\n\n**Three** _drones_ over the [harbour](https://example.org/map).\n\n" +
          "- one `north`\n- two > south\n\n![a photo](/uploads/x.png)",
      ),
    ).toBe("Seen at dusk Three drones over the harbour. one north two > south a photo");
  });

  it("leaves quoted posts out and keeps mentions as written", () => {
    expect(postExcerpt("[quote=12]\nThey flew **north**.\n[/quote]\n@bob did you see *this*?")).toBe(
      "@bob did you see this?",
    );
  });

  it("keeps a code block's text and puts the post on one line", () => {
    expect(postExcerpt("Look:\n\n```\nlat 54.5\nlon 15.3\n```")).toBe("Look: lat 54.5 lon 15.3");
  });

  it("cuts a long post at 140 characters with an ellipsis", () => {
    const excerpt = postExcerpt(`*${"word ".repeat(100).trim()}*`);
    expect(excerpt).toHaveLength(140);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt).not.toContain("*");
  });
});
