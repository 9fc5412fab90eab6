import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { FatalErrorBoundary } from "./app/FatalErrorBoundary";
import "./styles.css";

// The map is the home page: its code starts loading now, beside React's first render, not after it
if (window.location.pathname === "/") void import("./features/map/MapPage");

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <FatalErrorBoundary>
      <App />
    </FatalErrorBoundary>
  </StrictMode>,
);
