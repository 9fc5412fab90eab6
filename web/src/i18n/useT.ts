import { use, useCallback } from "react";
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
  for (const namespace of namespaces) if (!isLoaded(locale, namespace)) use(loadCatalog(locale, namespace));
  const i18n = i18nFor(locale);
  return useCallback((id, values) => i18n._(id, values), [i18n]);
}
