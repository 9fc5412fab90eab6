import { MODERATION_NOTE_MAX, type BanDurationName } from "@incident-watch/schema";
import { useT, type MessageId } from "../../i18n";

const DURATIONS: Array<[BanDurationName, MessageId]> = [
  ["day", "admin.ban.day"],
  ["week", "admin.ban.week"],
  ["month", "admin.ban.month"],
  ["permanent", "admin.ban.permanent"],
];

interface BanFieldsProps {
  duration: BanDurationName;
  onDurationChange(duration: BanDurationName): void;
  reason: string;
  onReasonChange(reason: string): void;
  durationLabel?: string;
  reasonLabel?: string;
}

/** A ban's duration and its reason, which the banned member is shown: the fields of every ban form. */
export function BanFields({
  duration,
  onDurationChange,
  reason,
  onReasonChange,
  durationLabel,
  reasonLabel,
}: BanFieldsProps) {
  const t = useT("admin");
  return (
    <>
      <label className="field">
        <span className="field__label">{durationLabel ?? t("admin.ban.duration")}</span>
        <select
          className="field__input"
          value={duration}
          onChange={(e) => onDurationChange(e.target.value as BanDurationName)}
        >
          {DURATIONS.map(([value, text]) => (
            <option key={value} value={value}>
              {t(text)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{reasonLabel ?? t("admin.ban.reason")}</span>
        <textarea
          className="field__input"
          maxLength={MODERATION_NOTE_MAX}
          required
          value={reason}
          onChange={(e) => onReasonChange(e.target.value)}
        />
      </label>
    </>
  );
}
