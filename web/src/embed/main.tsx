import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { splitLocalePath } from "@incident-watch/schema";
import { FatalErrorBoundary } from "../app/FatalErrorBoundary";
import { loadCatalogs } from "../i18n";
import { EmbedApp } from "./EmbedApp";
import "../styles.css";

// The embeddable map's own entry (embed.html, served at /embed): the map page's lazy chunks without the
// app's header, footer, session or stored answers, so it sets no cookie and writes nothing to storage
const { locale } = splitLocalePath(window.location.pathname);
void import("../features/map/MapPage");
void loadCatalogs(locale, ["map"]);

const container = document.getElementById("root");
if (!container) throw new Error("embed.html has no #root element");

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <FatalErrorBoundary>
        <EmbedApp />
      </FatalErrorBoundary>
    </StrictMode>,
  );
void loadCatalogs(locale, ["app"]).then(render, render);
