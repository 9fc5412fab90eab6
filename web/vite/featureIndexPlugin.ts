import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";

const NAMED_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*"([^"]+)";[ \t]*$/gm;
const RE_EXPORT = /^export\s*(type\s+)?\{([^}]*)\}\s*from\s*"(\.[^"]+)";[ \t]*$/gm;
const SOURCE_EXTENSIONS = [".ts", ".tsx"];

interface Specifier {
  imported: string;
  local: string;
  typeOnly: boolean;
}

function specifiers(list: string): Specifier[] {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const typeOnly = part.startsWith("type ");
      const [imported, local = imported] = part.replace(/^type\s+/, "").split(/\s+as\s+/);
      return { imported: imported!, local: local!, typeOnly };
    });
}

const asText = ({ imported, local }: Specifier) =>
  imported === local ? imported : `${imported} as ${local}`;

function sourceFile(base: string): string | undefined {
  return SOURCE_EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file));
}

/**
 * In the build, `import { X } from "../auth"` (a feature's index, src/features/<name>/index.ts) becomes
 * an import of the module that defines X. The indexes are the features' public faces in the source, but
 * left in the bundle they change where the bundler puts code: a page importing a feature through its
 * index split modules the first download shares with the lazy pages into small chunks of their own, and
 * an index the entry reaches would drag what only lazy pages use into the first download.
 */
export function featureIndexes(): Plugin {
  let sources = "";
  let features = "";
  const indexes = new Map<string, Map<string, { file: string; imported: string }>>();

  // what an index re-exports: exported name → defining module and its name there
  function reExports(index: string) {
    let known = indexes.get(index);
    if (known) return known;
    known = new Map();
    for (const [, typeOnly, list, from] of readFileSync(index, "utf8").matchAll(RE_EXPORT)) {
      const file = sourceFile(resolve(dirname(index), from!));
      if (typeOnly || !file) continue;
      for (const specifier of specifiers(list!))
        if (!specifier.typeOnly) known.set(specifier.local, { file, imported: specifier.imported });
    }
    indexes.set(index, known);
    return known;
  }

  return {
    name: "incident-watch:feature-indexes",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      sources = join(config.root, "src");
      features = join(sources, "features");
    },
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || !id.startsWith(sources + "/")) return null;
      let changed = false;
      const output = code.replace(NAMED_IMPORT, (statement, list: string, from: string) => {
        if (!from.startsWith(".")) return statement;
        const target = resolve(dirname(id), from);
        if (dirname(target) !== features || !existsSync(join(target, "index.ts"))) return statement;
        const known = reExports(join(target, "index.ts"));
        const direct = new Map<string, Specifier[]>();
        const rest: Specifier[] = [];
        for (const specifier of specifiers(list)) {
          const origin = specifier.typeOnly ? undefined : known.get(specifier.imported);
          if (!origin) rest.push(specifier);
          else
            direct.set(origin.file, [
              ...(direct.get(origin.file) ?? []),
              { ...specifier, imported: origin.imported },
            ]);
        }
        if (direct.size === 0) return statement;
        changed = true;
        const lines = [...direct].map(
          ([file, names]) => `import { ${names.map(asText).join(", ")} } from "${file}";`,
        );
        if (rest.length > 0)
          lines.push(
            `import { ${rest.map((s) => (s.typeOnly ? "type " : "") + asText(s)).join(", ")} } from "${from}";`,
          );
        // as many lines as the statement had, so the source map's lines still match
        return lines.join(" ") + "\n".repeat(statement.split("\n").length - 1);
      });
      return changed ? { code: output, map: null } : null;
    },
  };
}
