import { startBenchApp, startDatabaseServer } from "./bench-app.js";
import { launchBrowser } from "./bench-browser.js";
const database = await startDatabaseServer();
const browser = await launchBrowser();
const app = await startBenchApp(database.url, Number(process.env.N ?? 100000));
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  page.on("console", (m) => {
    if (!/GL Driver/.test(m.text())) console.log("console", m.text());
  });
  page.on("pageerror", (e) => console.log("pageerror", e.message));
  await page.goto(app.url);
  for (let i = 0; i < 30; i++) {
    await page.waitForTimeout(2000);
    const s = await page.evaluate(() => ({
      marks: performance.getEntriesByType("mark").map((m) => m.name),
      markers: window.__incidentMap?.markers().length,
      text: document.querySelector(".map-legend__counts")?.textContent,
    }));
    console.log(JSON.stringify(s));
    if (s.marks.includes("map:index-refined")) break;
  }
  await page.screenshot({ path: "/tmp/em/bench.png" });
} finally {
  await app.close();
  await browser.close();
  await database.stop();
}
