import { messages } from "@incident-watch/schema";
import { readStoredToken } from "../../lib/authToken";

export const IMPORTS_PATH = "/api/imports";

/** An uploaded file, ready for its mapping. */
export interface UploadedImport {
  id: string;
  fileName: string;
  columns: string[];
}

/** A refused or failed upload, with the message to show. */
export class ImportUploadError extends Error {}

/** A GeoJSON file by its name; anything else is read as CSV. */
export const formatOf = (name: string) => (/\.(geo)?json$/i.test(name) ? "geojson" : "csv");

/** Sends the raw file; the server stores it as it arrives and answers with its columns. */
export async function uploadImportFile(file: File): Promise<UploadedImport> {
  const token = readStoredToken();
  const format = formatOf(file.name);
  const headers: Record<string, string> = {
    "content-type": format === "csv" ? "text/csv" : "application/geo+json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const query = new URLSearchParams({ format, name: file.name });
  let response: Response;
  try {
    response = await fetch(`${IMPORTS_PATH}?${query}`, {
      method: "PUT",
      headers,
      body: file,
      credentials: "same-origin",
    });
  } catch {
    throw new ImportUploadError(messages.internalError);
  }
  const payload = (await response.json().catch(() => ({}))) as Partial<UploadedImport> & {
    message?: unknown;
  };
  if (!response.ok || typeof payload.id !== "string")
    throw new ImportUploadError(
      typeof payload.message === "string" ? payload.message : messages.internalError,
    );
  return { id: payload.id, fileName: payload.fileName ?? file.name, columns: payload.columns ?? [] };
}
