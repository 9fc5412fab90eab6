import { describe, expect, it } from "vitest";
import { EMPTY_FILTER } from "../filters/explorerUrl";
import { embedCode, embedUrl } from "./embedCode";

describe("the embeddable map's iframe code", () => {
  it("addresses /embed with the map's filter and view, under the language's prefix", () => {
    const filter = { ...EMPTY_FILTER, types: ["russian" as const], q: 'rail & "port"' };
    const url = embedUrl("https://watch.example.eu", "de", filter, { lat: 52.2, lng: 21, zoom: 6 });
    expect(url).toMatch(/^https:\/\/watch\.example\.eu\/de\/embed\?/);
    const params = new URL(url).searchParams;
    expect(params.get("types")).toBe("russian");
    expect(params.get("q")).toBe('rail & "port"');
    expect(params.get("view")).toBeTruthy();
    expect(embedUrl("https://watch.example.eu", "en", EMPTY_FILTER, null)).toBe(
      "https://watch.example.eu/embed",
    );
  });

  it("writes the address and title as HTML attribute values a browser reads back unchanged", () => {
    const src = "https://watch.example.eu/embed?types=russian&notes=1&q=%22x%22";
    const title = 'Incident map – "Watch" <Europe> & co';
    const frame = new DOMParser().parseFromString(embedCode(src, title), "text/html").querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(src);
    expect(frame?.getAttribute("title")).toBe(title);
    expect(frame?.getAttribute("height")).toBe("480");
  });

  it("asks for the chosen height, or fills its column's width at 4:3", () => {
    const parse = (code: string) =>
      new DOMParser().parseFromString(code, "text/html").querySelector("iframe")!;
    expect(parse(embedCode("https://x.eu/embed", "Map", 360)).getAttribute("height")).toBe("360");
    expect(parse(embedCode("https://x.eu/embed", "Map", 640)).getAttribute("height")).toBe("640");
    const fill = parse(embedCode("https://x.eu/embed", "Map", "fill"));
    expect(fill.hasAttribute("height")).toBe(false);
    expect(fill.style.width).toBe("100%");
    expect(fill.style.aspectRatio.replace(/ /g, "")).toBe("4/3");
  });
});
