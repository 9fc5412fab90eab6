import { useMutation } from "@apollo/client/react";
import {
  ATTRIBUTION_PARTIES,
  ATTRIBUTORS,
  CONFIDENCE_LEVELS,
  attributorLabels,
  confidenceLabels,
  partyLabels,
  type AttributionParty,
  type Attributor,
  type ConfidenceLevel,
} from "@incident-watch/schema";
import { useState, type FormEvent } from "react";
import { TextField } from "../../components/TextField";
import { describeFailure } from "../../lib/callFailure";
import { CaptchaField, captchaTexts, useCaptchaAnswer, useCaptchaProvider } from "../captcha";
import { proposeAttributionMutation, proposeSourceMutation } from "./incident.graphql";
import type { LedgerSource } from "./IncidentLedger";

const NEW_SOURCE = "new";
const EMPTY = { url: "", outlet: "", language: "", publishedDate: "", archivedUrl: "" };

/** A signed-in member proposes another source or attribution; moderators review it before it shows. */
export function ProposeForm({ eventId, sources }: { eventId: string; sources: readonly LedgerSource[] }) {
  const texts = captchaTexts(useCaptchaProvider());
  const [what, setWhat] = useState<"source" | "attribution">("source");
  const [source, setSource] = useState(EMPTY);
  const [restsOn, setRestsOn] = useState(NEW_SOURCE);
  const [party, setParty] = useState<AttributionParty>("russia");
  const [attributedBy, setAttributedBy] = useState<Attributor>("government");
  const [confidence, setConfidence] = useState<ConfidenceLevel>("probable");
  const [date, setDate] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const captcha = useCaptchaAnswer(() => setErrors(({ captcha: _, ...rest }) => rest));
  const [proposeSource] = useMutation(proposeSourceMutation);
  const [proposeAttribution] = useMutation(proposeAttributionMutation);
  const needsSource = what === "source" || restsOn === NEW_SOURCE;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (!captcha.token) return setErrors({ captcha: texts.required });
    const input = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v.trim() || null])) as {
      url: string;
    };
    try {
      if (what === "source") {
        await proposeSource({ variables: { eventId, input, captchaToken: captcha.token } });
      } else {
        const attribution = { party, attributedBy, confidence, date };
        const rest = restsOn === NEW_SOURCE ? { source: input } : { sourceId: restsOn };
        await proposeAttribution({
          variables: { eventId, input: { ...attribution, ...rest }, captchaToken: captcha.token },
        });
      }
      setErrors({});
      setSource(EMPTY);
      setOutcome({ ok: true, text: "Thank you: the moderators will review your proposal." });
    } catch (error) {
      const failure = describeFailure(error);
      const fields = failure.fields ?? {};
      setErrors(
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^source\./, ""), String(v)])),
      );
      setOutcome({ ok: false, text: failure.message ?? "The proposal could not be sent. Please try again." });
    }
    captcha.startOver();
  }

  const sourceField = (name: keyof typeof EMPTY, label: string, type = "text") => (
    <TextField
      label={label}
      type={type}
      value={source[name]}
      error={errors[name]}
      onChange={(e) => setSource((s) => ({ ...s, [name]: e.target.value }))}
    />
  );

  return (
    <form
      className="form incident-propose"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label="Propose"
    >
      <div className="field">
        <label className="field__label" htmlFor="propose-what">
          What do you propose?
        </label>
        <select id="propose-what" value={what} onChange={(e) => setWhat(e.target.value as typeof what)}>
          <option value="source">Another source</option>
          <option value="attribution">An attribution</option>
        </select>
      </div>
      {what === "attribution" && (
        <>
          <Choice<AttributionParty>
            label="Responsible"
            value={party}
            onChange={setParty}
            options={ATTRIBUTION_PARTIES}
            labels={partyLabels}
          />
          <Choice<Attributor>
            label="Attributed by"
            value={attributedBy}
            onChange={setAttributedBy}
            options={ATTRIBUTORS}
            labels={attributorLabels}
          />
          <Choice<ConfidenceLevel>
            label="Confidence"
            value={confidence}
            onChange={setConfidence}
            options={CONFIDENCE_LEVELS}
            labels={confidenceLabels}
          />
          <TextField
            label="Day it was made (yyyy-mm-dd)"
            value={date}
            error={errors.date}
            onChange={(e) => setDate(e.target.value)}
          />
          <Choice
            label="It rests on"
            value={restsOn}
            onChange={setRestsOn}
            options={[NEW_SOURCE, ...sources.map((s) => s.id)]}
            labels={Object.fromEntries<string>([
              [NEW_SOURCE, "A new source"],
              ...sources.map((s, i): [string, string] => [s.id, `Source ${i + 1}: ${s.outlet ?? s.url}`]),
            ])}
          />
        </>
      )}
      {needsSource && (
        <>
          {sourceField("url", "Source address")}
          {sourceField("outlet", "Outlet (optional)")}
          {sourceField("language", "Language, ISO 639-1 (optional)")}
          {sourceField("publishedDate", "Published on, yyyy-mm-dd (optional)")}
          {sourceField("archivedUrl", "Archived copy (optional)")}
        </>
      )}
      <CaptchaField {...captcha.field} error={errors.captcha} />
      <button type="submit" className="button button--primary">
        Send for review
      </button>
      {outcome && (
        <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "form__success" : "form__error"}>
          {outcome.text}
        </p>
      )}
    </form>
  );
}

function Choice<T extends string>(props: {
  label: string;
  value: T;
  onChange(value: T): void;
  options: readonly T[];
  labels: Record<string, string>;
}) {
  const id = `propose-${props.label.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.labels[o] ?? o}
          </option>
        ))}
      </select>
    </div>
  );
}
