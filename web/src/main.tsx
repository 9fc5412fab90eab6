import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { splitLocalePath } from "@incident-watch/schema";
import { App } from "./app/App";
import { FatalErrorBoundary } from "./app/FatalErrorBoundary";
import { loadCatalogs } from "./i18n";
import "./styles.css";

// The map is the home page: its code starts loading now, beside React's first render, not after it
const { locale, path } = splitLocalePath(window.location.pathname);
if (path === "/") {
  void import("./features/map/MapPage");
  void loadCatalogs(locale, ["map"]);
}

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// the shell's messages in the page's language come before the first render (the server preloads them)
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <FatalErrorBoundary>
        <App />
      </FatalErrorBoundary>
    </StrictMode>,
  );
void loadCatalogs(locale, ["app"]).then(render, render);
