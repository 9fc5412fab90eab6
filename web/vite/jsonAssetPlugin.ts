import type { Plugin } from "vite";

export interface JsonAsset {
  /** The plugin's name. */
  name: string;
  /** `import url from "<module>"` gives the asset's URL. */
  module: string;
  /** The asset's file name (hashed in the build) and, in the dev server, its path. */
  fileName: string;
  /** Makes the JSON, once, when first asked for. */
  make(): unknown;
}

/**
 * Data made at build time and served by this app alone: a virtual module whose default export is the URL
 * of a hashed JSON asset in the build, and of a dev-server path while developing.
 */
export function jsonAsset({ name, module, fileName, make }: JsonAsset): Plugin {
  const resolved = `\0${module}`;
  const devPath = `/${fileName}`;
  let json: string | undefined;
  let serving = false;
  const source = () => (json ??= JSON.stringify(make()));
  return {
    name,
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId: (id) => (id === module ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      if (serving) return `export default ${JSON.stringify(devPath)};`;
      const reference = this.emitFile({ type: "asset", name: fileName, source: source() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(devPath, (_request, response) => {
        response.setHeader("content-type", "application/json");
        response.end(source());
      });
    },
  };
}
