import express, { type Request, type Response } from "express";
import { AppError } from "../core/errors.js";

/**
 * Reads a request body as raw bytes, at most `maxBytes`. Resolves null for a larger body: at once when
 * Content-Length says so (nothing is read), otherwise as soon as the count passes the limit. Compressed
 * bodies are refused, so the limit counts what was actually sent.
 */
export function readRawBody(req: Request, res: Response, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(req.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve(null);
  const parse = express.raw({ limit: maxBytes, inflate: false, type: () => true });
  return new Promise((resolve, reject) => {
    parse(req, res, (error?: unknown) => {
      if ((error as { status?: number } | undefined)?.status === 413) return resolve(null);
      if (error) return reject(new AppError("BAD_USER_INPUT", "The request body could not be read."));
      resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    });
  });
}
