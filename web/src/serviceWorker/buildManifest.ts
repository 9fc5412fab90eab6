/** What the build tells the service worker (web/vite/serviceWorkerPlugin.ts writes it into sw.js). */
export interface BuildManifest {
  /** Changes with every build whose files changed: the worker's caches are named by it. */
  version: string;
  /** The app shell: the entry, what it imports, its styles, the shell catalogues, the icons. */
  shell: string[];
  /** Each page kept readable offline: the files its lazy module needs, once a page of it is opened. */
  routes: { map: string[]; thread: string[] };
  /** Every catalogue of each language ("de" → its files): a page's own are kept with it. */
  catalogs: Record<string, string[]>;
}

declare const __BUILD_MANIFEST__: BuildManifest;

/** Replaced by the build; the unit tests and the dev server see an empty build. */
export const buildManifest: BuildManifest =
  typeof __BUILD_MANIFEST__ === "undefined"
    ? { version: "dev", shell: [], routes: { map: [], thread: [] }, catalogs: {} }
    : __BUILD_MANIFEST__;
