import helmet from "helmet";
import type { Request, RequestHandler, Response } from "express";
import { isEmbedPath, splitLocalePath } from "@incident-watch/schema";
import type { Config } from "../config.js";
import type { CspSources } from "../core/csp.js";

/** Several features' extra origins as one set, each directive without repeats. */
export function mergeCspSources(...sources: CspSources[]): CspSources {
  const merged: CspSources = {};
  for (const source of sources) {
    for (const [directive, origins] of Object.entries(source) as [keyof CspSources, string[]][]) {
      merged[directive] = [...new Set([...(merged[directive] ?? []), ...origins])];
    }
  }
  return merged;
}

/**
 * A strict policy: scripts only from this origin (no inline, no eval); the map's workers from blob:;
 * styles may be inline because the map and captcha widgets set element styles at run time. No other site
 * may frame a page (frame-ancestors 'none', X-Frame-Options), except the embeddable map (/embed, in any
 * language), which any site may put in an iframe (docs/map.md, "Embedding the map"; decision 122).
 */
export function securityHeaders(config: Config, extra: CspSources = {}): RequestHandler {
  const pages = fixedHeaders(helmetFor(config, extra, false));
  const embed = fixedHeaders(helmetFor(config, extra, true));
  // helmet's dozen middlewares each set one header that never depends on the request: set them at once
  return (req, res, next) => {
    for (const [name, value] of isEmbedPath(splitLocalePath(req.path).path) ? embed : pages)
      res.setHeader(name, value);
    next();
  };
}

function helmetFor(config: Config, extra: CspSources, framable: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...(extra.script ?? [])],
        "style-src": ["'self'", "'unsafe-inline'", ...(extra.style ?? [])],
        "img-src": ["'self'", "data:", "blob:", ...(extra.img ?? [])],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", ...(extra.connect ?? [])],
        "worker-src": ["'self'", "blob:"],
        "child-src": ["'self'", "blob:"],
        "frame-src": extra.frame?.length ? extra.frame : ["'none'"],
        "frame-ancestors": [framable ? "*" : "'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
        ...(config.production ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // every site served over HTTPS (PUBLIC_URL), whatever NODE_ENV is; over plain HTTP browsers ignore it
    strictTransportSecurity: config.publicUrl.startsWith("https:")
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // X-Frame-Options knows no "any site": the embed leaves it out, and frame-ancestors decides
    xFrameOptions: framable ? false : { action: "sameorigin" },
  });
}

/** The headers a middleware sets on every response, read by running it once; it must set them at once. */
function fixedHeaders(middleware: RequestHandler): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  let passed = false;
  const res = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    // X-Powered-By: never set (the app disables it)
    removeHeader: () => undefined,
  };
  void middleware({} as Request, res as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    passed = true;
  });
  if (!passed) throw new Error("The security headers depend on the request");
  return headers;
}
