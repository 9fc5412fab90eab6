import type { EntityManager } from "@mikro-orm/postgresql";
import { messages, POST_MAX } from "@incident-watch/schema";
import { ValidationError } from "../../../core/errors.js";
import type { RequestInfo } from "../../../core/viewer.js";
import type { AppDeps } from "../../../deps.js";
import { renderPost } from "./post-renderer.js";

/**
 * The reply and new-thread preview, open to everyone: the renderer posts are stored with, on at most a
 * post's length, on the previews' own render lane, within a share of render time per address
 * (previewRenderMsPerAddress) reserved before the render. Render time, not requests, is what a hostile
 * text costs, so that is what is counted.
 */
export class PreviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "config" | "rateLimiter">,
  ) {}

  async render(markdown: string, request: RequestInfo): Promise<string> {
    if (codePointsOver(markdown, POST_MAX)) throw new ValidationError({ markdown: messages.postTooLong });
    const { html } = await renderPost(this.em, this.deps, markdown, {
      lane: "previews",
      key: request.ip,
      field: "markdown",
    });
    return html;
  }
}

/**
 * Whether `text` has more than `max` characters (code points), without building an array of them: a
 * flood of long previews would otherwise spend its time here before any limit refuses it.
 */
export function codePointsOver(text: string, max: number): boolean {
  if (text.length <= max) return false; // a code point is one or two UTF-16 units
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    if ((count += 1) > max) return true;
  }
  return false;
}
