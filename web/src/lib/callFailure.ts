import { CombinedGraphQLErrors, ServerError, ServerParseError } from "@apollo/client/errors";
import { messages } from "@incident-watch/schema";
import type { ServerWords, Shown } from "../i18n/schemaMessages";

/** What went wrong with a call, in the terms the forms need (spec §8). */
export interface CallFailure {
  /** offline: the browser says so; network: no answer arrived; answer: the server replied with an error */
  kind: "offline" | "network" | "answer";
  /** extensions.code of the first GraphQL error, when there is one */
  code?: string;
  /** HTTP status when the server answered with a non-2xx status */
  status?: number;
  /** the server's message, when it sent one: its words by key, else its text */
  message?: Shown;
  /** per-field messages of a BAD_USER_INPUT error */
  fields?: Record<string, Shown>;
}

interface FormattedError {
  message?: unknown;
  extensions?: {
    code?: unknown;
    fields?: unknown;
    messageKey?: unknown;
    messageArgs?: unknown;
    fieldKeys?: unknown;
    fieldArgs?: unknown;
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** A server text with the key (and figures) it said it by, so the page words it in its own language. */
function shown(text: unknown, key: unknown, args: unknown): Shown | undefined {
  if (typeof text !== "string" || !text) return undefined;
  if (typeof key !== "string") return text;
  return isRecord(args) ? { text, key, args: args as ServerWords["args"] } : { text, key };
}

function fieldsShown(fields: unknown, keys: unknown, args: unknown): Record<string, Shown> | undefined {
  if (!isRecord(fields)) return undefined;
  const keyOf = isRecord(keys) ? keys : {};
  const argsOf = isRecord(args) ? args : {};
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, text]) => {
      const words = shown(text, keyOf[field], argsOf[field]);
      return words ? [[field, words]] : [];
    }),
  );
}

function fromGraphQLError(error: FormattedError | undefined, status?: number): CallFailure {
  const extensions = error?.extensions;
  return {
    kind: "answer",
    status,
    code: typeof extensions?.code === "string" ? extensions.code : undefined,
    message: shown(error?.message, extensions?.messageKey, extensions?.messageArgs),
    fields: fieldsShown(extensions?.fields, extensions?.fieldKeys, extensions?.fieldArgs),
  };
}

// a non-2xx answer may still carry GraphQL errors, or the REST-style { message }
function fromServerError(error: ServerError): CallFailure {
  try {
    const body = JSON.parse(error.bodyText) as {
      errors?: FormattedError[];
      message?: unknown;
      messageKey?: unknown;
      messageArgs?: unknown;
    };
    if (body.errors?.length) return fromGraphQLError(body.errors[0], error.statusCode);
    const message = shown(body.message, body.messageKey, body.messageArgs);
    if (message) return { kind: "answer", status: error.statusCode, message };
  } catch {
    // not JSON: only the status is known
  }
  return { kind: "answer", status: error.statusCode };
}

export function describeFailure(error: unknown, online: boolean = navigator.onLine): CallFailure {
  if (!online) return { kind: "offline" };
  if (CombinedGraphQLErrors.is(error)) return fromGraphQLError(error.errors[0]);
  if (ServerError.is(error)) return fromServerError(error);
  // a 2xx or error status whose body is not JSON (a proxy's error page)
  if (ServerParseError.is(error)) return { kind: "answer", status: error.statusCode };
  return { kind: "network" };
}

const isCode = (failure: CallFailure, code: string, status: number) =>
  failure.code === code || (!failure.code && failure.status === status);

export const isUnauthenticated = (failure: CallFailure) => isCode(failure, "UNAUTHENTICATED", 401);
export const isForbidden = (failure: CallFailure) => isCode(failure, "FORBIDDEN", 403);

// masked server faults say nothing useful to a visitor; the form's own fallback reads better
const shownMessage = (failure: CallFailure) =>
  failure.status && failure.status >= 500 && !failure.code ? undefined : failure.message;

/** A 4xx answer with no message: the request reached the server and was refused without a reason. */
const answeredWithoutMessage = (failure: CallFailure) =>
  failure.kind === "answer" && !failure.message && !(failure.status && failure.status >= 500);

/**
 * Login (call): 401, 429, a server message, offline; an answer without a message is the hook's
 * "check your credentials"; else (no answer, a server fault) a generic failure.
 */
export function loginErrorMessage(failure: CallFailure): Shown {
  if (failure.kind === "offline") return messages.offline;
  if (isUnauthenticated(failure)) return messages.invalidCredentials;
  if (isCode(failure, "RATE_LIMITED", 429)) return messages.tooManyLoginAttempts;
  if (answeredWithoutMessage(failure)) return messages.loginFailedNoMessage;
  return shownMessage(failure) ?? messages.loginFailed;
}

/** Register (call): 409, a server message, offline, else a generic failure. */
export function registerErrorMessage(failure: CallFailure): Shown {
  if (failure.kind === "offline") return messages.offline;
  if (isCode(failure, "CONFLICT", 409)) return messages.usernameOrEmailTaken;
  if (answeredWithoutMessage(failure)) return messages.registrationFailedNoMessage;
  return shownMessage(failure) ?? messages.registrationFailed;
}

/** Any other call of these forms: the server's message, else the form's own fallback text. */
export function serverMessageOr(failure: CallFailure, fallback: Shown): Shown {
  if (failure.kind === "offline") return messages.offline;
  return shownMessage(failure) ?? fallback;
}

/** A form's messages per field: its own checks' texts, or the server's words. */
export type ShownErrors<F extends string> = Partial<Record<F, Shown>>;

/** The server's field messages for the fields a form has; it names the captcha after its input (captchaToken). */
export function fieldErrorsFromServer<F extends string>(
  failure: CallFailure,
  formFields: ReadonlySet<F>,
): ShownErrors<F> {
  const errors: ShownErrors<F> = {};
  for (const [field, text] of Object.entries(failure.fields ?? {})) {
    const name = (field === "captchaToken" ? "captcha" : field) as F;
    if (formFields.has(name)) errors[name] = text;
  }
  return errors;
}
