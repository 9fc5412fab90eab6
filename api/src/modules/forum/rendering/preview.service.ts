import type { EntityManager } from "@mikro-orm/postgresql";
import { codePointsOver, messages, POST_MAX } from "@incident-watch/schema";
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
