import { useMutation } from "@apollo/client/react";
import {
  ATTRIBUTION_PARTIES,
  ATTRIBUTORS,
  CONFIDENCE_LEVELS,
  type AttributionParty,
  type Attributor,
  type ConfidenceLevel,
} from "@incident-watch/schema";
import { useState, type FormEvent } from "react";
import { TextField } from "../../components/TextField";
import {
  ATTRIBUTOR_LABELS,
  CONFIDENCE_LABELS,
  PARTY_LABELS,
  useMessageText,
  useT,
  type Shown,
  type Translate,
} from "../../i18n";
import { describeFailure } from "../../lib/callFailure";
import { CaptchaField, captchaTexts, useCaptchaAnswer, useCaptchaProvider } from "../captcha";
import { proposeAttributionMutation, proposeSourceMutation } from "./incident.graphql";
import type { LedgerSource } from "./IncidentLedger";

const NEW_SOURCE = "new";
const EMPTY = { url: "", outlet: "", language: "", publishedDate: "", archivedUrl: "" };

/** A signed-in member proposes another source or attribution; moderators review it before it shows. */
export function ProposeForm({ eventId, sources }: { eventId: string; sources: readonly LedgerSource[] }) {
  const t = useT("incident");
  const messageText = useMessageText();
  const texts = captchaTexts(useCaptchaProvider());
  const [what, setWhat] = useState<"source" | "attribution">("source");
  const [source, setSource] = useState(EMPTY);
  const [restsOn, setRestsOn] = useState(NEW_SOURCE);
  const [party, setParty] = useState<AttributionParty>("russia");
  const [attributedBy, setAttributedBy] = useState<Attributor>("government");
  const [confidence, setConfidence] = useState<ConfidenceLevel>("probable");
  const [date, setDate] = useState("");
  const [errors, setErrors] = useState<Record<string, Shown>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: Shown } | null>(null);
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
      setOutcome({ ok: true, text: t("incident.propose.thanks") });
    } catch (error) {
      const failure = describeFailure(error);
      const fields = failure.fields ?? {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^source\./, ""), v])));
      setOutcome({ ok: false, text: failure.message ?? t("incident.propose.failed") });
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
      aria-label={t("incident.propose.label")}
    >
      <div className="field">
        <label className="field__label" htmlFor="propose-what">
          {t("incident.propose.what")}
        </label>
        <select id="propose-what" value={what} onChange={(e) => setWhat(e.target.value as typeof what)}>
          <option value="source">{t("incident.propose.anotherSource")}</option>
          <option value="attribution">{t("incident.propose.attribution")}</option>
        </select>
      </div>
      {what === "attribution" && (
        <>
          <Choice<AttributionParty>
            id="propose-responsible"
            label={t("incident.propose.responsible")}
            value={party}
            onChange={setParty}
            options={ATTRIBUTION_PARTIES}
            labels={labelsOf(t, PARTY_LABELS)}
          />
          <Choice<Attributor>
            id="propose-attributed-by"
            label={t("incident.propose.attributedBy")}
            value={attributedBy}
            onChange={setAttributedBy}
            options={ATTRIBUTORS}
            labels={labelsOf(t, ATTRIBUTOR_LABELS)}
          />
          <Choice<ConfidenceLevel>
            id="propose-confidence"
            label={t("incident.propose.confidence")}
            value={confidence}
            onChange={setConfidence}
            options={CONFIDENCE_LEVELS}
            labels={labelsOf(t, CONFIDENCE_LABELS)}
          />
          <TextField
            label={t("incident.propose.date")}
            value={date}
            error={errors.date}
            onChange={(e) => setDate(e.target.value)}
          />
          <Choice
            id="propose-it-rests-on"
            label={t("incident.propose.restsOn")}
            value={restsOn}
            onChange={setRestsOn}
            options={[NEW_SOURCE, ...sources.map((s) => s.id)]}
            labels={Object.fromEntries<string>([
              [NEW_SOURCE, t("incident.propose.newSource")],
              ...sources.map((s, i): [string, string] => [
                s.id,
                t("incident.propose.sourceN", { number: i + 1, name: s.outlet ?? s.url }),
              ]),
            ])}
          />
        </>
      )}
      {needsSource && (
        <>
          {sourceField("url", t("incident.propose.url"))}
          {sourceField("outlet", t("incident.propose.outlet"))}
          {sourceField("language", t("incident.propose.language"))}
          {sourceField("publishedDate", t("incident.propose.published"))}
          {sourceField("archivedUrl", t("incident.propose.archived"))}
        </>
      )}
      <CaptchaField {...captcha.field} error={errors.captcha} />
      <button type="submit" className="button button--primary">
        {t("incident.propose.submit")}
      </button>
      {outcome && (
        <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "form__success" : "form__error"}>
          {messageText(outcome.text)}
        </p>
      )}
    </form>
  );
}

/** A vocabulary's labels in the page's language, by value. */
function labelsOf(t: Translate, ids: Record<string, Parameters<Translate>[0]>): Record<string, string> {
  return Object.fromEntries(Object.entries(ids).map(([value, id]) => [value, t(id)]));
}

function Choice<T extends string>(props: {
  /** The select's id (labels differ by language, so it is not made from them). */
  id: string;
  label: string;
  value: T;
  onChange(value: T): void;
  options: readonly T[];
  labels: Record<string, string>;
}) {
  const { id } = props;
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
