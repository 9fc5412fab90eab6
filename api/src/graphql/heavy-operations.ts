import { Kind, parse, type SelectionSetNode } from "graphql";
import { LRUCache } from "lru-cache";

/**
 * Query fields that read one member's own things, one record or a few rows: what the web app asks on
 * every page. Every other field (research: events, statistics, the map, searches, member lists, the
 * releases and exports) is heavy work, a new field included until it is named here.
 */
const LIGHT_FIELDS = new Set([
  "__typename",
  "me",
  "notifications",
  "notificationsSince",
  "unseenNotificationCount",
  "notificationPreferences",
  "myReports",
  "openReportCount",
  "pendingEventCount",
  "thread",
  "category",
  "categories",
  "siteInfo",
  "captcha",
  "dataVersion",
  "licence",
  "userProfile",
  "postLocation",
  "renderMarkdown",
]);

const kinds = new LRUCache<string, boolean>({ max: 1000 });

/** The names of the fields a selection asks at its own level (through fragments). */
function rootFields(
  selections: SelectionSetNode,
  fragments: Map<string, SelectionSetNode>,
  seen = new Set<string>(),
): string[] {
  return selections.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFields(fragment, fragments, seen);
  });
}

function classify(query: string): boolean {
  try {
    const document = parse(query);
    const fragments = new Map<string, SelectionSetNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(definition.name.value, definition.selectionSet);
    }
    return document.definitions.some(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        definition.operation === "query" &&
        rootFields(definition.selectionSet, fragments).some((field) => !LIGHT_FIELDS.has(field)),
    );
  } catch {
    // Apollo refuses it at once; counting it costs the sender a little of their rate
    return true;
  }
}

/** Whether a member's query is heavy work, which takes from their account's rate (decision 111). */
export function isHeavyQuery(query: unknown): boolean {
  if (typeof query !== "string") return false;
  let heavy = kinds.get(query);
  if (heavy === undefined) kinds.set(query, (heavy = classify(query)));
  return heavy;
}
