import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** Where the app serves stored avatars from (same origin). */
export const AVATAR_URL_PREFIX = "/uploads/avatars/";
/** The only file names this store makes: 128 random bits, hex, .webp. */
const FILE_NAME = /^[0-9a-f]{32}\.webp$/;

export interface AvatarStore {
  /** Writes a re-encoded avatar under a new random name; returns the URL it is served at. */
  save(webp: Buffer): Promise<string>;
  /** Deletes the file behind a URL this store handed out; any other value (null, a foreign URL) is ignored. */
  remove(url: string | null | undefined): Promise<void>;
  /** The file of a requested name, or null when the name is not one this store makes. */
  filePath(name: string): string | null;
}

export function createAvatarStore(uploadDir: string): AvatarStore {
  const dir = join(uploadDir, "avatars");
  const filePath = (name: string) => (FILE_NAME.test(name) ? join(dir, name) : null);
  return {
    async save(webp) {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString("hex")}.webp`;
      // written aside and renamed, so a reader never sees half a file
      const partial = join(dir, `.${name}.partial`);
      await writeFile(partial, webp, { flag: "wx" });
      await rename(partial, join(dir, name));
      return AVATAR_URL_PREFIX + name;
    },
    async remove(url) {
      if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
      const path = filePath(url.slice(AVATAR_URL_PREFIX.length));
      if (path) await rm(path, { force: true });
    },
    filePath,
  };
}
