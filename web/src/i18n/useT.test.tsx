import { Suspense } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { LocaleContext } from "./locale";
import { useT } from "./useT";

/** Two catalogues, neither there when it first renders. */
function Probe() {
  const t = useT("install", "translation");
  return (
    <p>
      {t("install.manifest.forum")} · {t("translation.translate")}
    </p>
  );
}

type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** Languages whose pages no other unit test renders: their catalogues arrive only when asked for here. */
const LANGUAGES = ["lv", "lt", "et", "fi", "ro", "sv", "cs", "nl"] as const;
const catalogue = (path: string) =>
  import(/* @vite-ignore */ path).then((module: { default: Record<string, string> }) => module.default);

describe("useT", () => {
  it("renders once its catalogues arrive, with no render error when React replays the first render", async () => {
    // outside act(), React renders concurrently as in a browser; the replay must ask for the same
    // catalogues, or React recovers by rendering the whole root again (error #520 in production)
    const environment = globalThis as ActEnvironment;
    const previous = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // whether a catalogue arrives before React gives its render up depends on timing: one language of
      // several at least catches the replay
      for (const language of LANGUAGES) {
        // the catalogues' code is at hand, as the installed app's worker serves it: each arrives while
        // React still holds the render that asked for it, so React replays that render
        const [install, translation] = await Promise.all([
          catalogue(`../locales/${language}/install.json`),
          catalogue(`../locales/${language}/translation.json`),
        ]);
        const recovered: unknown[] = [];
        const container = document.createElement("div");
        const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
        root.render(
          <LocaleContext value={language}>
            <Suspense fallback="…">
              <Probe />
            </Suspense>
          </LocaleContext>,
        );
        await expect
          .poll(() => container.textContent)
          .toBe(`${install!["install.manifest.forum"]} · ${translation!["translation.translate"]}`);
        root.unmount();
        expect(recovered, language).toEqual([]);
      }
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });
});
