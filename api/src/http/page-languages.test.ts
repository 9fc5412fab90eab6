import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { LOCALES } from "@incident-watch/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../../test/raw-get.js";
import { webApp } from "./web-app.js";

// the web app's own page, as the build copies it
const INDEX = readFileSync(join(import.meta.dirname, "../../../web/index.html"), "utf8");

describe("the pages' languages", () => {
  let dist: string;
  let server: Server;
  let url: string;
  const page = (path: string, headers: Record<string, string> = {}) =>
    rawGet(url, path, { accept: "text/html", ...headers });

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "incident-watch-languages-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), INDEX);
    writeFileSync(
      join(dist, "catalogs.json"),
      JSON.stringify({ "en/app": "/assets/app-e1.js", "de/app": "/assets/app-d2.js" }),
    );
    const app = express().use(
      webApp(dist, {
        publicUrl: "https://watch.example",
        incidentPreview: (_req, id) =>
          Promise.resolve(
            id === "7"
              ? { title: "Cable cut", description: "A cable", url: "https://watch.example/incident/7" }
              : null,
          ),
      }),
    );
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves a page under a language's prefix in that language, with its 16 alternates and its catalogue preloaded", async () => {
    const response = await page("/de/forum/thread/3?page=2");
    expect(response.status).toBe(200);
    const html = response.body.toString();
    expect(html).toContain('<html lang="de">');
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([a-z-]+)" href="([^"]+)" \/>/g)];
    expect(alternates.map((match) => match[1])).toEqual([...LOCALES, "x-default"]);
    expect(Object.fromEntries(alternates.map((match) => [match[1], match[2]]))).toMatchObject({
      en: "https://watch.example/forum/thread/3",
      de: "https://watch.example/de/forum/thread/3",
      uk: "https://watch.example/uk/forum/thread/3",
      "x-default": "https://watch.example/forum/thread/3",
    });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app-d2.js" />');
    expect(html).not.toContain("app-e1.js");
  });

  it("says what the site needs JavaScript for in the page's language", async () => {
    const noscript = async (path: string) =>
      /<noscript>([^<]*)<\/noscript>/.exec((await page(path)).body.toString())?.[1];
    expect(await noscript("/forum")).toBe(
      "Incident Watch Europe needs JavaScript to show the incident map and the forum.",
    );
    expect(await noscript("/pl/forum")).toBe(
      "Incident Watch Europe potrzebuje JavaScriptu, aby pokazać mapę incydentów i forum.",
    );
    expect(await noscript("/de/")).toBe(
      "Incident Watch Europe braucht JavaScript, um die Karte der Vorfälle und das Forum anzuzeigen.",
    );
  });

  it("serves the home page of a language with and without its slash, and English at today's paths", async () => {
    for (const path of ["/pl", "/pl/"]) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.body.toString()).toContain('<html lang="pl">');
      expect(response.body.toString()).toContain('hreflang="pl" href="https://watch.example/pl/"');
    }
    const english = await page("/statistics");
    expect(english.status).toBe(200);
    expect(english.body.toString()).toContain('<html lang="en">');
    expect(english.body.toString()).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/app-e1.js" />',
    );
  });

  it("answers a path no screen has with 404 in any language, and finds an incident's page under a prefix", async () => {
    expect((await page("/de/nowhere")).status).toBe(404);
    expect((await page("/en/forum")).status).toBe(404);
    const incident = await page("/lt/incident/7");
    expect(incident.status).toBe(200);
    expect(incident.body.toString()).toContain('<html lang="lt">');
    expect(incident.body.toString()).toContain('<meta property="og:title" content="Cable cut" />');
    expect((await page("/lt/incident/8")).status).toBe(404);
  });

  it("sends a first visit to the language its browser asks for, once, and remembers it in a cookie no cache keeps", async () => {
    const first = await page("/forum?page=2", { "accept-language": "pl-PL,pl;q=0.9,en;q=0.5" });
    expect(first.status).toBe(302);
    expect(first.headers.location).toBe("/pl/forum?page=2");
    expect(first.headers["cache-control"]).toBe("private, no-store");
    expect(String(first.headers["set-cookie"])).toMatch(
      /^lang=pl; Max-Age=31536000; Path=\/; Expires=.*; SameSite=Lax$/,
    );
    // the response names no header a cache would split on
    expect(first.headers.vary ?? "").not.toMatch(/accept-language/i);
    const home = await page("/", { "accept-language": "uk" });
    expect(home.headers.location).toBe("/uk/");
  });

  it("takes the most wanted of our languages, regions aside, and never one the header refuses", async () => {
    const cases: Array<[string, string]> = [
      ["de-AT,de;q=0.9,en;q=0.8", "/de/forum"],
      ["ja,pl;q=0.5,ru;q=0.7", "/ru/forum"],
      ["fi;q=0,sv;q=0.2", "/sv/forum"],
    ];
    for (const [acceptLanguage, location] of cases)
      expect((await page("/forum", { "accept-language": acceptLanguage })).headers.location).toBe(location);
  });

  it("follows the visitor's choice over their browser's, and leaves English visitors where they are", async () => {
    const chosenEnglish = await page("/forum", { "accept-language": "de", cookie: "lang=en" });
    expect(chosenEnglish.status).toBe(200);
    expect(chosenEnglish.headers["set-cookie"]).toBeUndefined();
    const chosenFinnish = await page("/mission", { "accept-language": "de", cookie: "token=abc; lang=fi" });
    expect(chosenFinnish.status).toBe(302);
    expect(chosenFinnish.headers.location).toBe("/fi/mission");
    expect(chosenFinnish.headers["set-cookie"]).toBeUndefined();
    for (const acceptLanguage of ["en-GB,en;q=0.9,de;q=0.8", "ja-JP", "*", ""]) {
      const stay = await page("/forum", { "accept-language": acceptLanguage });
      expect(stay.status, acceptLanguage).toBe(200);
    }
    // a prefixed page is never sent elsewhere, and neither is a path with no screen
    expect((await page("/de/forum", { "accept-language": "fr", cookie: "lang=fi" })).status).toBe(200);
    expect((await page("/nowhere", { "accept-language": "fr" })).status).toBe(404);
  });
});
