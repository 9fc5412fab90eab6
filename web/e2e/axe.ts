import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

export interface AxeProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

/**
 * Runs axe-core in the page and returns its serious and critical violations. The page's context must be
 * opened with `bypassCSP: true`: the app's Content-Security-Policy rightly refuses the injected script.
 */
export async function seriousAccessibilityProblems(page: Page): Promise<AxeProblem[]> {
  axeSource ??= readFile(require.resolve("axe-core/axe.min.js"), "utf8");
  await page.addScriptTag({ content: await axeSource });
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const { violations } = await axe.run(document, { resultTypes: ["violations"] });
    return violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
      }));
  });
}

/**
 * Runs only the named axe rules, experimental ones too (label-content-name-mismatch is one), and returns
 * every violation whatever its impact. The context needs `bypassCSP: true` as above.
 */
export async function accessibilityProblemsOf(page: Page, rules: string[]): Promise<AxeProblem[]> {
  axeSource ??= readFile(require.resolve("axe-core/axe.min.js"), "utf8");
  await page.addScriptTag({ content: await axeSource });
  return page.evaluate(async (ids) => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const { violations } = await axe.run(document, {
      runOnly: { type: "rule", values: ids },
      rules: Object.fromEntries(ids.map((id) => [id, { enabled: true }])),
      resultTypes: ["violations"],
    });
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  }, rules);
}
