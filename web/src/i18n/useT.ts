import { use, useCallback, useState } from "react";
import { i18nFor, isLoaded, loadCatalog, type Namespace } from "./catalogs";
import { useLocale } from "./locale";
import type { MessageId } from "./messageIds";

/** A message's placeholders: `{name}` takes text or a number, `{count, plural, …}` a number. */
export type MessageValues = Record<string, string | number>;

export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * The page language's messages of these namespaces. A component whose catalogue has not arrived yet
 * suspends until it has (the pages' loaders fetch theirs beside their code, so it seldom waits).
 */
export function useT(...namespaces: Namespace[]): Translate {
  const locale = useLocale();
  // Those missing when the component first rendered are waited for at every render, even once there:
  // React replays a first render when what it waits for arrives meanwhile, and the replay must make the
  // same calls (skipping the catalogue that had just arrived failed the replay on a slow phone, and React
  // rendered the whole page again).
  const [first] = useState(() => ({
    locale,
    missing: namespaces.filter((namespace) => !isLoaded(locale, namespace)),
  }));
  for (const namespace of namespaces)
    if ((first.locale === locale && first.missing.includes(namespace)) || !isLoaded(locale, namespace))
      use(loadCatalog(locale, namespace));
  const i18n = i18nFor(locale);
  return useCallback((id, values) => i18n._(id, values), [i18n]);
}
