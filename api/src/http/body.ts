import type { Request } from "express";

/** A REST request's JSON body, read field by field; a field of the wrong kind counts as missing. */
export interface RequestBody {
  /** The field as a string, or "" (so a missing field gets the spec's "required" message, not a 500). */
  text(field: string): string;
  /** The field as a string, or undefined. */
  optionalText(field: string): string | undefined;
  /** A coordinate as sent: a number or a numeric string (validated by the shared rules), else undefined. */
  coordinate(field: string): string | number | undefined;
}

/** The one way REST routes read their body. */
export function requestBody(req: Request): RequestBody {
  const body: unknown = req.body;
  const fields = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const optionalText = (field: string) => {
    const value = fields[field];
    return typeof value === "string" ? value : undefined;
  };
  return {
    text: (field) => optionalText(field) ?? "",
    optionalText,
    coordinate: (field) => {
      const value = fields[field];
      return typeof value === "number" || typeof value === "string" ? value : undefined;
    },
  };
}
