import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import express, { type Request, type RequestHandler, type Router } from "express";
import {
  DEFAULT_LOCALE,
  INCIDENT_PAGE_ROUTE,
  isEmbedPath,
  isSiteRoute,
  splitLocalePath,
} from "@incident-watch/schema";
import { precompressed } from "./precompressed.js";
import { mailTexts } from "../infra/mail/mail-texts.js";
import { htmlText, withPreview, type PagePreview } from "./page-meta.js";
import { languageRedirect, redirectToLanguage, shellCatalogs, withLanguage } from "./page-languages.js";

export interface WebAppOptions {
  /** The site's public address, for the pages' absolute hreflang alternates. */
  publicUrl?: string;
  /** The preview of an approved incident's page; null when the id names none (the page is then a 404). */
  incidentPreview?(req: Request, id: string): Promise<PagePreview | null>;
  /**
   * How many incidents the embeddable map's filter (the request's query) holds, for the picture shown
   * without JavaScript; null when the query is no filter (the page then only asks for JavaScript).
   */
  embedPictureCount?(req: Request): Promise<number | null>;
  /** Tests and development only: English pages in the pseudo-locale (docs/languages.md, Checks). */
  pseudoLocale?: boolean;
  /** False retires the app's service worker (SERVICE_WORKER): see retiredWorker. */
  serviceWorker?: boolean;
}

/**
 * What /sw.js is once an operator retired the worker: browsers that had it fetch it as an update, and it
 * removes every cache it kept and itself, then reloads the pages it controlled, which load from the
 * network again. Pages no longer register it (the meta tag below tells them).
 */
const RETIRED_WORKER = `self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil((async () => {
  for (const name of await caches.keys()) await caches.delete(name);
  await self.registration.unregister();
  for (const client of await self.clients.matchAll({ type: "window" })) client.navigate(client.url);
})()));
`;
const RETIRED_META = '<meta name="service-worker" content="retired" />';

/** A tile of the offline basemap (web/vite/worldTilesPlugin.ts); tiles of open sea are not in the build. */
const WORLD_TILE = /^\/world-[0-9a-f]+\/\d{1,2}\/\d{1,5}\/\d{1,5}\.pbf$/;

const INCIDENT_PAGE = new RegExp(`^${INCIDENT_PAGE_ROUTE.replace(":id", "([^/]+)")}/?$`);

/**
 * Serves the built web app: hashed assets cached for a year (as their brotli or gzip copy where the
 * browser takes one), everything else revalidated, and index.html for every path a browser opens: with
 * 200 on the app's routes (schema/src/site-routes.ts), in English or under a language's prefix ("/de/…"),
 * 404 elsewhere (the app shows its "Page not found"), and for an incident's page its preview tags, or
 * 404 when it is not an approved incident. Every page says its language and its 16 alternates; an
 * English address sends a visitor on to the language they chose, or the first time to their browser's
 * (except the embeddable map's, which other sites frame and which sets no cookie).
 */
export function webApp(distDir: string, options: WebAppOptions = {}): Router {
  const router = express.Router();
  const index = join(distDir, "index.html");
  // the embeddable map's page: the map alone, without the app's shell and session (docs/map.md)
  const embedPage = join(distDir, "embed.html");
  const assets = join(distDir, "assets");
  const catalogScript = shellCatalogs(distDir);
  const publicUrl = options.publicUrl ?? "";
  router.use(
    "/assets",
    openSeaTiles(assets),
    precompressed(assets),
    express.static(assets, {
      immutable: true,
      maxAge: "365d",
      index: false,
      fallthrough: false,
    }),
  );
  const workerOn = options.serviceWorker !== false;
  if (!workerOn)
    router.get("/sw.js", (_req, res) => {
      res.set("Cache-Control", "no-cache").type("text/javascript").send(RETIRED_WORKER);
    });
  router.use(express.static(distDir, { index: false, maxAge: 0 }));
  router.get("/{*path}", async (req, res, next) => {
    if (!req.accepts("html")) return next();
    const { locale, path } = splitLocalePath(req.path);
    const page = isEmbedPath(path) ? embedPage : index;
    if (!existsSync(page)) {
      res.status(503).type("text/plain").send("The web app is not built yet: run the build first.");
      return;
    }
    const known = isSiteRoute(path);
    // the embeddable map stays in its address's language: a redirect there would set the language cookie
    const redirect = known && locale === DEFAULT_LOCALE && !isEmbedPath(path) ? languageRedirect(req) : null;
    if (redirect) return redirectToLanguage(req, res, redirect);
    res.set("Cache-Control", "no-cache");
    try {
      const source = await readFile(page, "utf8");
      const html = withLanguage(workerOn ? source : source.replace("</head>", `${RETIRED_META}</head>`), {
        locale,
        path,
        publicUrl,
        catalogScript: catalogScript(locale),
        pseudo: options.pseudoLocale === true && locale === DEFAULT_LOCALE,
      });
      if (isEmbedPath(path) && options.embedPictureCount) {
        const count = await options.embedPictureCount(req);
        res
          .status(200)
          .type("html")
          .send(
            count === null
              ? html
              : withEmbedPicture(html, req, mailTexts(locale)("embed.pictureAlt", { count })),
          );
        return;
      }
      const incident = INCIDENT_PAGE.exec(path);
      if (incident && options.incidentPreview) {
        const preview = await options.incidentPreview(req, incident[1]!);
        res
          .status(preview ? 200 : 404)
          .type("html")
          .send(preview ? withPreview(html, preview) : html);
        return;
      }
      res
        .status(known ? 200 : 404)
        .type("html")
        .send(html);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

/**
 * The embeddable map without JavaScript: the server's picture of the map at the address's filter and view
 * in place of the line asking for JavaScript.
 */
function withEmbedPicture(html: string, req: Request, alt: string): string {
  const at = req.originalUrl.indexOf("?");
  const src = `/api/embed/map.png${at < 0 ? "" : req.originalUrl.slice(at)}`;
  const picture = `<img class="embed__picture" src="${htmlText(src)}" alt="${htmlText(alt)}" width="800" height="480" />`;
  return html.replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${picture}</noscript>`);
}

/** A basemap tile the build left out has nothing to draw: 204, cached like the tiles that exist. */
function openSeaTiles(assets: string): RequestHandler {
  return (req, res, next) => {
    if (!WORLD_TILE.test(req.path) || existsSync(join(assets, req.path))) return next();
    res.set("Cache-Control", "public, max-age=31536000, immutable");
    res.status(204).end();
  };
}

/**
 * A browser opening /graphql (a GET that prefers HTML) gets the research API explorer, a page of the
 * built web app; GraphQL clients, which ask for JSON, go on to the API.
 */
export function explorerPage(distDir: string): RequestHandler {
  const page = join(distDir, "graphiql.html");
  return (req, res, next) => {
    if (req.accepts(["application/json", "application/graphql-response+json", "html"]) !== "html")
      return next();
    if (!existsSync(page)) return next();
    res.set("Cache-Control", "no-cache");
    res.sendFile(page);
  };
}
