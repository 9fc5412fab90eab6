import type { Plugin } from "vite";

export interface JsonAssets<Key extends string> {
  /** The plugin's name. */
  name: string;
  /** `import urls from "<module>"` gives each key's asset URL. */
  module: string;
  keys: readonly Key[];
  /** A key's asset file name (hashed in the build) and, in the dev server, its path. */
  fileName(key: Key): string;
  /** Makes a key's JSON, once, when first asked for. */
  make(key: Key): unknown;
}

/**
 * Data made at build time and served by this app alone: a virtual module whose default export maps each
 * key to the URL of a hashed JSON asset in the build, and of a dev-server path while developing. A page
 * fetches only the one it needs (the place names of its language, say).
 */
export function jsonAssets<Key extends string>({
  name,
  module,
  keys,
  fileName,
  make,
}: JsonAssets<Key>): Plugin {
  const resolved = `\0${module}`;
  const made = new Map<Key, string>();
  const source = (key: Key) => made.get(key) ?? made.set(key, JSON.stringify(make(key))).get(key)!;
  let serving = false;
  return {
    name,
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId: (id) => (id === module ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      const entries = keys.map((key) => {
        if (serving) return `${JSON.stringify(key)}: ${JSON.stringify(`/${fileName(key)}`)}`;
        const reference = this.emitFile({ type: "asset", name: fileName(key), source: source(key) });
        return `${JSON.stringify(key)}: import.meta.ROLLUP_FILE_URL_${reference}`;
      });
      return `export default { ${entries.join(", ")} };`;
    },
    configureServer(server) {
      for (const key of keys) {
        server.middlewares.use(`/${fileName(key)}`, (_request, response) => {
          response.setHeader("content-type", "application/json");
          response.end(source(key));
        });
      }
    },
  };
}
