import { describe, expect, it } from "vitest";
import { snippetParts } from "./snippetParts";

describe("snippetParts", () => {
  it("splits a snippet into plain and marked text", () => {
    expect(snippetParts("a <mark>drone</mark> over the <mark>port</mark>.")).toEqual([
      { text: "a ", marked: false },
      { text: "drone", marked: true },
      { text: " over the ", marked: false },
      { text: "port", marked: true },
      { text: ".", marked: false },
    ]);
  });

  it("decodes the escaped characters back to text", () => {
    expect(snippetParts("&lt;b&gt; &amp; &quot;x&quot; &#39;y&#39;")).toEqual([
      { text: `<b> & "x" 'y'`, marked: false },
    ]);
  });

  it("keeps any other markup as visible text, never as elements", () => {
    expect(snippetParts('<img src=x onerror="alert(1)"><mark>hit</mark>')).toEqual([
      { text: '<img src=x onerror="alert(1)">', marked: false },
      { text: "hit", marked: true },
    ]);
  });
});
