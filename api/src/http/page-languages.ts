import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Request, Response } from "express";
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  isLocale,
  localePath,
  type Locale,
} from "@incident-watch/schema";
import { mailTexts } from "../infra/mail/mail-texts.js";
import { htmlText } from "./page-meta.js";
import { readCookie } from "./request-info.js";

/**
 * The language a visitor opening an English (unprefixed) address is sent to: the one they chose (the
 * language menu's cookie), else, the first time, the one their Accept-Language header asks for. Null
 * means stay in English.
 */
export function languageRedirect(req: Request): { locale: Locale; remember: boolean } | null {
  const chosen = readCookie(req.headers.cookie, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen === DEFAULT_LOCALE ? null : { locale: chosen, remember: false };
  // the most wanted of ours, regions aside ("de-AT" is "de"); English for none of ours
  const wanted = req.acceptsLanguages(...LOCALES);
  return !isLocale(wanted) || wanted === DEFAULT_LOCALE ? null : { locale: wanted, remember: true };
}

/**
 * Sends the visitor to the page in their language. Never kept by a cache (the answer depends on the
 * header and the cookie, which no cache is to be keyed by); the first redirect keeps the header's choice
 * in the cookie, so the header decides only once.
 */
export function redirectToLanguage(req: Request, res: Response, to: { locale: Locale; remember: boolean }) {
  const at = req.originalUrl.indexOf("?");
  const query = at < 0 ? "" : req.originalUrl.slice(at);
  if (to.remember)
    res.cookie(LOCALE_COOKIE, to.locale, {
      path: "/",
      maxAge: 365 * 24 * 3600 * 1000,
      sameSite: "lax",
      secure: req.secure,
    });
  res.set("Cache-Control", "private, no-store");
  res.redirect(302, localePath(to.locale, req.path) + query);
}

/**
 * The page's language in its HTML: `<html lang>`, the line shown without JavaScript, an hreflang alternate
 * for each of the 16 languages (and x-default, the English address), all absolute; and a preload of the language's shell catalogue, which
 * the app needs before its first render (catalogs.json, written by the web build).
 */
export function withLanguage(
  source: string,
  page: { locale: Locale; path: string; publicUrl: string; catalogScript?: string; pseudo?: boolean },
): string {
  const href = (locale: Locale) => htmlText(`${page.publicUrl}${localePath(locale, page.path)}`);
  const tags = [
    ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${href(locale)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}" />`,
    ...(page.catalogScript
      ? [`<link rel="modulepreload" crossorigin href="${htmlText(page.catalogScript)}" />`]
      : []),
  ];
  // the pseudo-locale (tests only) is English's messages made longer and accented, named as en-XA is
  const html = page.pseudo ? '<html lang="en-XA" data-pseudo-locale' : `<html lang="${page.locale}"`;
  return (
    source
      .replace(/<html lang="[^"]*"/, html)
      // the installable app's name and shortcuts in the page's language (web/vite/serviceWorkerPlugin.ts)
      .replace('href="/manifest-en.webmanifest"', `href="/manifest-${page.locale}.webmanifest"`)
      .replace(
        /<noscript>[^<]*<\/noscript>/,
        () => `<noscript>${htmlText(mailTexts(page.locale)("page.noscript"))}</noscript>`,
      )
      .replace("</head>", () => `    ${tags.join("\n    ")}\n  </head>`)
  );
}

/** The built app's shell catalogue of each language ("de" → "/assets/app-….js"), reread after a new build. */
export function shellCatalogs(distDir: string): (locale: Locale) => string | undefined {
  const file = join(distDir, "catalogs.json");
  let seen = -1;
  let scripts: Record<string, string> = {};
  return (locale) => {
    if (!existsSync(file)) return undefined;
    const changed = statSync(file).mtimeMs;
    if (changed !== seen) {
      scripts = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      seen = changed;
    }
    return scripts[`${locale}/app`];
  };
}
