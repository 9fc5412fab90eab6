import { readFileSync } from "node:fs";
import ts from "typescript";

/** What reads the same in every language: file formats, a URL's scheme, the forum's Latin motto (spec §1). */
export const SAME_IN_EVERY_LANGUAGE = new Set([
  "CSV",
  "XLSX",
  "GeoJSON",
  "https://",
  "Vigilantia pretium libertatis",
]);

const TEXT_ATTRIBUTES = new Set(["aria-label", "placeholder", "title", "alt", "label", "aria-description"]);
const WORDS = /\p{L}{2,}/u;

const isWords = (text: string) => WORDS.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

/**
 * The literal texts an expression in JSX can render: the expression itself, either branch of a condition,
 * either side of `||` and `??`, the right of `&&`, and the fixed parts of a template.
 */
function renderedLiterals(expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return [expression.text];
  if (ts.isTemplateExpression(expression))
    return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
  if (ts.isParenthesizedExpression(expression)) return renderedLiterals(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...renderedLiterals(expression.whenTrue), ...renderedLiterals(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return renderedLiterals(expression.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
      return [...renderedLiterals(expression.left), ...renderedLiterals(expression.right)];
  }
  return [];
}

/** Browser dialogs a person reads: `alert("…")`, `confirm("…")`, `prompt("…")`. */
const DIALOGS = new Set(["alert", "confirm", "prompt"]);

/**
 * Words written in a component outside the translation function: JSX text, literal texts an expression in
 * JSX renders, text attributes (aria-label, title, placeholder, alt, label), and browser dialogs' texts.
 */
export function untranslatedText(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      found.push(...renderedLiterals(node.expression).filter(isWords));
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const name = node.name.getText(source);
      const initializer = node.initializer;
      const texts = ts.isStringLiteral(initializer)
        ? [initializer.text]
        : ts.isJsxExpression(initializer) && initializer.expression
          ? renderedLiterals(initializer.expression)
          : [];
      found.push(...texts.filter(isWords).map((text) => `${name}="${text}"`));
    }
    if (
      ts.isCallExpression(node) &&
      DIALOGS.has(node.expression.getText(source).replace(/^window\./, "")) &&
      node.arguments[0]
    )
      found.push(...renderedLiterals(node.arguments[0]).filter(isWords));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
