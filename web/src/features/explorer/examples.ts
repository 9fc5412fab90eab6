import { Kind, parse, type OperationDefinitionNode } from "graphql";

export interface ExampleTab {
  query: string;
  variables?: string;
}

/** A GraphQL operation the explorer can run, or null for text that is not one (a signature, prose). */
function operation(text: string): string | null {
  try {
    const document = parse(text);
    return document.definitions.every((d) => d.kind === Kind.OPERATION_DEFINITION) ? text.trim() : null;
  } catch {
    return null;
  }
}

/**
 * The examples of the research API's documentation, in the order they appear: the ```graphql blocks,
 * the bodies of its curl commands (query and variables), and the inline one-line queries. Read from the
 * document itself, so the explorer shows what the documentation says.
 */
export function researchExamples(markdown: string): ExampleTab[] {
  const found: { at: number; tab: ExampleTab }[] = [];
  for (const match of markdown.matchAll(/```graphql\n([\s\S]*?)```/g)) {
    const query = operation(match[1]!);
    if (query) found.push({ at: match.index, tab: { query } });
  }
  for (const match of markdown.matchAll(/-d '(\{.*\})'/g)) {
    try {
      const body = JSON.parse(match[1]!) as { query?: string; variables?: unknown };
      const query = body.query && operation(body.query);
      if (!query) continue;
      const variables = body.variables ? JSON.stringify(body.variables, null, 2) : undefined;
      found.push({ at: match.index, tab: variables ? { query, variables } : { query } });
    } catch {
      // not a JSON body
    }
  }
  for (const match of markdown.matchAll(/`(\{ [^`\n]+ \})`/g)) {
    const query = operation(match[1]!);
    if (query) found.push({ at: match.index, tab: { query } });
  }
  const taken = new Set<string>();
  return found.sort((a, b) => a.at - b.at).map(({ tab }) => ({ ...tab, query: named(tab.query, taken) }));
}

/**
 * The operation with a name, which GraphiQL shows as its tab's title ("<untitled>" otherwise): an
 * anonymous one is named after its first field ("{ event(id: 1) … }" → "query Event { event(id: 1) … }"),
 * numbered when that name is taken.
 */
export function named(query: string, taken: Set<string>): string {
  const operation = parse(query).definitions[0] as OperationDefinitionNode;
  if (operation.name) {
    taken.add(operation.name.value);
    return query;
  }
  const field = operation.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
  const base = field ? field.name.value.charAt(0).toUpperCase() + field.name.value.slice(1) : "Example";
  let name = base;
  for (let number = 2; taken.has(name); number++) name = `${base}${number}`;
  taken.add(name);
  // "{ …", "query { …" and "query ($first: Int) { …" all take the name after their keyword
  const keyword = /^(query|mutation|subscription)\b\s*/.exec(query);
  return keyword
    ? `${keyword[1]} ${name}${query.slice(keyword[0].length).startsWith("(") ? "" : " "}${query.slice(keyword[0].length)}`
    : `query ${name} ${query}`;
}
