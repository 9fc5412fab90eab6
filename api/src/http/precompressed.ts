import { existsSync } from "node:fs";
import { extname, resolve, sep } from "node:path";
import type { RequestHandler } from "express";

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * Serves the brotli or gzip copy the web build wrote next to an asset when the browser accepts it, so
 * nothing is compressed per request. Hand the request on to express.static, which then sends that copy
 * under the original file's content type.
 */
export function precompressed(root: string): RequestHandler {
  const base = resolve(root);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // brotli whenever it is accepted at all: browsers list gzip first but both are equally welcome
    const encoding = ENCODINGS.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name);
    let path: string;
    try {
      path = resolve(base, `.${decodeURIComponent(req.path)}`);
    } catch {
      return next(); // a malformed escape: express.static answers it
    }
    res.vary("Accept-Encoding");
    if (!encoding || !path.startsWith(base + sep) || !existsSync(path + encoding.suffix)) return next();
    res.type(extname(path));
    res.set("Content-Encoding", encoding.name);
    req.url = `${req.path}${encoding.suffix}`;
    next();
  };
}
