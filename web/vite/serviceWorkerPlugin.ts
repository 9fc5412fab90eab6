import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { LOCALES } from "@incident-watch/schema";
import type { BuildManifest } from "../src/serviceWorker/buildManifest";
import { installTexts, webAppManifest } from "../src/serviceWorker/webAppManifest.ts";

/** The worker's own entry (vite.config.ts names it "sw"); it is written to /sw.js, the scope of the site. */
export const SERVICE_WORKER_ENTRY = "src/serviceWorker/sw.ts";
export const ICONS = ["/icons/icon-192.png", "/icons/icon-512.png", "/icons/maskable-512.png"];

const CATALOG = /[\\/]locales[\\/]([a-z]{2})[\\/]([a-z-]+)\.json$/;

interface Chunk {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  code: string;
  viteMetadata?: { importedCss: Set<string> };
}
type Output = Chunk | { type: "asset"; fileName: string };

/**
 * Tells the service worker what this build is (src/serviceWorker/buildManifest.ts): the shell's files
 * (the entry and everything it imports), the map page's and the thread page's, each language's
 * catalogues, and a version that changes with them. Writes the web app manifest in each language too
 * (manifest-<lang>.webmanifest; the server links the page's own).
 */
export function serviceWorker(): Plugin {
  return {
    name: "incident-watch:service-worker",
    apply: "build",
    // after Vite's own: it drops the chunks that only carried styles, which no page ever requests
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const outputs = Object.values(bundle) as Output[];
        const chunks = outputs.filter((output): output is Chunk => output.type === "chunk");
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (start: Chunk | undefined) => {
          const files = new Set<string>();
          const visit = (chunk: Chunk | undefined) => {
            if (!chunk || files.has(`/${chunk.fileName}`)) return;
            files.add(`/${chunk.fileName}`);
            for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
            for (const imported of chunk.imports) visit(byFile.get(imported));
          };
          visit(start);
          return files;
        };
        const facade = (ending: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(ending));
        const catalogs: Record<string, string[]> = {};
        const appCatalogs: string[] = [];
        for (const chunk of chunks) {
          const match = chunk.facadeModuleId ? CATALOG.exec(chunk.facadeModuleId) : null;
          if (!match) continue;
          (catalogs[match[1]!] ??= []).push(`/${chunk.fileName}`);
          if (match[2] === "app") appCatalogs.push(`/${chunk.fileName}`);
        }
        // the app's entry is index.html's script (its facade is the page itself)
        const entry = facade("/index.html") ?? facade("/src/main.tsx");
        if (!entry) throw new Error("The build has no entry for index.html");
        const shell = [...closure(entry), ...appCatalogs, "/favicon.svg", ...ICONS];
        const without = (files: Set<string>) => [...files].filter((file) => !shell.includes(file));
        // the map's own worker, which its page starts with new Worker(new URL(…)), not an import
        const workers = outputs
          .map((output) => `/${output.fileName}`)
          .filter((file) => /^\/assets\/cluster\.worker-[^/]*\.js$/.test(file));
        const routes = {
          map: [...without(closure(facade("/features/map/MapPage.tsx"))), ...workers],
          thread: without(closure(facade("/features/forum/forumThreadPages.ts"))),
        };
        const version = createHash("sha256")
          .update(JSON.stringify({ shell, routes, catalogs }))
          .digest("hex")
          .slice(0, 12);
        const manifest: BuildManifest = { version, shell, routes, catalogs };
        const worker = chunks.find((chunk) => chunk.fileName === "sw.js");
        if (!worker) throw new Error(`The build has no sw.js: is ${SERVICE_WORKER_ENTRY} among its inputs?`);
        worker.code = worker.code.replaceAll("__BUILD_MANIFEST__", `(${JSON.stringify(manifest)})`);
        if (worker.imports.length > 0)
          throw new Error("sw.js must import nothing: a worker script is one file");

        for (const locale of LOCALES) {
          const texts = JSON.parse(
            readFileSync(join(import.meta.dirname, `../src/locales/${locale}/install.json`), "utf8"),
          ) as Record<string, string>;
          this.emitFile({
            type: "asset",
            fileName: `manifest-${locale}.webmanifest`,
            source: JSON.stringify(webAppManifest(locale, installTexts(texts)), null, 2),
          });
        }
      },
    },
  };
}
