// The research API explorer served at /graphql to browsers: GraphiQL, bundled with the app (no CDN),
// opening with one tab per example of docs/research-api.md.
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import "./explorer.css";
import { Suspense } from "react";
import { createRoot } from "react-dom/client";
import { LocaleContext } from "../../i18n";
import { Explorer } from "./Explorer";
import { chosenLocale } from "./chosenLocale";

// /graphql has no language in its address: the explorer speaks the one the visitor chose on the site
const locale = chosenLocale(document.cookie);
document.documentElement.lang = locale;

createRoot(document.getElementById("explorer")!).render(
  <LocaleContext value={locale}>
    <Suspense fallback={null}>
      <Explorer />
    </Suspense>
  </LocaleContext>,
);
