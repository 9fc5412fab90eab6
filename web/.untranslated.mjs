// lists JSX text and text attributes per file for a folder
import ts from "typescript";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
const dir = process.argv[2];
const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"));
const ATTR = new Set(["aria-label", "placeholder", "title", "alt", "label", "busyLabel", "hint", "aria-description"]);
let total = 0;
for (const f of files) {
  const path = join(dir, f);
  const src = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const visit = (n) => {
    if (ts.isJsxText(n) && /\p{L}{2,}/u.test(n.text)) found.push(n.text.trim().replace(/\s+/g, " "));
    if (ts.isJsxAttribute(n) && ATTR.has(n.name.getText(src)) && n.initializer && ts.isStringLiteral(n.initializer)) found.push("@" + n.initializer.text);
    if (ts.isTemplateExpression(n) || (ts.isStringLiteral(n) && /^[A-Z][a-z]+ [a-z]/.test(n.text))) found.push("`" + n.getText(src).slice(0, 80));
    ts.forEachChild(n, visit);
  };
  visit(src);
  total += found.length;
  if (process.argv[3]) { console.log("## " + f); for (const x of found) console.log("  " + x); }
  else console.log(found.length, f);
}
console.log("total", total);
