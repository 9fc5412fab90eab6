// How long the language menu's switch takes in the page (`npm run bench:languages`): the built app, the
// browser tests' Chromium, the forum home in English, then BENCH_SWITCHES switches in place, each to a
// language not loaded yet, timed inside the page from the choice to the new words on screen (catalogue
// downloads included). Target (issue 41): ≤ 100 ms. Figures: docs/languages.md, "Weight".
import { readFileSync } from "node:fs";
import type { BrowserType } from "playwright-core";
import { LOCALES } from "../schema/src/locales.js";
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import { CHROMIUM_ARGS } from "../web/e2e/harness.js";
import { startBenchApp, startDatabaseServer, webRequire } from "./bench-app.js";

const { chromium } = webRequire("playwright-core") as { chromium: BrowserType };
// In the page, as text: tsx would name its functions with a helper the page does not have. Done when the
// page names its own language.
const SWITCH = `(async () => {
  const select = document.querySelector(".language-menu select");
  const started = performance.now();
  select.value = LOCALE;
  select.dispatchEvent(new Event("change", { bubbles: true }));
  await new Promise((resolve) => {
    const check = () =>
      document.documentElement.lang === LOCALE && location.pathname.startsWith("/" + LOCALE + "/")
        ? resolve()
        : requestAnimationFrame(check);
    check();
  });
  return performance.now() - started;
})()`;
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

installIfNeeded();
buildIfStale();
console.log(`load average before: ${loadAverage()}`);
const server = await startDatabaseServer();
const app = await startBenchApp(server.url, 20);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${app.url}/forum`);
  await page.locator(".language-menu select").waitFor();
  const times: number[] = [];
  for (const locale of LOCALES.filter((code) => code !== "en")) {
    times.push(await page.evaluate<number>(SWITCH.replaceAll("LOCALE", JSON.stringify(locale))));
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  console.log(`switches: ${times.map((ms) => ms.toFixed(1)).join(", ")} ms`);
  console.log(
    `${times.length} switches: median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, ` +
      `max ${sorted.at(-1)!.toFixed(1)} ms (target ≤ 100 ms)`,
  );
} finally {
  await browser.close();
  await app.close();
  await server.stop();
}
console.log(`load average after: ${loadAverage()}`);
