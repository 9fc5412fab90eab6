import type { Plugin } from "vite";

/** The embeddable map's address, in English or under a language's prefix ("/de/embed"). */
const EMBED_PATH = /^\/(?:[a-z]{2}\/)?embed\/?(?=\?|$)/;

/**
 * The dev server answers the embeddable map's address with its own page (embed.html), as the API's server
 * does in production (api/src/http/web-app.ts); the browser's address stays as it is, so the router sees
 * /embed and its language.
 */
export function embedPage(): Plugin {
  return {
    name: "incident-watch:embed-page",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && EMBED_PATH.test(req.url)) req.url = req.url.replace(EMBED_PATH, "/embed.html");
        next();
      });
    },
  };
}
