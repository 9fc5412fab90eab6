import { readFile } from "node:fs/promises";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/** A language's catalogue of one feature: src/locales/<lang>/<feature>.json (decision 109). */
const CATALOG = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][a-z-]+\.json$/;

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
  };
}
