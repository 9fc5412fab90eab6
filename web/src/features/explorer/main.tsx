// The research API explorer served at /graphql to browsers: GraphiQL, bundled with the app (no CDN),
// opening with one tab per example of docs/research-api.md.
import "graphiql/setup-workers/vite";
import "graphiql/style.css";
import "./explorer.css";
import { createRoot } from "react-dom/client";
import { Explorer } from "./Explorer";

createRoot(document.getElementById("explorer")!).render(<Explorer />);
