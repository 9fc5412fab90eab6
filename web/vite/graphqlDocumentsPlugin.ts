import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

/** `graphql(`…`)` calls of the generated client preset, with the operation or fragment they name. */
const GRAPHQL_CALL = /\bgraphql\(\s*`\s*(query|mutation|subscription|fragment)\s+(\w+)[^`]*`\s*\)/g;
const GQL_IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*["'][./]*(?:\.\.\/)*gql(?:\/index)?["'];?\s*$/m;

const DOCUMENT_EXPORT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;
const VIRTUAL = "\0graphql-document:";

/**
 * In the build, each `graphql(`…`)` call becomes an import of that one document, as a module of its own
 * made from the generated `src/gql/graphql.ts`. The preset's `graphql()` looks documents up in a map of
 * every operation in the app, and even single imports from that one file would keep all of them in one
 * chunk; a module per document lets each travel in the chunk that uses it, so the first download holds
 * only the documents the first page needs (what the preset's Babel plugin is for).
 */
export function graphqlDocuments(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: "incident-watch:graphql-documents",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      const generated = readFileSync(resolve(config.root, "src/gql/graphql.ts"), "utf8");
      for (const [, name, ast] of generated.matchAll(DOCUMENT_EXPORT)) documents.set(name!, ast!);
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? id : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      return `export default ${documents.get(id.slice(VIRTUAL.length))};`;
    },
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.includes("/src/gql/") || !GQL_IMPORT.test(code)) return null;
      const imports = new Map<string, string>();
      const replaced = code.replace(GRAPHQL_CALL, (_call, kind: string, name: string) => {
        const document = kind === "fragment" ? `${name}FragmentDoc` : `${name}Document`;
        if (!documents.has(document))
          this.error(`${id}: no generated document ${document}; run 'npm run generate'`);
        imports.set(document, `__document_${document}`);
        return `__document_${document}`;
      });
      if (imports.size === 0) return null;
      const withoutHelper = replaced.replace(GQL_IMPORT, "");
      if (/\bgraphql\(/.test(withoutHelper))
        this.error(`${id}: a graphql() call this build cannot resolve to one generated document`);
      const importLines = [...imports].map(
        ([document, local]) => `import ${local} from ${JSON.stringify(VIRTUAL + document)};\n`,
      );
      return { code: importLines.join("") + withoutHelper, map: null };
    },
  };
}
