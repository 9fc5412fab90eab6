import { readFile } from "node:fs/promises";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/** A language's catalogue of one feature: src/locales/<lang>/<feature>.json (decision 114). */
const CATALOG = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][a-z-]+\.json$/;
const CATALOG_NAME = /[\\/]locales[\\/]([a-z]{2})[\\/]([a-z-]+)\.json$/;

/**
 * Compiles a catalogue's ICU messages to Lingui's compiled form as the catalogue is imported, so the
 * browser never parses ICU (Lingui's parser stays out of the bundle). What comes out is JSON still,
 * which Vite's JSON handling turns into a module as usual; the file in the repository stays plain text
 * for translators.
 */
export function catalogs(): Plugin {
  return {
    name: "incident-watch:catalogs",
    enforce: "pre",
    async load(id) {
      if (!CATALOG.test(id)) return null;
      const messages = JSON.parse(await readFile(id, "utf8")) as Record<string, string>;
      const compiled = Object.entries(messages).map(([key, message]) => {
        try {
          return [key, compileMessageOrThrow(message)];
        } catch (error) {
          throw new Error(`${id}: the message "${key}" is not valid ICU: ${String(error)}`);
        }
      });
      return JSON.stringify(Object.fromEntries(compiled));
    },
    // catalogs.json: each catalogue's chunk ("de/app" → "/assets/app-….js"), so the server can preload
    // the page language's shell catalogue with the page
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        const match =
          chunk.type === "chunk" && chunk.facadeModuleId ? CATALOG_NAME.exec(chunk.facadeModuleId) : null;
        if (match) chunks[`${match[1]}/${match[2]}`] = `/${chunk.fileName}`;
      }
      this.emitFile({ type: "asset", fileName: "catalogs.json", source: JSON.stringify(chunks, null, 2) });
    },
  };
}
