import type SharpModule from "sharp";

type Sharp = typeof SharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips) adds about 30 MiB to the process, so it is loaded at the first upload rather than at
 * start-up. Its operation cache stays off: every avatar is decoded once.
 */
function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** Formats accepted as avatars, as sharp names them after reading the bytes. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "gif", "webp"]);

export type ImageRejection = "unsupported" | "too-many-pixels";

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image rejected: ${reason}`);
  }
}

export interface AvatarImageOptions {
  /** Most pixels (width × height) an image may declare; checked from its header before decoding. */
  maxPixels: number;
  /** Side of the square output. */
  size: number;
}

/**
 * Re-encodes an uploaded picture as a square WebP. The type comes from the bytes alone (never a name or a
 * header), the pixel count from the image header before anything is decoded, and the output carries no
 * metadata at all: sharp drops EXIF, GPS, XMP and ICC unless asked to keep them, and converts to sRGB.
 */
export async function toAvatarWebp(bytes: Buffer, { maxPixels, size }: AvatarImageOptions): Promise<Buffer> {
  const sharp = await loadSharp();
  let width: number;
  let height: number;
  try {
    // metadata() reads the header only, so it may look at any declared size; the decode below may not
    const header = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!ACCEPTED_FORMATS.has(header.format)) throw new ImageRejectedError("unsupported");
    ({ width, height } = header);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError("unsupported");
  }
  if (!(width > 0 && height > 0) || width * height > maxPixels) {
    throw new ImageRejectedError("too-many-pixels");
  }
  try {
    return await sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" })
      .autoOrient()
      .resize(size, size, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // truncated or corrupt data past a valid header
    throw new ImageRejectedError("unsupported");
  }
}
