import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, LOCALES, splitLocalePath, type Locale } from "@incident-watch/schema";
import { loadPseudoLocale, pseudoLocaleOn, pseudoMessages } from "./pseudoLocale";

/**
 * The catalogues: src/locales/<lang>/<namespace>.json, each its own lazy chunk (compiled by
 * vite/catalogPlugin.ts), so a page downloads only its own language's messages for what it shows.
 */
const files = import.meta.glob<Messages>("../locales/*/*.json", { import: "default" });

/** A catalogue's name: the file name, which is also the first part of each of its keys. */
export type Namespace =
  | "admin"
  | "app"
  | "explorer"
  | "auth"
  | "forum"
  | "incident"
  | "install"
  | "map"
  | "messages"
  | "notifications"
  | "pages"
  | "places"
  | "alerts"
  | "statistics"
  | "submit"
  | "thread"
  | "translation";

/** One Lingui instance per language: switching language swaps instances, no global state changes. */
const instances = new Map<Locale, I18n>(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: {} } })]),
);

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
/** The namespaces the app has asked for so far: a change of language loads them all first. */
const wanted = new Set<Namespace>();

function inPseudoLocale(locale: Locale): boolean {
  return locale === DEFAULT_LOCALE && pseudoLocaleOn();
}

export function i18nFor(locale: Locale): I18n {
  return instances.get(locale)!;
}

export function isLoaded(locale: Locale, namespace: Namespace): boolean {
  return loaded.has(`${locale}/${namespace}`);
}

/** Adds a language's catalogue of one namespace (at once when it came with the bundle, as in tests). */
export function addCatalog(locale: Locale, namespace: Namespace, messages: Messages) {
  i18nFor(locale).load(locale, inPseudoLocale(locale) ? pseudoMessages(messages) : messages);
  loaded.add(`${locale}/${namespace}`);
  wanted.add(namespace);
}

export function loadCatalog(locale: Locale, namespace: Namespace): Promise<void> {
  const key = `${locale}/${namespace}`;
  wanted.add(namespace);
  let load = loading.get(key);
  if (!load) {
    const file = files[`../locales/${key}.json`];
    load = file
      ? Promise.all([file(), inPseudoLocale(locale) && loadPseudoLocale()]).then(([messages]) =>
          addCatalog(locale, namespace, messages),
        )
      : Promise.reject(new Error(`No catalogue ${key}`));
    // a failed download may be tried again on the next render
    load.catch(() => loading.delete(key)).catch(() => {});
    loading.set(key, load);
  }
  return load;
}

export function loadCatalogs(locale: Locale, namespaces: Iterable<Namespace>): Promise<void> {
  return Promise.all([...namespaces].map((namespace) => loadCatalog(locale, namespace))).then(() => {});
}

/**
 * A page's code with its catalogues in the address's language, downloaded side by side (the router's lazy
 * pages), so the page never waits for its messages after its code.
 */
export function withCatalogs<T>(namespaces: Namespace[], load: Promise<T>): Promise<T> {
  const { locale } = splitLocalePath(window.location.pathname);
  return Promise.all([load, loadCatalogs(locale, namespaces)]).then(([loaded]) => loaded);
}

/** What a change to this language must load before the page switches: every namespace in use. */
export function loadWantedCatalogs(locale: Locale): Promise<void> {
  return loadCatalogs(locale, wanted);
}
