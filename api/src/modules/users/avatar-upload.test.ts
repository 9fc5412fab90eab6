import { existsSync } from "node:fs";
import { request } from "node:http";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { registerAccount, type Account } from "../../../test/accounts.js";
import { rawGet } from "../../../test/raw-get.js";
import { hasGpsTag, jpegWithGps, pngBomb, transparentPng } from "../../../test/images.js";

describe("avatar upload", () => {
  let app: TestApp;
  let uploadDir: string;
  let member: Account;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), "avatars-"));
    app = await startTestApp({ TRUST_PROXY: "1", UPLOAD_DIR: uploadDir });
    member = await registerAccount(app);
  });

  afterAll(async () => {
    await app?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  type Upload = Buffer | string | ReadableStream<Uint8Array>;
  /** The endpoint's answer: the stored picture when it takes the file, { message } when it refuses it. */
  interface AvatarAnswer {
    profilePicture?: string;
    useDefaultAvatar?: boolean;
    message?: string;
  }

  async function upload(body: Upload, headers: Record<string, string> = {}, token?: string) {
    const response = await fetch(`${app.url}/api/forum/settings/avatar`, {
      method: "PUT",
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as AvatarAnswer,
    };
  }

  /** Where the picture at `url` is stored (the answer must have one). */
  const fileOf = (url: string | undefined) => join(uploadDir, "avatars", url!.split("/").pop()!);
  const storedFiles = async () => (await readdir(join(uploadDir, "avatars"))).sort();

  async function profilePicture(token: string) {
    const me = await app.graphql<{ me: { profilePicture: string | null; useDefaultAvatar: boolean } }>(
      "{ me { profilePicture useDefaultAvatar } }",
      {},
      { authorization: `Bearer ${token}` },
    );
    return me.data!.me;
  }

  it("stores a phone JPEG as a 256×256 WebP without its EXIF, GPS position or colour profile", async () => {
    const jpeg = await jpegWithGps();
    const original = await sharp(jpeg).metadata();
    expect(hasGpsTag(original.exif)).toBe(true);
    expect(original.icc).toBeDefined();

    const { status, body } = await upload(jpeg, { "content-type": "image/jpeg" }, member.token);
    expect(status).toBe(200);
    expect(body).toEqual({
      profilePicture: expect.stringMatching(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/) as unknown,
      useDefaultAvatar: false,
    });
    const stored = await sharp(await readFile(fileOf(body.profilePicture))).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(await profilePicture(member.token)).toEqual({
      profilePicture: body.profilePicture,
      useDefaultAvatar: false,
    });
  });

  it("serves a stored avatar from this origin as image/webp, inline, unsniffable and cached for good", async () => {
    const { body } = await upload(await transparentPng(), { "content-type": "image/png" }, member.token);
    const response = await fetch(`${app.url}${body.profilePicture}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("content-disposition")).toBe("inline");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.equals(await readFile(fileOf(body.profilePicture)))).toBe(true);

    for (const path of [
      "/uploads/avatars/..%2F..%2Fpackage.json",
      "/uploads/avatars/../../package.json",
      "/uploads/avatars/nothing.svg",
      "/uploads/other/file.webp",
    ]) {
      expect((await rawGet(app.url, path)).status).toBe(404);
    }
    expect((await fetch(`${app.url}/uploads/avatars/${"0".repeat(32)}.webp`)).status).toBe(404);
  });

  it("decides the type from the bytes: a PNG sent as a .jpg is read as a PNG", async () => {
    const { status, body } = await upload(
      await transparentPng(),
      { "content-type": "image/jpeg", "x-file-name": "holiday.jpg" },
      member.token,
    );
    expect(status).toBe(200);
    // only the PNG decoder yields transparency; a JPEG reading would have failed or lost it
    const stored = await sharp(await readFile(fileOf(body.profilePicture))).metadata();
    expect(stored).toMatchObject({ format: "webp", hasAlpha: true });
  });

  it("refuses a text file named .png, and an SVG, with 400 and keeps the current picture", async () => {
    const before = await profilePicture(member.token);
    const files = await storedFiles();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script></svg>`;
    for (const [bytes, type] of [
      ["just some notes, not a picture\n", "image/png"],
      [svg, "image/svg+xml"],
    ] as const) {
      const { status, body } = await upload(bytes, { "content-type": type }, member.token);
      expect(status).toBe(400);
      expect(body.message).toBe(messages.avatarUnsupported);
    }
    expect(await profilePicture(member.token)).toEqual(before);
    expect(await storedFiles()).toEqual(files);
  });

  it("refuses a 20,000 × 20,000 PNG bomb from its header, before decoding", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const { status, body } = await upload(bomb, { "content-type": "image/png" }, member.token);
    expect(status).toBe(400);
    // this message comes only from the header check; a decode would have failed with another one
    expect(body.message).toBe(messages.avatarTooManyPixels);
  });

  it("refuses a body over 2 MB with 413, whether its length is declared or not", async () => {
    const tooBig = Buffer.alloc(AVATAR_MAX_BYTES + 1, 0xff);
    const declared = await upload(tooBig, { "content-type": "image/jpeg" }, member.token);
    expect(declared).toMatchObject({ status: 413, body: { message: messages.avatarTooLarge } });

    const chunks = [tooBig.subarray(0, 1_000_000), tooBig.subarray(1_000_000)];
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const undeclared = await upload(streamed, { "content-type": "image/jpeg" }, member.token);
    expect(undeclared).toMatchObject({ status: 413, body: { message: messages.avatarTooLarge } });
  });

  it("answers a declared oversize body at once, before any of it is sent", async () => {
    const { hostname, port } = new URL(app.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({
        host: hostname,
        port,
        method: "PUT",
        path: "/api/forum/settings/avatar",
        headers: {
          authorization: `Bearer ${member.token}`,
          "content-type": "image/jpeg",
          "content-length": String(50 * 1024 * 1024),
        },
      });
      req.on("response", (res) => {
        resolve(res.statusCode!);
        req.destroy();
      });
      req.on("error", reject);
      req.flushHeaders(); // headers only: the 50 MB never follow
    });
    expect(status).toBe(413);
  });

  it("refuses visitors with 401, for upload and removal alike", async () => {
    const put = await upload(await transparentPng(), { "content-type": "image/png" });
    expect(put).toMatchObject({ status: 401, body: { message: "You must be logged in." } });
    const del = await fetch(`${app.url}/api/forum/settings/avatar`, { method: "DELETE" });
    expect(del.status).toBe(401);
  });

  it("deletes the replaced file, and DELETE removes the picture and its file", async () => {
    const account = await registerAccount(app);
    const first = await upload(await jpegWithGps(), { "content-type": "image/jpeg" }, account.token);
    // the session cookie works as well as the Bearer header
    const second = await upload(await transparentPng(), {
      "content-type": "image/png",
      cookie: `token=${account.token}`,
    });
    expect(second.status).toBe(200);
    expect(existsSync(fileOf(first.body.profilePicture))).toBe(false);
    expect((await fetch(`${app.url}${first.body.profilePicture}`)).status).toBe(404);
    expect(existsSync(fileOf(second.body.profilePicture))).toBe(true);

    const removed = await fetch(`${app.url}/api/forum/settings/avatar`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(await removed.json()).toEqual({ profilePicture: null });
    expect(existsSync(fileOf(second.body.profilePicture))).toBe(false);
    expect((await profilePicture(account.token)).profilePicture).toBeNull();
  });

  it("allows 10 uploads a minute per member, then answers 429 with Retry-After", async () => {
    const account = await registerAccount(app);
    for (let i = 0; i < 10; i++) {
      expect((await upload("not an image", { "content-type": "image/png" }, account.token)).status).toBe(400);
    }
    const refused = await upload(await transparentPng(), { "content-type": "image/png" }, account.token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(messages.avatarUploadsTooMany);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // another member is not affected
    expect((await upload(await transparentPng(), { "content-type": "image/png" }, member.token)).status).toBe(
      200,
    );
  });
});
