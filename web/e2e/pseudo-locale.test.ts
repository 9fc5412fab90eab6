import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCategory,
  createPost,
  createThread,
  pageAs,
  registerMember,
  type Member,
} from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents } from "./mapHelpers.js";

/**
 * The pseudo-locale run (issue 41, docs/languages.md, Checks): English pages with every catalogue message
 * accented, about 35 % longer and between ⟦ and ⟧. A text node with a plain ASCII word and no marker was
 * written outside the catalogues; an element wider than its box clips or spills a longer language. The
 * seeded content is itself bracketed, and the members' names have no two letters in a row, so only the
 * interface's own words are judged.
 */

const WIDTHS = [390, 1280];

interface Finding {
  untranslated: string[];
  overflowing: string[];
}

/** What the page shows outside the catalogues, and what spills out of its box. */
function inspect(page: Page): Promise<Finding> {
  return page.evaluate(() => {
    const plainWord = /(?<![\p{L}\p{N}])[A-Za-z]{2,}(?![\p{L}\p{N}])/u;
    const untranslated: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      // code (field names, values) and what is marked translate="no" (addresses, names, codes) stay as written
      const kept = "script, style, noscript, svg, [hidden], code, kbd, samp, [translate='no']";
      if (!parent || parent.closest(`${kept}, .maplibregl-ctrl-attrib`)) continue;
      if (parent.getClientRects().length === 0) continue; // not shown
      if (text.includes("⟦") || text.includes("⟧") || !plainWord.test(text)) continue;
      untranslated.push(`${parent.tagName.toLowerCase()}.${parent.className}: ${text.trim().slice(0, 60)}`);
    }
    // a text attribute read aloud or shown on hover counts as text too
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")) {
      if (element.closest("[translate='no']")) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value && !value.includes("⟦") && plainWord.test(value))
          untranslated.push(`${element.tagName.toLowerCase()}[${name}]: ${value.slice(0, 60)}`);
      }
    }
    const width = document.documentElement.clientWidth;
    const overflowing: string[] = [];
    // shown to screen readers only (a table's header on a phone, "opens in a new tab"): clipped to nothing
    const clippedAway = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.clipPath !== "none" || style.clip !== "auto") return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (element.closest("svg, canvas, .maplibregl-map, [hidden]") || clippedAway(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const style = getComputedStyle(element);
      // past the page's right edge (unless inside a box that scrolls sideways, as wide tables do), or text
      // wider than a box that neither scrolls nor wraps it
      let scroller = element.parentElement;
      while (scroller && !["auto", "scroll"].includes(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      const pastEdge = box.right > width + 1 && !scroller;
      const clipped =
        element.scrollWidth > element.clientWidth + 1 &&
        element.clientWidth > 0 &&
        style.overflowX === "visible" &&
        style.display !== "inline" &&
        [...element.childNodes].some(
          (child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim(),
        );
      if (pastEdge || clipped)
        overflowing.push(
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.trim().slice(0, 40)} ` +
            `(${Math.round(box.right)} of ${width} px; ${element.scrollWidth} in ${element.clientWidth})`,
        );
    }
    return { untranslated: [...new Set(untranslated)], overflowing: [...new Set(overflowing)] };
  });
}

const seeded = { category: "", thread: "", incident: "" };

/** The routes, the map page first; the members' own pages signed in. */
const ROUTES: { path: () => string; member?: boolean }[] = [
  { path: () => "/" },
  { path: () => "/forum" },
  { path: () => `/forum/category/${seeded.category}` },
  { path: () => `/forum/thread/${seeded.thread}` },
  { path: () => "/statistics" },
  { path: () => "/submit" },
  { path: () => `/incident/${seeded.incident}` },
  { path: () => "/forum/login" },
  { path: () => "/forum/register" },
  { path: () => "/forum/settings", member: true },
  { path: () => "/forum/notifications", member: true },
  { path: () => "/forum/new-thread", member: true },
  { path: () => "/codebook" },
  { path: () => "/mission" },
  { path: () => "/privacy-policy" },
  { path: () => "/this-page-does-not-exist" },
];

describe("the pseudo-locale on the main routes", () => {
  let e2e: E2E;
  let member: Member;

  beforeAll(async () => {
    e2e = await startE2E({ env: { PSEUDO_LOCALE: "1" }, webgl: true });
    member = await registerMember(e2e, "a1_b2");
    const other = await registerMember(e2e, "c3_d4");
    seeded.category = await createCategory(e2e, "⟦Ŝåƀöţåĝé⟧", "⟦Ŕéƥöŕţš åñð ðîšçûššîöñ⟧");
    seeded.thread = await createThread(
      e2e,
      member,
      seeded.category,
      "⟦Ðŕöñéš ñéåŕ ţĥé ƥöŕţ⟧",
      "⟦Ţĥŕéé öƒ ţĥéɱ⟧",
    );
    await createPost(e2e, other, seeded.thread, "⟦Ŝééñ åţ ðûšķ⟧ @a1_b2");
    const [incident] = await seedEvents(e2e, [
      {
        type: "russian",
        title: "⟦Çåƀļé çûţ îñ ţĥé Ɓåļţîç⟧",
        sourceUrl: "https://example.org/cable",
        date: "2026-10-01",
        latitude: 59.4,
        longitude: 24.7,
      },
    ]);
    seeded.incident = incident!;
  });
  afterAll(async () => {
    await e2e?.close();
  });

  describe.each(WIDTHS)("at %i px", (width) => {
    let visitor: Page;
    let signedIn: Page;
    beforeAll(async () => {
      visitor = await pageAs(e2e);
      signedIn = await pageAs(e2e, member);
      for (const page of [visitor, signedIn]) await page.setViewportSize({ width, height: 900 });
    });
    afterAll(async () => {
      await visitor?.context().close();
      await signedIn?.context().close();
    });

    // the map page once per width: it is the dearest page to draw
    it.each(ROUTES.map((route) => ({ ...route, name: route.path.toString().replace(/^\(\) => /, "") })))(
      "$name: no untranslated text, nothing outside its box",
      async (route) => {
        const page = route.member ? signedIn : visitor;
        const path = route.path();
        await page.goto(path);
        expect(await page.getAttribute("html", "lang")).toBe("en-XA");
        await page.locator("main h1, main h2, h1").first().waitFor();
        await page.waitForTimeout(300); // what arrives after the heading (lists, counts)
        const found = await inspect(page);
        expect(found, path).toEqual({ untranslated: [], overflowing: [] });
      },
      60_000,
    );
  });

  it("is never a language of the menu or of the alternates", async () => {
    const page = await pageAs(e2e);
    await page.goto("/forum");
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
    expect(alternates).toHaveLength(17);
    expect(alternates.some((code) => code?.toLowerCase().startsWith("en-"))).toBe(false);
    await page.context().close();
  });
});
