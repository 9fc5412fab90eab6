import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegWithGps } from "../../api/test/images.js";
import { startE2E, type E2E } from "./harness.js";

const ADMIN = { username: "painter", password: "painter-secret-1" };

const headerAvatar = (page: Page) =>
  page.getByRole("button", { name: `${ADMIN.username} account menu` }).locator(".avatar");

/** What the header shows: the picture's address once it has loaded, or the letter. */
const headerShows = (page: Page) =>
  headerAvatar(page).evaluate((element) =>
    element instanceof HTMLImageElement
      ? element.complete && element.naturalWidth > 0
        ? `picture ${new URL(element.src).pathname} ${element.naturalWidth}`
        : "picture loading"
      : `letter ${element.textContent}`,
  );

describe("the profile picture in a real browser", () => {
  let e2e: E2E;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), "e2e-uploads-"));
    e2e = await startE2E({
      env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, UPLOAD_DIR: uploadDir },
    });
  });
  afterAll(async () => {
    await e2e?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it("uploads a picture on the settings page, shows it in the header at once, and switches to the letter", async () => {
    const page = await e2e.newPage();
    await page.goto("/forum/login");
    await page.getByLabel("Username", { exact: true }).fill(ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await headerAvatar(page).waitFor();
    expect(await headerShows(page)).toBe("letter P");

    await page.goto("/forum/settings");
    // a marker that survives only while the page is not reloaded
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByLabel("Choose a picture").setInputFiles({
      name: "holiday.jpg",
      mimeType: "image/jpeg",
      buffer: await jpegWithGps(),
    });
    const preview = page.getByAltText("Preview of your new picture");
    expect(await preview.getAttribute("src")).toMatch(/^blob:/);
    await page.getByRole("button", { name: "Save picture" }).click();
    await page.getByRole("status").getByText("Your new picture is saved.").waitFor();

    await expect
      .poll(() => headerShows(page))
      .toMatch(/^picture \/uploads\/avatars\/[0-9a-f]{32}\.webp 256$/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    const [row] = await e2e.sql<{ profile_picture: string }>(
      "select profile_picture from users where username = $1",
      [ADMIN.username],
    );
    expect(await headerShows(page)).toContain(row!.profile_picture);

    const useDefault = page.getByRole("switch", { name: "Use default avatar" });
    await useDefault.check();
    await expect.poll(() => headerShows(page)).toBe("letter P");
    await useDefault.uncheck();
    await expect.poll(() => headerShows(page)).toMatch(/^picture \/uploads\/avatars\//);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

    // the server kept both: a fresh visit shows the same
    await page.reload();
    await expect.poll(() => headerShows(page)).toContain(row!.profile_picture);
    await page.context().close();
  });
});
