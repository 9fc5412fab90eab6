import { messages } from "@incident-watch/schema";
import { readStoredToken } from "../../lib/authToken";
import { clearStoredSession } from "./authStorage";

export const AVATAR_PATH = "/api/forum/settings/avatar";

/** A refused or failed avatar call, with the message to show. */
export class AvatarRequestError extends Error {}

async function send(method: "PUT" | "DELETE", file?: Blob): Promise<{ profilePicture: string | null }> {
  const token = readStoredToken();
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  // the server reads the type from the bytes; this header only keeps the body away from the JSON parser
  if (file) headers["content-type"] = file.type.startsWith("image/") ? file.type : "application/octet-stream";
  let response: Response;
  try {
    response = await fetch(AVATAR_PATH, { method, headers, body: file, credentials: "same-origin" });
  } catch {
    throw new AvatarRequestError(messages.avatarUploadFailed);
  }
  const payload = (await response.json().catch(() => ({}))) as {
    message?: unknown;
    profilePicture?: unknown;
  };
  if (response.status === 401) clearStoredSession();
  if (!response.ok) {
    throw new AvatarRequestError(
      typeof payload.message === "string" ? payload.message : messages.avatarUploadFailed,
    );
  }
  return { profilePicture: typeof payload.profilePicture === "string" ? payload.profilePicture : null };
}

/** Sends the raw file; resolves to the stored picture's URL. */
export async function uploadAvatar(file: Blob): Promise<string> {
  const { profilePicture } = await send("PUT", file);
  if (!profilePicture) throw new AvatarRequestError(messages.avatarUploadFailed);
  return profilePicture;
}

export async function removeAvatar(): Promise<void> {
  await send("DELETE");
}
