import { Kind, parse } from "graphql";

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
  return found.sort((a, b) => a.at - b.at).map(({ tab }) => tab);
}
