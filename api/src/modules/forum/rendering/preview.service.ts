import type { EntityManager } from "@mikro-orm/postgresql";
import { messages, POST_MAX } from "@incident-watch/schema";
import { ValidationError } from "../../../core/errors.js";
import type { RequestInfo } from "../../../core/viewer.js";
import type { RateLimiter } from "../../../infra/rate-limit.js";
import { renderPost } from "./post-renderer.js";

/**
 * The reply and new-thread preview, open to everyone: the renderer posts are stored with (on the render
 * thread), on at most a post's length, within a share of render time per address
 * (previewRenderMsPerAddress). Render time, not requests, is what a hostile text costs, so that is what
 * is counted.
 */
export class PreviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async render(markdown: string, request: RequestInfo): Promise<string> {
    if (Array.from(markdown).length > POST_MAX) throw new ValidationError({ markdown: messages.postTooLong });
    await this.rateLimiter.check("previewRenderMsPerAddress", request.ip, messages.previewBudgetUsed);
    const { html, renderMs } = await renderPost(this.em, markdown);
    await this.rateLimiter.count("previewRenderMsPerAddress", request.ip, Math.ceil(renderMs));
    return html;
  }
}
