import { useMutation } from "@apollo/client/react";
import {
  INCIDENT_KINDS,
  incidentKindLabels,
  messages,
  PLACE_PRECISIONS,
  placePrecisionLabels,
  TIME_PRECISIONS,
  timePrecisionLabels,
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
import { describeFailure, fieldErrorsFromServer, type CallFailure } from "../../lib/callFailure";
import { maskDayMonthYear, parseDayMonthYear } from "../../lib/dayMonthYear";
import { CaptchaField, captchaTexts, useCaptchaAnswer, useCaptchaProvider } from "../captcha";
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
function failureDetail(failure: CallFailure): string {
  if (failure.kind === "offline") return messages.offline;
  const explained = failure.code
    ? failure.code !== "INTERNAL_SERVER_ERROR"
    : failure.status !== undefined && failure.status < 500;
  return (explained && failure.message) || messages.submissionFailedFallback;
}

/** Submit New Attack: idle → submitting → success (form and captcha reset) or error (spec §4, §5, §8). */
export function SubmitForm({ mapStyleUrl }: { mapStyleUrl: string | null }) {
  const texts = captchaTexts(useCaptchaProvider());
  const [submitEvent] = useMutation(submitEventMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const [webgl] = useState(hasWebGL);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const captcha = useCaptchaAnswer(() => setErrors((current) => ({ ...current, captcha: undefined })));
  const [status, setStatus] = useState<"idle" | "submitting" | "success" | "error">("idle");
  const [serverMessage, setServerMessage] = useState<string | null>(null);
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
        aria-label="Submit New Attack"
      >
        <div className="field">
          <label className="field__label" htmlFor="submit-type">
            Attack type
          </label>
          <select id="submit-type" className="field__input" value={values.type} onChange={change("type")}>
            <option value="russian">Russian</option>
            <option value="chinese">Chinese</option>
          </select>
          {errors.type && <p className="field__error">{errors.type}</p>}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="submit-kind">
            Kind of attack
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
              Choose one…
            </option>
            {INCIDENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {incidentKindLabels[kind]}
              </option>
            ))}
          </select>
          {errors.kind && (
            <p id="submit-kind-error" className="field__error">
              {errors.kind}
            </p>
          )}
        </div>
        <TextField
          label="Source URL"
          name="sourceUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.sourceUrl}
          onChange={change("sourceUrl")}
          error={errors.sourceUrl}
        />
        <TextField
          label="Date"
          name="date"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          value={values.date}
          onChange={changeDate}
          error={errors.date}
        />
        <PrecisionField
          id="submit-time-precision"
          label="How precisely is the date known?"
          hint="For a month or a year, any day in it will do: its first day is kept."
          values={TIME_PRECISIONS}
          labels={timePrecisionLabels}
          value={values.timePrecision}
          onChange={change("timePrecision")}
          error={errors.timePrecision}
        />
        <fieldset
          className="submit-form__location"
          aria-describedby={errors.location ? "submit-location-error" : undefined}
        >
          <legend className="field__label">Location</legend>
          <div className="submit-form__coordinates">
            <TextField
              label="Latitude"
              name="latitude"
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 52.229676"
              value={values.latitude}
              onChange={changeCoordinate("latitude")}
              error={errors.latitude}
              aria-invalid={errors.latitude || errors.location ? true : undefined}
            />
            <TextField
              label="Longitude"
              name="longitude"
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 21.012229"
              value={values.longitude}
              onChange={changeCoordinate("longitude")}
              error={errors.longitude}
              aria-invalid={errors.longitude || errors.location ? true : undefined}
            />
          </div>
          {errors.location && (
            <p id="submit-location-error" className="field__error">
              {errors.location}
            </p>
          )}
          <PrecisionField
            id="submit-place-precision"
            label="How precisely is the place known?"
            hint="For a town, a region or a country, put the point at its centre."
            values={PLACE_PRECISIONS}
            labels={placePrecisionLabels}
            value={values.placePrecision}
            onChange={change("placePrecision")}
            error={errors.placePrecision}
          />
          <p className="submit-form__hint">{webgl ? "Click the map to fill in the coordinates." : null}</p>
        </fieldset>
        {/* after the location it fills in and before the button, also on a phone's single column */}
        <div className="submit-layout__map">
          {webgl ? (
            <Suspense fallback={<p className="submit-layout__map-note">Loading map…</p>}>
              <LocationPicker pin={pin} onPick={pick} mapStyleUrl={mapStyleUrl} />
            </Suspense>
          ) : (
            <p className="submit-layout__map-note">
              The map needs WebGL, which this browser does not offer. Enter the coordinates by hand.
            </p>
          )}
        </div>
        <CaptchaField {...captcha.field} error={errors.captcha} />
        <SubmitButton busy={status === "submitting"} busyLabel="Submitting…">
          Submit
        </SubmitButton>
      </form>
      {/* outside the form: focusing it must not start the captcha again, which starts on focus in the form */}
      <div ref={outcomeRef} tabIndex={-1} className="submit-form__outcome">
        {status === "success" && (
          <FormMessage tone="success" as="div">
            <p className="submit-form__error-title">{messages.submissionSucceeded}</p>
            {titlePending && <p className="submit-form__error-detail">{messages.titlePendingNotice}</p>}
          </FormMessage>
        )}
        {status === "error" && (
          <FormMessage tone="error" as="div">
            <p className="submit-form__error-title">{messages.submissionFailed}</p>
            {serverMessage && <p className="submit-form__error-detail">{serverMessage}</p>}
          </FormMessage>
        )}
      </div>
    </div>
  );
}
