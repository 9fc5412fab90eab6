import type { Request, Response } from "express";
import { sendEncoded } from "../../../http/encoded-body.js";
import { EncodedBody } from "../../../infra/encoded-body.js";
import { LICENCE_LINK } from "./data-licence.js";

/** What every research answer says besides its body: the data version and the licence. */
export function researchHeaders(res: Response, version: string): void {
  res.setHeader("Data-Version", version);
  res.setHeader("Link", LICENCE_LINK);
}

/**
 * A small research answer in JSON (one incident, one version, the snapshot listing): the data version
 * and the licence, compressed on request with an ETag of its content, revalidated at every use.
 */
export async function sendResearchJson(
  req: Request,
  res: Response,
  version: string,
  value: unknown,
): Promise<void> {
  researchHeaders(res, version);
  res.set("Cache-Control", "public, no-cache");
  await sendJson(req, res, value);
}

/** JSON compressed on request, with a strong ETag of its content; the caller sets the other headers. */
export async function sendJson(req: Request, res: Response, value: unknown): Promise<void> {
  res.set("Content-Type", "application/json; charset=utf-8");
  await sendEncoded(req, res, EncodedBody.of(JSON.stringify(value)));
}

/** Text of the given type, compressed on request, with a strong ETag of its content. */
export async function sendText(req: Request, res: Response, type: string, text: string): Promise<void> {
  res.set("Content-Type", type);
  await sendEncoded(req, res, EncodedBody.of(text));
}
