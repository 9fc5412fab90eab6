// The submit form and the news site whose page a report points at, for the browser tests that send reports.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { verifyAltcha } from "./altcha.js";

export interface NewsSite {
  server: Server;
  url: string;
  /** The app's settings that let it fetch titles from this site, which is on a loopback address. */
  env: Record<string, string>;
}

/** A news site on this machine whose every page has `head` as its head, so the server reads its title. */
export function startNewsSite(head: string): Promise<NewsSite> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html><head>${head}</head><body>Article</body></html>`);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://127.0.0.1:${port}`,
        env: { TITLE_FETCH_ALLOW_LOOPBACK: "true", TITLE_FETCH_PORTS: String(port) },
      });
    }),
  );
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export async function openSubmitForm(page: Page) {
  await page.goto("/submit");
  await page.getByRole("heading", { name: "Submit New Attack" }).waitFor();
}

export interface Report {
  attackType?: "russian" | "chinese";
  /** The kind's value, or its label as shown. */
  kind: string | { label: string };
  sourceUrl: string;
  /** dd/mm/yyyy, as typed. */
  date: string;
  latitude: string;
  longitude: string;
}

/** Fills the open submit form with `report`, solves its captcha and presses Submit. */
export async function sendReport(page: Page, report: Report) {
  if (report.attackType) await page.getByLabel("Attack type").selectOption(report.attackType);
  await page.getByLabel("Kind of attack").selectOption(report.kind);
  await field(page, "Source URL").fill(report.sourceUrl);
  await field(page, "Date").fill(report.date);
  await field(page, "Latitude").fill(report.latitude);
  await field(page, "Longitude").fill(report.longitude);
  await verifyAltcha(page);
  await page.getByRole("button", { name: "Submit" }).click();
}
