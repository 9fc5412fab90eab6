import type { EntityManager } from "@mikro-orm/postgresql";
import { apiMessages, messages, titleLanguageError } from "@incident-watch/schema";
import { AppError, notFound, ServiceUnavailableError, ValidationError } from "../../../core/errors.js";
import { isStaff, type RequestInfo, type Viewer } from "../../../core/viewer.js";
import type { AppDeps } from "../../../deps.js";
import { isForumId } from "../reading/forum.service.js";
import { renderPost } from "../rendering/post-renderer.js";
import { POST_TO_TRANSLATE, STORE_TRANSLATION } from "./post-translations.queries.js";

export interface PostTranslation {
  postId: string;
  language: string;
  sourceLanguage: string;
  html: string;
}

interface PostToTranslate {
  markdown: string;
  language: string | null;
  isDeleted: boolean;
  threadDeleted: boolean;
  hash: string | null;
  storedHtml: string | null;
}

/** How long a reader waits before asking again when the service did not answer. */
const RETRY_AFTER_SECONDS = 30;

/**
 * A forum post in a reader's language, by the operator's machine translation service (decision 129):
 * asked once per post, language and text, then kept until the post is edited. Only a post's text and the
 * two language codes leave the server; the answer is Markdown, rendered and sanitised as posts are.
 */
export class PostTranslationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "translator" | "rateLimiter" | "config" | "logger">,
  ) {}

  /** Whether readers may ask for this post in their language: a service is configured, its language known. */
  offered(post: { language: string | null; isDeleted: boolean }): boolean {
    return this.deps.translator !== null && post.language !== null && !post.isDeleted;
  }

  async translate(
    viewer: Viewer | null,
    request: RequestInfo,
    postId: string,
    language: string,
  ): Promise<PostTranslation> {
    const { translator } = this.deps;
    if (!translator) throw new AppError("NOT_FOUND", apiMessages.postTranslationUnavailable);
    const languageProblem = titleLanguageError(language);
    if (languageProblem) throw new ValidationError({ language: languageProblem });
    const post = await this.post(viewer, postId, language);
    if (post.language === null) throw new ValidationError({ postId: apiMessages.postLanguageUnknown });
    if (post.language === language)
      throw new ValidationError({ language: apiMessages.postTranslationOwnLanguage });
    const answer = { postId, language, sourceLanguage: post.language };
    if (post.storedHtml !== null) return { ...answer, html: post.storedHtml };

    // only what reaches the service counts: a stored translation is read as freely as the post
    const key = viewer ? `member:${viewer.id}` : `address:${request.ip}`;
    await this.deps.rateLimiter.consume("postTranslationsPerKey", key, apiMessages.postTranslationsTooFast);
    let translated: string;
    try {
      translated = await translator.translate(post.markdown, post.language, language);
    } catch (error) {
      this.deps.logger.warn("Post translation failed", { postId, language, error: String(error) });
      throw new ServiceUnavailableError(apiMessages.postTranslationFailed, RETRY_AFTER_SECONDS);
    }
    // the service's answer is text like any member's: the posts' renderer and sanitiser, paid by the reader
    const { html } = await renderPost(this.em, this.deps, translated, {
      lane: "previews",
      key: request.ip,
      field: "postId",
    });
    await this.em.getConnection().execute(STORE_TRANSLATION, [language, html, postId, post.hash]);
    return { ...answer, html };
  }

  /**
   * A post everyone may read (staff also in a deleted thread), with its fresh translation into `language`
   * if one is stored; a tombstone has nothing to translate.
   */
  private async post(viewer: Viewer | null, id: string, language: string): Promise<PostToTranslate> {
    const [post] = isForumId(id)
      ? await this.em.getConnection().execute<PostToTranslate[]>(POST_TO_TRANSLATE, [language, id])
      : [];
    if (!post || (post.threadDeleted && !isStaff(viewer))) throw notFound(messages.postNotFound);
    if (post.isDeleted) throw notFound(messages.postDeleted);
    return post;
  }
}
