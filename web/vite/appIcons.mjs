// Draws the installable app's icons (public/icons/*.png) from the site's mark, public/favicon.svg, with
// the browser the tests use: `node vite/appIcons.mjs` after the mark changes; the PNGs are committed.
// The maskable icon keeps the mark inside the middle 80 % that every platform's mask leaves whole.
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

const mark = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const BACKGROUND = "#0b1120";
const icons = [
  { file: "icon-192.png", size: 192, inset: 0 },
  { file: "icon-512.png", size: 512, inset: 0 },
  { file: "maskable-512.png", size: 512, inset: 0.1 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  for (const { file, size, inset } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const margin = Math.round(size * inset);
    await page.setContent(
      `<body style="margin:0;background:${BACKGROUND}">` +
        `<div style="position:absolute;inset:${margin}px">${mark.replace("<svg ", '<svg width="100%" height="100%" ')}</div>`,
    );
    writeFileSync(new URL(`../public/icons/${file}`, import.meta.url), await page.screenshot());
    await page.close();
  }
} finally {
  await browser.close();
}
