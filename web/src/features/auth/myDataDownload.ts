import { readStoredToken } from "../../lib/authToken";
import { clearStoredSession } from "./authStorage";

export const MY_DATA_PATH = "/api/forum/settings/data";
export const MY_DATA_FILE = "incident-watch-my-data.json";

/** Reads the member's data export (the session's token sent as on every call); null when it failed. */
export async function fetchMyData(): Promise<Blob | null> {
  const token = readStoredToken();
  try {
    const response = await fetch(MY_DATA_PATH, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: "same-origin",
    });
    if (response.status === 401) clearStoredSession();
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

/** Hands a file to the browser's downloads, made here so nothing leaves the site. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
