import { GraphQLError } from "graphql";
import { englishOf, messageKeyOf, type Said } from "@incident-watch/schema";

/**
 * The error vocabulary of the API. Each carries a GraphQL extensions.code and the HTTP status the REST
 * compatibility layer answers with. Anything else that is thrown is a bug: logged, never shown.
 */
export const errorStatus = {
  BAD_USER_INPUT: 400,
  CAPTCHA_FAILED: 400,
  /** Sign-in to an account with several recent failures needs a solved captcha. */
  CAPTCHA_REQUIRED: 400,
  /** A GraphQL answer that would pass MAX_RESPONSE_MB: refused whole, like a query over the cost limit. */
  RESPONSE_TOO_LARGE: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** A confirmation needs a moderator other than the incident's approver and the one who proposed it. */
  SECOND_MODERATOR_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Codes that share their HTTP status with others, so REST answers name them as `code` too. */
export const restNamedCodes: ReadonlySet<ErrorCode> = new Set([
  "CAPTCHA_FAILED",
  "CAPTCHA_REQUIRED",
  "SECOND_MODERATOR_REQUIRED",
]);

/**
 * What a refusal says: a message as the code that throws it knows it (its key and figures), or an English
 * text, whose key is looked up (one of schema's texts) or is its error code's general one.
 */
export type Wording = Said | string;

const keyed = (wording: Wording, code: string): Said =>
  typeof wording === "string" ? { key: messageKeyOf(wording, code) } : wording;

const english = (wording: Wording): string => (typeof wording === "string" ? wording : englishOf(wording));

export class AppError extends GraphQLError {
  /**
   * `messageKey` and `messageArgs`: the message's stable code and its figures, for clients that word it in
   * their reader's language (decision 149); `message` is its English text.
   */
  constructor(code: ErrorCode, message: Wording, extra: Record<string, unknown> = {}) {
    const { key, args } = keyed(message, code);
    super(english(message), {
      extensions: { code, messageKey: key, ...(args ? { messageArgs: args } : {}), ...extra },
    });
  }
  get code(): ErrorCode {
    return this.extensions.code as ErrorCode;
  }
  get status(): number {
    return errorStatus[this.code];
  }
}

/** Invalid input; fields maps each field to the spec's message for it. */
export class ValidationError extends AppError {
  constructor(
    fields: Record<string, Wording>,
    message: Wording = Object.values(fields)[0] ?? "Invalid input",
  ) {
    const entries = Object.entries(fields).map(
      ([field, wording]) => [field, keyed(wording, "BAD_USER_INPUT")] as const,
    );
    const fieldArgs = Object.fromEntries(
      entries.filter(([, { args }]) => args).map(([field, { args }]) => [field, args]),
    );
    super("BAD_USER_INPUT", message, {
      fields: Object.fromEntries(Object.entries(fields).map(([field, wording]) => [field, english(wording)])),
      fieldKeys: Object.fromEntries(entries.map(([field, { key }]) => [field, key])),
      ...(Object.keys(fieldArgs).length > 0 ? { fieldArgs } : {}),
    });
  }
}

export const unauthenticated = (message: Wording = "You must be logged in.") =>
  new AppError("UNAUTHENTICATED", message);
export const forbidden = (message: Wording = "You are not allowed to do this.") =>
  new AppError("FORBIDDEN", message);
export const notFound = (message: Wording = "Not Found") => new AppError("NOT_FOUND", message);
export const conflict = (message: Wording) => new AppError("CONFLICT", message);

/** Where a client stands in the limit that refused it, for RateLimit-* headers (its window in seconds). */
export interface Quota {
  limit: number;
  remaining: number;
  resetSeconds: number;
  windowSeconds: number;
}

export class RateLimitedError extends AppError {
  /**
   * `quota` describes the limit that refused, for the RateLimit-* headers; null when the refusal is no
   * quota of the client's (the server's download slots), so the headers of another limit are taken off.
   */
  constructor(
    message: Wording,
    readonly retryAfterSeconds: number,
    readonly quota?: Quota | null,
  ) {
    super("RATE_LIMITED", message, { retryAfter: retryAfterSeconds });
  }
}

/** The server's condition, not the client's mistake: the database cannot be reached for now. */
export class ServiceUnavailableError extends AppError {
  constructor(
    message: Wording,
    readonly retryAfterSeconds: number,
  ) {
    super("SERVICE_UNAVAILABLE", message, { retryAfter: retryAfterSeconds });
  }
}

/** Throws a ValidationError when a shared validator found problems. */
export function assertValid(fields: Partial<Record<string, string>>): void {
  const problems = Object.fromEntries(Object.entries(fields).filter(([, m]) => m)) as Record<string, string>;
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
