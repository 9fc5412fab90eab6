import type { DiffChange } from "../gql/graphql";
import { useT } from "../i18n";
import "./DiffView.css";

export interface DiffLineData {
  kind: DiffChange;
  segments: ReadonlyArray<{ kind: DiffChange; text: string }>;
}

export interface DiffData {
  tooDifferent: boolean;
  inline: ReadonlyArray<DiffLineData>;
  sideBySide?: ReadonlyArray<{ before?: DiffLineData | null; after?: DiffLineData | null }>;
}

const MARK = { same: " ", added: "+", removed: "-" } as const;

/** One line of a diff; changed words are marked inside it. Text only: nothing is inserted as HTML. */
function DiffLineView({ line }: { line: DiffLineData | null | undefined }) {
  if (!line) return <div className="diff__line diff__line--empty" />;
  return (
    <div className={`diff__line diff__line--${line.kind}`}>
      <span className="diff__mark" aria-hidden="true">
        {MARK[line.kind]}
      </span>
      {line.segments.map((segment, i) =>
        segment.kind === "same" ? (
          <span key={i}>{segment.text}</span>
        ) : segment.kind === "added" ? (
          <ins key={i}>{segment.text}</ins>
        ) : (
          <del key={i}>{segment.text}</del>
        ),
      )}
    </div>
  );
}

/** How a text changed: inline (removed lines above added ones) or side by side, as the server compared it. */
export function DiffView({ diff, view }: { diff: DiffData; view: "inline" | "side" }) {
  const t = useT("app");
  if (diff.tooDifferent) return <p className="diff__note">{t("app.diff.tooDifferent")}</p>;
  if (view === "inline" || !diff.sideBySide)
    return (
      <div className="diff diff--inline" aria-label={t("app.diff.inline")}>
        {diff.inline.map((line, i) => (
          <DiffLineView key={i} line={line} />
        ))}
      </div>
    );
  return (
    <div className="diff diff--side" role="table" aria-label={t("app.diff.side")}>
      {diff.sideBySide.map((row, i) => (
        <div key={i} className="diff__row" role="row">
          <div role="cell">
            <DiffLineView line={row.before} />
          </div>
          <div role="cell">
            <DiffLineView line={row.after} />
          </div>
        </div>
      ))}
    </div>
  );
}
