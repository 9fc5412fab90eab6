import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import type { Namespace } from "./catalogs";
import type { MessageId } from "./messageIds";
import { useT, type MessageValues } from "./useT";

const TAG = /<([a-z][a-zA-Z0-9]*)>(.*?)<\/\1>/gs;

/**
 * A message with markup: `Read the <link>privacy policy</link>` renders the text inside `<link>` as the
 * children of `components.link`. Translators move and translate the tagged words; the elements stay ours.
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
  const t = useT(ns);
  return <>{withElements(t(id, values), components)}</>;
}

export function withElements(message: string, components: Record<string, ReactElement>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    parts.push(message.slice(last, match.index));
    const [, name, inner] = match;
    const element = components[name!];
    parts.push(
      element ? (
        cloneElement(element, { key: match.index }, inner)
      ) : (
        <Fragment key={match.index}>{inner}</Fragment>
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(message.slice(last));
  return parts.filter((part) => part !== "");
}
