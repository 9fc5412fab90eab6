import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// the Content-Security-Policy allows scripts and styles only from files, so the page shell must not inline any;
// embed.html is the embeddable map's page (/embed)
describe.each(["index.html", "embed.html"])("%s", (file) => {
  const html = readFileSync(join(import.meta.dirname, "..", file), "utf8");
  const page = new DOMParser().parseFromString(html, "text/html");

  it("loads every script from a file and has no inline style", () => {
    const scripts = [...page.querySelectorAll("script")];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.getAttribute("src")).toBeTruthy();
      expect(script.textContent?.trim()).toBe("");
    }
    expect(page.querySelectorAll("style, [style]")).toHaveLength(0);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it("declares the language, a mobile viewport, the product title and a noscript notice", () => {
    expect(page.documentElement.lang).toBe("en");
    expect(page.querySelector('meta[name="viewport"]')?.getAttribute("content")).toContain(
      "width=device-width",
    );
    expect(page.title).toBe("Incident Watch Europe");
    expect(page.querySelector("noscript")?.textContent).toMatch(/JavaScript/);
  });
});
