import type { EntityManager } from "@mikro-orm/postgresql";
import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_SIZE,
  LOCALES,
  isLocale,
  messages,
} from "@incident-watch/schema";
import { AppError, unauthenticated, ValidationError } from "../../core/errors.js";
import type { Viewer } from "../../core/viewer.js";
import type { AppDeps } from "../../deps.js";
import { ImageRejectedError, toAvatarWebp } from "../../infra/uploads/avatar-image.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { ModuleHooks } from "../app-module.js";
import { User } from "./user.entity.js";

/** Reads the request body, at most `maxBytes`; null when it is larger. Supplied by the transport. */
export type BodyReader = (maxBytes: number) => Promise<Buffer | null>;

export interface SettingsInput {
  useDefaultAvatar?: boolean | null;
  language?: string | null;
}

const rejection = {
  unsupported: messages.avatarUnsupported,
  "too-many-pixels": messages.avatarTooManyPixels,
} as const;

/** A member's own settings: the avatar picture, the letter-avatar switch and the interface language. */
export class UserSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly deps: Pick<AppDeps, "rateLimiter" | "avatars">,
    private readonly hooks: Pick<ModuleHooks, "assertMayWrite">,
  ) {}

  /**
   * Stores a new picture for the viewer and returns its URL. The checks run cheapest first: signed in,
   * within 10 uploads a minute, at most 2 MB (before the body is read when its length is declared), then
   * the image itself. Uploading turns the letter avatar off, and the replaced file is deleted.
   */
  async uploadAvatar(viewer: Viewer | null, readBody: BodyReader): Promise<string> {
    if (!viewer) throw unauthenticated();
    await this.hooks.assertMayWrite(this.em, viewer);
    await this.deps.rateLimiter.consume("avatarUploadsPerUser", viewer.id, messages.avatarUploadsTooMany);
    const bytes = await readBody(AVATAR_MAX_BYTES);
    if (bytes === null) throw new AppError("PAYLOAD_TOO_LARGE", messages.avatarTooLarge);
    if (bytes.length === 0) throw new ValidationError({ avatar: messages.avatarMissing });
    const webp = await this.reencode(bytes);
    const url = await this.deps.avatars.save(webp);
    let previous: string | null;
    try {
      previous = await this.replacePicture(viewer.id, url);
    } catch (error) {
      await this.deps.avatars.remove(url);
      throw error;
    }
    await this.deps.avatars.remove(previous);
    return url;
  }

  /** Removes the viewer's picture (file and URL); the letter avatar shows instead. */
  async removeAvatar(viewer: Viewer | null): Promise<void> {
    if (!viewer) throw unauthenticated();
    await this.hooks.assertMayWrite(this.em, viewer);
    const previous = await this.replacePicture(viewer.id, null);
    await this.deps.avatars.remove(previous);
  }

  /** Applies the given settings; a field left out (or null) stays as it is. */
  async updateSettings(viewer: Viewer | null, input: SettingsInput): Promise<User> {
    if (!viewer) throw unauthenticated();
    if (input.language != null && !isLocale(input.language))
      throw new ValidationError({ language: `The language must be one of ${LOCALES.join(", ")}.` });
    await this.hooks.assertMayWrite(this.em, viewer);
    const user = await this.em.findOne(User, { id: viewer.id }, { refresh: true });
    if (!user) throw unauthenticated();
    if (typeof input.useDefaultAvatar === "boolean") user.useDefaultAvatar = input.useDefaultAvatar;
    if (isLocale(input.language)) user.language = input.language;
    await this.uow.flush();
    return user;
  }

  private async reencode(bytes: Buffer): Promise<Buffer> {
    try {
      return await toAvatarWebp(bytes, { maxPixels: AVATAR_MAX_PIXELS, size: AVATAR_SIZE });
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        throw new ValidationError({ avatar: rejection[error.reason] });
      }
      throw error;
    }
  }

  /**
   * Sets the picture URL and returns the one it replaced, read in the same statement under a row lock, so
   * two uploads racing each delete exactly the file they displaced.
   */
  private async replacePicture(userId: string, url: string | null): Promise<string | null> {
    const rows = await this.em.getConnection().execute<{ previous: string | null }[]>(
      `update users u set profile_picture = ?, use_default_avatar = (?::text is null and u.use_default_avatar)
         from (select id, profile_picture from users where id = ? for update) old
        where u.id = old.id
        returning old.profile_picture as previous`,
      [url, url, userId],
    );
    if (rows.length === 0) throw unauthenticated();
    return rows[0]!.previous;
  }
}
