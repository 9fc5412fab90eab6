import { createContext, useContext } from "react";
import { splitLocalePath, type Locale } from "@incident-watch/schema";

/** The page's language, as its address says (LocaleRouter provides it). */
export const LocaleContext = createContext<Locale | null>(null);

/** The language of the page: the router's, else the address's (outside the router: the fatal error page, tests). */
export function useLocale(): Locale {
  return useContext(LocaleContext) ?? splitLocalePath(window.location.pathname).locale;
}
