import { localePath, type Locale } from "@incident-watch/schema";

/** The manifest's words in one language (src/locales/<lang>/install.json). */
export interface InstallTexts {
  description: string;
  map: string;
  forum: string;
}

export function installTexts(catalog: Record<string, string>): InstallTexts {
  return {
    description: catalog["install.manifest.description"]!,
    map: catalog["install.manifest.map"]!,
    forum: catalog["install.manifest.forum"]!,
  };
}

const BACKGROUND = "#0b1120";

/**
 * The web app manifest of one language (written by the build as manifest-<lang>.webmanifest): the site's
 * name, its mark at 192 and 512 pixels and as a maskable icon, its colours, and shortcuts to the map
 * and the forum, which open in the page's language.
 */
export function webAppManifest(locale: Locale, texts: InstallTexts) {
  return {
    id: "/",
    name: "Incident Watch Europe",
    short_name: "Incident Watch",
    description: texts.description,
    lang: locale,
    start_url: localePath(locale, "/"),
    scope: "/",
    display: "standalone",
    background_color: BACKGROUND,
    theme_color: BACKGROUND,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      {
        name: texts.map,
        url: localePath(locale, "/"),
        icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
      },
      {
        name: texts.forum,
        url: localePath(locale, "/forum"),
        icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }],
      },
    ],
  };
}
