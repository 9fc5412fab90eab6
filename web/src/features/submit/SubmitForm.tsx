import { useMutation } from "@apollo/client/react";
import {
  INCIDENT_KINDS,
  LOCALE_NAMES,
  LOCALES,
  messages,
  PLACE_PRECISIONS,
  TIME_PRECISIONS,
  validateSubmission,
  type AttackType,
  type FieldErrors,
  type IncidentKind,
  type PlacePrecision,
  type TimePrecision,
} from "@incident-watch/schema";
import { Suspense, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { lazyWithTimeout } from "../../app/lazyWithTimeout";
import { FormMessage } from "../../components/FormMessage";
import { acceptsCoordinateText, formatCoordinate, pinPosition } from "../../components/map/coordinates";
import { hasWebGL } from "../../components/map/webgl";
import { SubmitButton } from "../../components/SubmitButton";
import { focusFirstInvalid, TextField } from "../../components/TextField";
import {
  describeFailure,
  fieldErrorsFromServer,
  type CallFailure,
  type ShownErrors,
} from "../../lib/callFailure";
import {
  KIND_LABELS,
  PLACE_PRECISION_LABELS,
  TIME_PRECISION_LABELS,
  useLocale,
  useMessageText,
  useT,
  type MessageId,
  type Shown,
} from "../../i18n";
import { maskDayMonthYear, parseDayMonthYear } from "../../lib/dayMonthYear";
import { CaptchaField, captchaTexts, useCaptchaAnswer, useCaptchaProvider } from "../captcha";
import { PlaceCombobox, type FoundPlace } from "../places";
import { PrecisionField } from "./PrecisionField";
import { submitEventMutation } from "./submit.graphql";

const LocationPicker = lazyWithTimeout(() =>
  import("./LocationPicker").then((module) => ({ default: module.LocationPicker })),
);

type Field =
  | "type"
  | "kind"
  | "sourceUrl"
  | "date"
  | "timePrecision"
  | "location"
  | "latitude"
  | "longitude"
  | "placePrecision"
  | "captcha";
const FIELDS = new Set<Field>([
  "type",
  "kind",
  "sourceUrl",
  "date",
  "timePrecision",
  "location",
  "latitude",
  "longitude",
  "placePrecision",
  "captcha",
]);
// the kind starts unchosen: the submitter must pick one (no silent default)
const EMPTY = {
  type: "russian" as AttackType,
  kind: "" as IncidentKind | "",
  sourceUrl: "",
  date: "",
  latitude: "",
  longitude: "",
  // most reports name a place and a day; a vaguer one says so (decision 099)
  placePrecision: "exact" as PlacePrecision,
  timePrecision: "day" as TimePrecision,
};
type Values = typeof EMPTY;

/** Today in the visitor's own calendar, as the date input writes days. */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/** The server's own words when it gave a reason (spec §8), else 'Submission failed'; never a masked fault. */
function failureDetail(failure: CallFailure): Shown {
  if (failure.kind === "offline") return messages.offline;
  const explained = failure.code
    ? failure.code !== "INTERNAL_SERVER_ERROR"
    : failure.status !== undefined && failure.status < 500;
  return (explained && failure.message) || messages.submissionFailedFallback;
}

/** Submit New Attack: idle → submitting → success (form and captcha reset) or error (spec §4, §5, §8). */
export function SubmitForm({ mapStyleUrl }: { mapStyleUrl: string | null }) {
  const t = useT("app", "submit");
  const messageText = useMessageText();
  const labelsOf = <K extends string>(ids: Record<K, MessageId>) =>
    Object.fromEntries(Object.entries<MessageId>(ids).map(([key, id]) => [key, t(id)])) as Record<K, string>;
  const texts = captchaTexts(useCaptchaProvider());
  const [submitEvent] = useMutation(submitEventMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const [webgl] = useState(hasWebGL);
  const [values, setValues] = useState<Values>(EMPTY);
  // the language the article (and so its title) is written in: the page's, unless the submitter says
  const [language, setLanguage] = useState<string>(useLocale());
  const [errors, setErrors] = useState<ShownErrors<Field>>({});
  const captcha = useCaptchaAnswer(() => setErrors((current) => ({ ...current, captcha: undefined })));
  const [status, setStatus] = useState<"idle" | "submitting" | "success" | "error">("idle");
  const [serverMessage, setServerMessage] = useState<Shown | null>(null);
  const [titlePending, setTitlePending] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const pin = pinPosition(values.latitude, values.longitude);
  const today = localToday();

  const update = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));
  // the date is typed as dd/mm/yyyy like every date on the site, and sent as yyyy-mm-dd
  const changeDate = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setValues((current) => ({ ...current, date: maskDayMonthYear(text, current.date) }));
  };
  const day = parseDayMonthYear(values.date);

  // the outcome is where the eyes and the screen reader go next, wherever the button was
  useEffect(() => {
    if (status !== "success" && status !== "error") return;
    outcomeRef.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
    outcomeRef.current?.focus({ preventScroll: true });
  }, [status]);
  const change =
    (field: "type" | "kind" | "sourceUrl" | "date" | "placePrecision" | "timePrecision") =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      update({ [field]: event.target.value });
  // keystrokes and pastes that would break the numeric pattern are simply not taken
  const changeCoordinate = (field: "latitude" | "longitude") => (event: ChangeEvent<HTMLInputElement>) => {
    if (acceptsCoordinateText(event.target.value)) update({ [field]: event.target.value });
  };
  const pick = (latitude: number, longitude: number) => {
    update({ latitude: formatCoordinate(latitude), longitude: formatCoordinate(longitude) });
    setErrors((current) => ({ ...current, location: undefined, latitude: undefined, longitude: undefined }));
  };
  // a place found by name is known to the town; the member may then move the pin and say otherwise
  const choosePlace = (place: FoundPlace) => {
    pick(place.latitude, place.longitude);
    update({ placePrecision: "town" });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: FieldErrors<Field> = validateSubmission(
      { ...values, date: day ?? values.date, captchaToken: captcha.token },
      today,
    );
    if (values.date.trim() && !day) problems.date = messages.dateFormat;
    if (problems.captcha) problems.captcha = texts.required;
    setErrors(problems);
    setServerMessage(null);
    setStatus("idle");
    if (Object.keys(problems).length > 0) return focusFirstInvalid(formRef.current);
    setStatus("submitting");
    try {
      const { type, kind, sourceUrl, latitude, longitude, placePrecision, timePrecision } = values;
      const { data } = await submitEvent({
        variables: {
          input: {
            type,
            kind: kind as IncidentKind,
            sourceUrl: sourceUrl.trim(),
            date: day!,
            latitude: Number(latitude),
            longitude: Number(longitude),
            placePrecision,
            timePrecision,
            language,
            captchaToken: captcha.token,
          },
        },
      });
      setValues(EMPTY);
      setTitlePending(data?.submitEvent.titlePending ?? false);
      setStatus("success");
    } catch (error) {
      const failure = describeFailure(error);
      const fromServer = fieldErrorsFromServer(failure, FIELDS);
      setErrors(failure.code === "CAPTCHA_FAILED" ? { captcha: texts.failed } : fromServer);
      setServerMessage(failureDetail(failure));
      setStatus("error");
    }
    // the answer is spent whatever the outcome
    captcha.startOver();
  }

  return (
    <div className="submit-layout">
      <form
        ref={formRef}
        className="form submit-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t("submit.title")}
      >
        <div className="field">
          <label className="field__label" htmlFor="submit-type">
            {t("submit.attackType")}
          </label>
          <select id="submit-type" className="field__input" value={values.type} onChange={change("type")}>
            <option value="russian">{t("submit.type.russian")}</option>
            <option value="chinese">{t("submit.type.chinese")}</option>
          </select>
          {errors.type && <p className="field__error">{messageText(errors.type)}</p>}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="submit-kind">
            {t("submit.kind")}
          </label>
          <select
            id="submit-kind"
            name="kind"
            className="field__input"
            required
            value={values.kind}
            onChange={change("kind")}
            aria-invalid={errors.kind ? true : undefined}
            aria-describedby={errors.kind ? "submit-kind-error" : undefined}
          >
            <option value="" disabled>
              {t("submit.chooseOne")}
            </option>
            {INCIDENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(KIND_LABELS[kind])}
              </option>
            ))}
          </select>
          {errors.kind && (
            <p id="submit-kind-error" className="field__error">
              {messageText(errors.kind)}
            </p>
          )}
        </div>
        <TextField
          label={t("submit.sourceUrl")}
          name="sourceUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          translate="no"
          value={values.sourceUrl}
          onChange={change("sourceUrl")}
          error={errors.sourceUrl}
        />
        <div className="field">
          <label className="field__label" htmlFor="submit-language">
            {t("submit.titleLanguage")}
          </label>
          <select
            id="submit-language"
            name="language"
            className="field__input"
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t("submit.date")}
          name="date"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("submit.datePlaceholder")}
          value={values.date}
          onChange={changeDate}
          error={errors.date}
        />
        <PrecisionField
          id="submit-time-precision"
          label={t("submit.timePrecision")}
          hint={t("submit.timePrecisionHint")}
          values={TIME_PRECISIONS}
          labels={labelsOf(TIME_PRECISION_LABELS)}
          value={values.timePrecision}
          onChange={change("timePrecision")}
          error={errors.timePrecision}
        />
        <fieldset
          className="submit-form__location"
          aria-describedby={errors.location ? "submit-location-error" : undefined}
        >
          <legend className="field__label">{t("submit.location")}</legend>
          <PlaceCombobox
            label={t("submit.placeSearch")}
            hint={t("submit.placeSearchHint", { town: t("app.place.town") })}
            near={pin}
            onChoose={choosePlace}
          />
          <div className="submit-form__coordinates">
            <TextField
              label={t("submit.latitude")}
              name="latitude"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t("submit.latitudeExample")}
              value={values.latitude}
              onChange={changeCoordinate("latitude")}
              error={errors.latitude}
              aria-invalid={errors.latitude || errors.location ? true : undefined}
            />
            <TextField
              label={t("submit.longitude")}
              name="longitude"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t("submit.longitudeExample")}
              value={values.longitude}
              onChange={changeCoordinate("longitude")}
              error={errors.longitude}
              aria-invalid={errors.longitude || errors.location ? true : undefined}
            />
          </div>
          {errors.location && (
            <p id="submit-location-error" className="field__error">
              {messageText(errors.location)}
            </p>
          )}
          <PrecisionField
            id="submit-place-precision"
            label={t("submit.placePrecision")}
            hint={t("submit.placePrecisionHint")}
            values={PLACE_PRECISIONS}
            labels={labelsOf(PLACE_PRECISION_LABELS)}
            value={values.placePrecision}
            onChange={change("placePrecision")}
            error={errors.placePrecision}
          />
          <p className="submit-form__hint">{webgl ? t("submit.clickMap") : null}</p>
        </fieldset>
        {/* after the location it fills in and before the button, also on a phone's single column */}
        <div className="submit-layout__map">
          {webgl ? (
            <Suspense fallback={<p className="submit-layout__map-note">{t("submit.loadingMap")}</p>}>
              <LocationPicker pin={pin} onPick={pick} mapStyleUrl={mapStyleUrl} />
            </Suspense>
          ) : (
            <p className="submit-layout__map-note">{t("submit.noWebgl")}</p>
          )}
        </div>
        <CaptchaField {...captcha.field} error={errors.captcha} />
        <SubmitButton busy={status === "submitting"} busyLabel={t("submit.submitting")}>
          {t("submit.submit")}
        </SubmitButton>
      </form>
      {/* outside the form: focusing it must not start the captcha again, which starts on focus in the form */}
      <div ref={outcomeRef} tabIndex={-1} className="submit-form__outcome">
        {status === "success" && (
          <FormMessage tone="success" as="div">
            <p className="submit-form__error-title">{messageText(messages.submissionSucceeded)}</p>
            {titlePending && (
              <p className="submit-form__error-detail">{messageText(messages.titlePendingNotice)}</p>
            )}
          </FormMessage>
        )}
        {status === "error" && (
          <FormMessage tone="error" as="div">
            <p className="submit-form__error-title">{messageText(messages.submissionFailed)}</p>
            {serverMessage && <p className="submit-form__error-detail">{messageText(serverMessage)}</p>}
          </FormMessage>
        )}
      </div>
    </div>
  );
}
