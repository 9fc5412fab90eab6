import { createHash } from "node:crypto";
import { Writable, type Readable, type Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gunzip,
  gzip,
  type BrotliOptions,
} from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/**
 * How long a body kept compressed only keeps its decompressed copy after a client without gzip last
 * asked for it: clients without gzip in a row share one decompression, and the memory goes soon after.
 */
const IDENTITY_KEPT_MS = 5_000;

// quality 5: a third of gzip's size on the incident list for about twice gzip's time; 11 takes minutes
const brotliOptions = (sizeHint = 0): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
  },
});

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A response body kept ready to send in each encoding. Kept as text it is compressed at most once per
 * encoding, when first asked for; kept compressed only (large bodies), a client without gzip gets it
 * decompressed as it is sent.
 */
export class EncodedBody {
  private readonly encoded = new Map<Exclude<Encoding, "identity">, Promise<Buffer>>();
  /** The encodings of a body kept compressed only that are done. */
  private readonly ready = new Set<Encoding>(["gzip"]);
  /** The decompressed copy of a body kept compressed only, while clients without gzip ask for it. */
  private plain: Promise<Buffer> | undefined;
  private plainTimer: NodeJS.Timeout | undefined;

  private constructor(
    readonly etag: string,
    private readonly text: Buffer | null,
    readonly length: number,
    /** The SHA-256 of the body as it is (hex), for a body read from a stream. */
    readonly sha256: string | null = null,
  ) {}

  /** A body kept as it is; its tag is its hash unless one is given. */
  static of(text: Buffer | string, etag?: string): EncodedBody {
    const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
    return new EncodedBody(etag ?? hashTag(bytes), bytes, bytes.length);
  }

  /**
   * A body read from a stream (through a transform when given) and kept only gzipped and
   * brotli-compressed: a tenth of the memory or less.
   */
  static async compressed(source: Readable, through?: Transform): Promise<EncodedBody> {
    const hash = createHash("sha256");
    let length = 0;
    const gz = createGzip();
    const br = createBrotliCompress(brotliOptions());
    const gzipped = collect(gz);
    const brotli = collect(br);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        length += chunk.length;
        // both compressors read the same chunk; wait for the slower one (backpressure)
        let waiting = 2;
        const next = () => --waiting === 0 && done();
        if (gz.write(chunk)) next();
        else gz.once("drain", next);
        if (br.write(chunk)) next();
        else br.once("drain", next);
      },
      final(done) {
        gz.end();
        br.end();
        done();
      },
    });
    const done = through ? pipeline(source, through, sink) : pipeline(source, sink);
    try {
      await done;
    } catch (error) {
      gz.destroy();
      br.destroy();
      throw error;
    }
    const digest = hash.digest();
    const body = new EncodedBody(shaTag(digest), null, length, digest.toString("hex"));
    body.encoded.set("gzip", gzipped);
    body.encoded.set("br", brotli);
    // brotli takes about twice gzip's time: until it is done, clients that take gzip too get gzip
    brotli.then(
      () => body.ready.add("br"),
      () => undefined,
    );
    await gzipped;
    return body;
  }

  /**
   * A body kept elsewhere gzipped (its size and SHA-256 kept beside it): sent gzipped as it is, its other
   * encodings made from it when first asked for.
   */
  static gzipped(gzip: Buffer, length: number, sha256: string): EncodedBody {
    const body = new EncodedBody(shaTag(Buffer.from(sha256, "hex")), null, length, sha256);
    body.encoded.set("gzip", Promise.resolve(gzip));
    return body;
  }

  /** The body in an encoding, compressed once on the thread pool the first time it is asked for. */
  bytes(encoding: Exclude<Encoding, "identity">): Promise<Buffer> {
    let found = this.encoded.get(encoding);
    if (!found) {
      const text = this.text;
      found = text
        ? encoding === "gzip"
          ? gzipAsync(text)
          : brotliAsync(text, brotliOptions(text.length))
        : // kept gzipped only, without brotli (read back from storage): made from the gzip
          this.bytes("gzip").then(async (gzipped) =>
            brotliAsync(await gunzipAsync(gzipped), brotliOptions(this.length)),
          );
      this.encoded.set(encoding, found);
    }
    return found;
  }

  /** Whether the encoding can be sent without waiting for a compression still running. */
  isReady(encoding: Encoding): boolean {
    return this.text !== null || this.ready.has(encoding);
  }

  /** The body as it is: kept, or decompressed from its gzip (on the thread pool) and kept a few seconds. */
  async identity(): Promise<Buffer> {
    if (this.text) return this.text;
    if (this.plainTimer) this.plainTimer.refresh();
    else {
      this.plainTimer = setTimeout(() => {
        this.plain = undefined;
        this.plainTimer = undefined;
      }, IDENTITY_KEPT_MS).unref();
    }
    const plain = (this.plain ??= this.bytes("gzip").then((gzipped) => gunzipAsync(gzipped)));
    // a failed decompression is not kept
    plain.catch(() => {
      if (this.plain === plain) this.plain = undefined;
    });
    return plain;
  }
}

const shaTag = (digest: Buffer) => `"${digest.toString("base64url").slice(0, 27)}"`;
const hashTag = (bytes: Buffer) => shaTag(createHash("sha256").update(bytes).digest());

function collect(stream: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.once("end", () => resolve(Buffer.concat(chunks)));
    stream.once("error", reject);
  });
}
