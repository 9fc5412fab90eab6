import { messages } from "./messages.js";
import { ATTACK_TYPES, isIncidentKind, type AttackType } from "./incident-kinds.js";
import { isPlacePrecision, isTimePrecision } from "./precision.js";
import { hasVisibleText } from "./characters.js";
import { isCalendarDate } from "./calendar.js";

/** Field name → the first message that field breaks. Empty when the input is valid. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const SOURCE_URL_MAX = 2048;
/** The stored, percent-encoded form: a non-ASCII character takes up to twelve characters there. */
export const SOURCE_URL_STORED_MAX = 4096;

const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
// Loosely address-shaped, as the spec asks: something@something.something, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Coordinate inputs accept an optional minus, digits and one decimal point. */
export const COORDINATE_PATTERN = /^-?\d*\.?\d*$/;

const blank = (value: string | null | undefined) => !value || value.trim() === "";

function compact<K extends string>(errors: Partial<Record<K, string | undefined>>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<K>;
}

export function usernameError(username: string | undefined): string | undefined {
  if (blank(username)) return messages.usernameRequired;
  const name = username!.trim();
  if (name.length < USERNAME_MIN) return messages.usernameTooShort;
  if (name.length > USERNAME_MAX) return messages.usernameTooLong;
  if (!USERNAME_PATTERN.test(name)) return messages.usernameCharacters;
  return undefined;
}

export function emailError(email: string | undefined): string | undefined {
  if (blank(email)) return messages.emailRequired;
  return EMAIL_PATTERN.test(email!.trim()) && email!.length <= 254 ? undefined : messages.emailInvalid;
}

function passwordError(password: string | undefined, required: string, tooShort: string) {
  if (!password) return required;
  if (password.length < PASSWORD_MIN) return tooShort;
  if (password.length > PASSWORD_MAX) return messages.passwordTooLong;
  return undefined;
}

export interface RegisterInput {
  username?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  /** The member confirms being at least 16 (spec §1's minimum age). */
  ageConfirmed?: boolean | null;
}

/** Registration; confirmPassword is checked only where the form has one (the web form). */
export function validateRegister(input: RegisterInput, options: { withConfirmation?: boolean } = {}) {
  return compact({
    username: usernameError(input.username),
    email: emailError(input.email),
    password: passwordError(input.password, messages.passwordRequired, messages.passwordTooShort),
    confirmPassword:
      options.withConfirmation && input.password !== input.confirmPassword
        ? messages.passwordsDoNotMatch
        : undefined,
    ageConfirmed: input.ageConfirmed === true ? undefined : messages.ageConfirmationRequired,
  });
}

export function validateLogin(input: { username?: string; password?: string }) {
  return compact({
    username: blank(input.username) ? messages.usernameRequired : undefined,
    password: input.password ? undefined : messages.passwordRequired,
  });
}

export function validateNewPassword(
  input: { newPassword?: string; confirmPassword?: string },
  options: { withConfirmation?: boolean } = {},
) {
  return compact({
    newPassword: passwordError(input.newPassword, messages.newPasswordRequired, messages.newPasswordTooShort),
    confirmPassword:
      options.withConfirmation && input.newPassword !== input.confirmPassword
        ? messages.passwordsDoNotMatch
        : undefined,
  });
}

export function validateForgotPassword(input: { email?: string; captchaToken?: string }) {
  return compact({
    email: blank(input.email) ? messages.emailRequired : undefined,
    captcha: blank(input.captchaToken) ? messages.captchaRequired : undefined,
  });
}

export interface SubmissionInput {
  type?: string;
  /** The kind of attack (IncidentKind); required. */
  kind?: string;
  sourceUrl?: string;
  date?: string;
  latitude?: string | number | null;
  longitude?: string | number | null;
  /** How precisely the place is known (PlacePrecision); exact when not given. */
  placePrecision?: string | null;
  /** How precisely the day is known (TimePrecision); day when not given. */
  timePrecision?: string | null;
  captchaToken?: string;
}

/** The precisions' messages, for the values given (null or undefined: not given). */
function precisionErrors(input: { placePrecision?: string | null; timePrecision?: string | null }) {
  return {
    placePrecision:
      input.placePrecision != null && !isPlacePrecision(input.placePrecision)
        ? messages.placePrecisionInvalid
        : undefined,
    timePrecision:
      input.timePrecision != null && !isTimePrecision(input.timePrecision)
        ? messages.timePrecisionInvalid
        : undefined,
  };
}

// percent-encoded C0 controls but tab, line feed and carriage return; DEL; C1 controls as UTF-8
const ENCODED_CONTROL = /%(0[0-8bcef]|1[0-9a-f]|7f|c2%[89][0-9a-f])/i;

export function sourceUrlError(sourceUrl: string | undefined) {
  if (blank(sourceUrl)) return messages.sourceUrlRequired;
  if (sourceUrl!.length > SOURCE_URL_MAX) return messages.sourceUrlTooLong;
  try {
    const { protocol, href } = new URL(sourceUrl!.trim());
    if (protocol !== "http:" && protocol !== "https:") return messages.sourceUrlInvalid;
    // %00 and its kind decode to characters no title may hold (the title shown until the page is read)
    if (ENCODED_CONTROL.test(href)) return messages.controlCharacters;
    return href.length > SOURCE_URL_STORED_MAX ? messages.sourceUrlStoredTooLong : undefined;
  } catch {
    return messages.sourceUrlInvalid;
  }
}

// yyyy-mm-dd, optionally with a time as date pickers and ISO timestamps send it; the day is what counts.
const DATE_INPUT = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The calendar day of a submitted date ("2024-05-01" or "2024-05-01T10:00:00Z" → "2024-05-01"). */
export function submittedDay(date: string): string | undefined {
  const day = DATE_INPUT.exec(date.trim())?.[1];
  return day && isCalendarDate(day) ? day : undefined;
}

export function dateError(date: string | undefined, today: string) {
  if (blank(date)) return messages.dateRequired;
  const day = submittedDay(date!);
  if (!day) return messages.dateInvalid;
  return day > today ? messages.dateInFuture : undefined;
}

function toCoordinate(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (typeof value === "string" && !COORDINATE_PATTERN.test(value.trim())) return Number.NaN;
  const number = Number(value);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** Stored coordinates keep 7 decimal places (about 1 cm): nothing subnormal or absurdly precise is stored. */
export const COORDINATE_DECIMALS = 7;

/** A coordinate as stored: rounded to COORDINATE_DECIMALS, never -0 (5e-324 becomes 0). */
export function roundCoordinate(value: number): number {
  const scale = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * scale) / scale + 0;
}

export function isValidLatitude(value: number | undefined): value is number {
  return value !== undefined && !Number.isNaN(value) && value >= -90 && value <= 90;
}

export function isValidLongitude(value: number | undefined): value is number {
  return value !== undefined && !Number.isNaN(value) && value >= -180 && value <= 180;
}

function locationErrors(input: SubmissionInput): FieldErrors<"location" | "latitude" | "longitude"> {
  const latitude = toCoordinate(input.latitude);
  const longitude = toCoordinate(input.longitude);
  if (latitude === undefined || longitude === undefined) return { location: messages.locationRequired };
  return {
    latitude: isValidLatitude(latitude) ? undefined : messages.latitudeOutOfRange,
    longitude: isValidLongitude(longitude) ? undefined : messages.longitudeOutOfRange,
  };
}

/** The day it already is somewhere on Earth (UTC+14), so "today" is never refused as in the future. */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** today is yyyy-mm-dd; passed in so the rule is pure and testable. */
export function validateSubmission(input: SubmissionInput, today = latestToday()) {
  return compact({
    type: ATTACK_TYPES.includes(input.type as AttackType) ? undefined : messages.typeInvalid,
    kind: blank(input.kind)
      ? messages.kindRequired
      : isIncidentKind(input.kind)
        ? undefined
        : messages.kindInvalid,
    sourceUrl: sourceUrlError(input.sourceUrl),
    date: dateError(input.date, today),
    ...locationErrors(input),
    ...precisionErrors(input),
    captcha: blank(input.captchaToken) ? messages.captchaRequired : undefined,
  });
}

export const TITLE_MAX = 300;
export const REJECTION_REASON_MAX = 1000;

export interface EventUpdateInput {
  type?: string | null;
  kind?: string | null;
  title?: string | null;
  sourceUrl?: string | null;
  date?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  placePrecision?: string | null;
  timePrecision?: string | null;
}

/** A moderator's edit: only the fields given are checked, each by the same rule as a submission. */
export function validateEventUpdate(input: EventUpdateInput, today = latestToday()) {
  const given = (value: unknown) => value !== undefined;
  const title = input.title?.trim() ?? "";
  return compact({
    type:
      given(input.type) && !ATTACK_TYPES.includes(input.type as AttackType)
        ? messages.typeInvalid
        : undefined,
    kind: given(input.kind) && !isIncidentKind(input.kind) ? messages.kindInvalid : undefined,
    title: !given(input.title)
      ? undefined
      : !hasVisibleText(title)
        ? messages.titleRequired
        : title.length > TITLE_MAX
          ? messages.titleTooLong
          : undefined,
    sourceUrl: given(input.sourceUrl) ? sourceUrlError(input.sourceUrl ?? undefined) : undefined,
    date: given(input.date) ? dateError(input.date ?? undefined, today) : undefined,
    latitude:
      given(input.latitude) && !isValidLatitude(input.latitude ?? undefined)
        ? messages.latitudeOutOfRange
        : undefined,
    longitude:
      given(input.longitude) && !isValidLongitude(input.longitude ?? undefined)
        ? messages.longitudeOutOfRange
        : undefined,
    ...precisionErrors(input),
  });
}

export function rejectionReasonError(reason: string | undefined): string | undefined {
  if (blank(reason)) return messages.rejectionReasonRequired;
  return reason!.trim().length > REJECTION_REASON_MAX ? messages.rejectionReasonTooLong : undefined;
}
