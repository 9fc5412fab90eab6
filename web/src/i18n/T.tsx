import type { ReactElement } from "react";
import { TransNoContext } from "@lingui/react/server";
import { i18nFor, type Namespace } from "./catalogs";
import { useLocale } from "./locale";
import type { MessageId } from "./messageIds";
import { useT, type MessageValues } from "./useT";

/**
 * A message with markup, through Lingui's `Trans`: `Read the <link>privacy policy</link>` renders the text
 * inside `<link>` as the children of `components.link`. Translators move and translate the tagged words;
 * the elements stay ours. The namespace's catalogue is waited for as `useT` does.
 */
export function T({
  ns,
  id,
  values,
  components,
}: {
  ns: Namespace;
  id: MessageId;
  values?: MessageValues;
  components: Record<string, ReactElement>;
}) {
  useT(ns);
  const i18n = i18nFor(useLocale());
  return <TransNoContext id={id} values={values} components={components} lingui={{ i18n }} />;
}
