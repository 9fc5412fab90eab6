import { MODERATION_NOTE_MAX, type BanDurationName } from "@incident-watch/schema";

const DURATIONS: Array<[BanDurationName, string]> = [
  ["day", "1 day"],
  ["week", "7 days"],
  ["month", "30 days"],
  ["permanent", "Permanent"],
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
  durationLabel = "Duration",
  reasonLabel = "Reason (the member sees it)",
}: BanFieldsProps) {
  return (
    <>
      <label className="field">
        <span className="field__label">{durationLabel}</span>
        <select
          className="field__input"
          value={duration}
          onChange={(e) => onDurationChange(e.target.value as BanDurationName)}
        >
          {DURATIONS.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{reasonLabel}</span>
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
