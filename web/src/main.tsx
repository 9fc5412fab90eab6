import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { splitLocalePath } from "@incident-watch/schema";
import { App } from "./app/App";
import { FatalErrorBoundary } from "./app/FatalErrorBoundary";
import { opensOnLatest } from "./features/latest";
import { loadCatalogs } from "./i18n";
import "./styles.css";

// The map is the home page: its code starts loading now, beside React's first render, not after it
const { locale, path } = splitLocalePath(window.location.pathname);
if (path === "/" && !opensOnLatest()) {
  void import("./features/map/MapPage");
  void loadCatalogs(locale, ["map"]);
}

// the installable app's worker (decision 127), registered once the page has loaded so it never delays it;
// a new version waiting is offered by a prompt whose code loads only then. An operator may retire it.
const workers = navigator.serviceWorker;
if (workers && import.meta.env.PROD && !document.querySelector('meta[name="service-worker"]'))
  addEventListener("load", () => {
    void workers.register("/sw.js").then((registration) => {
      // a browser that refuses workers by policy may answer without a registration
      if (!registration) return;
      const offer = () =>
        registration.waiting &&
        workers.controller &&
        void import("./app/install/updatePrompt").then((prompt) => prompt.offerUpdate(registration));
      offer();
      registration.addEventListener("updatefound", () =>
        registration.installing?.addEventListener("statechange", offer),
      );
    }, console.warn);
  });

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
