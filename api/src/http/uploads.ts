import express, { type Router } from "express";
import { AVATAR_URL_PREFIX, type AvatarStore } from "../infra/uploads/avatar-store.js";

/**
 * Serves stored avatars from this origin. Every file is a WebP the server wrote under a random name, so
 * the type is fixed (never guessed from the file), and a name is never reused, so it is cached for good.
 */
export function uploadsRouter(avatars: AvatarStore): Router {
  const router = express.Router();
  router.get(`${AVATAR_URL_PREFIX}:name`, (req, res) => {
    const path = avatars.filePath(req.params.name);
    if (!path) return void res.status(404).type("text/plain").send("Not Found");
    res.sendFile(
      path,
      {
        headers: {
          "Content-Type": "image/webp",
          "Content-Disposition": "inline",
          "X-Content-Type-Options": "nosniff",
        },
        maxAge: "365d",
        immutable: true,
        dotfiles: "deny",
      },
      (error) => {
        if (error && !res.headersSent) res.status(404).type("text/plain").send("Not Found");
      },
    );
  });
  // nothing else lives under /uploads; the web app's page fallback must not answer for it
  router.use("/uploads", (_req, res) => void res.status(404).type("text/plain").send("Not Found"));
  return router;
}
