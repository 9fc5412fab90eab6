import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import type { Messages } from "@lingui/core";
import { afterEach } from "vitest";
import { addCatalog, type Namespace } from "../i18n";

// the English messages are there from the start, as the app's are once their chunks arrive
const english = import.meta.glob<Messages>("../locales/en/*.json", { eager: true, import: "default" });
for (const [file, messages] of Object.entries(english))
  addCatalog("en", /([a-z-]+)\.json$/.exec(file)![1] as Namespace, messages);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
