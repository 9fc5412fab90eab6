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
  res.set({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, no-cache" });
  await sendEncoded(req, res, EncodedBody.of(JSON.stringify(value)));
}
