import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router-dom";
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  localePath,
  splitLocalePath,
  type Locale,
} from "@incident-watch/schema";
import { loadWantedCatalogs } from "./catalogs";
import { LocaleContext } from "./locale";
import { PSEUDO_LOCALE, pseudoLocaleOn } from "./pseudoLocale";

type SwitchLocale = (locale: Locale) => Promise<void>;

/** Outside a LocaleRouter (a test's memory router) a change of language opens the page's address anew. */
const SwitchLocaleContext = createContext<SwitchLocale>((locale) => {
  rememberLocale(locale);
  window.location.assign(localePath(locale, splitLocalePath(window.location.pathname).path));
  return Promise.resolve();
});

/** Changes the page's language: its catalogues first, then the address, in place (no reload). */
export function useSwitchLocale(): SwitchLocale {
  return useContext(SwitchLocaleContext);
}

/** Keeps a visitor's choice for a year: the server then sends their unprefixed visits to their language. */
export function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * What of the document's head is bound to the language, as the server wrote it for the page's language
 * (api/src/http/page-languages.ts): `<html lang>` and the installable app's manifest. Kept in step when the
 * language changes in place, so installing the app after a switch installs it in the new language.
 */
function nameLanguageInHead(locale: Locale) {
  document.documentElement.lang = locale === DEFAULT_LOCALE && pseudoLocaleOn() ? PSEUDO_LOCALE : locale;
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.setAttribute("href", `/manifest-${locale}.webmanifest`);
}

/**
 * React Router's BrowserRouter, with the language as the basename: "/de/forum" is the route "/forum" in
 * German, so every link and navigation of the app stays in the page's language without knowing it. A
 * change of language pushes the same route under the other prefix; the route tree stays mounted.
 */
export function LocaleRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  // the menu's change of language shows at once (it loaded the catalogues first); any other navigation,
  // back and forward across languages included, is a transition, as in BrowserRouter
  const switching = useRef(false);
  useLayoutEffect(
    () =>
      history.listen((update) => {
        if (switching.current) setState(update);
        else startTransition(() => setState(update));
        switching.current = false;
      }),
    [history],
  );

  const { locale } = splitLocalePath(state.location.pathname);
  useLayoutEffect(() => nameLanguageInHead(locale), [locale]);

  const switchLocale = useCallback<SwitchLocale>(
    async (next) => {
      await loadWantedCatalogs(next);
      rememberLocale(next);
      const { search, hash } = history.location;
      switching.current = true;
      history.push(localePath(next, splitLocalePath(history.location.pathname).path) + search + hash);
    },
    [history],
  );
  const basename = locale === DEFAULT_LOCALE ? "/" : `/${locale}`;

  return (
    <LocaleContext value={locale}>
      <SwitchLocaleContext value={switchLocale}>
        <Router
          basename={basename}
          location={state.location}
          navigationType={state.action}
          navigator={history}
        >
          {children}
        </Router>
      </SwitchLocaleContext>
    </LocaleContext>
  );
}
