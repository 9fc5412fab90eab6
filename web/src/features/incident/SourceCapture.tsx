import { useFormat, useT, type MessageId } from "../../i18n";

/** A source's latest capture as the incident page reads it (decision 120). */
export interface LedgerCapture {
  status: "pending" | "captured" | "failed";
  failure?: string | null;
  capturedAt?: string | null;
  sha256?: string | null;
  timestamped: boolean;
  /** Who signed the token, and the fingerprint of the CA its certificate chains to (checked by the server). */
  timestampAuthority?: string | null;
  timestampCaSha256?: string | null;
  archiveUrl?: string | null;
  warcUrl?: string | null;
  timestampUrl?: string | null;
  waybackUrl?: string | null;
  /** What the live page answered at its last check (decision 130). */
  liveCheck?: {
    status: "unchanged" | "changed" | "gone";
    httpStatus?: number | null;
    checkedAt: string;
    since: string;
  } | null;
}

const FAILURE_LABELS: Record<string, MessageId> = {
  blocked: "incident.capture.failure.blocked",
  too_large: "incident.capture.failure.tooLarge",
  timed_out: "incident.capture.failure.timedOut",
  gone: "incident.capture.failure.gone",
  unsupported_type: "incident.capture.failure.unsupportedType",
  http_error: "incident.capture.failure.httpError",
  too_many_redirects: "incident.capture.failure.tooManyRedirects",
  network: "incident.capture.failure.network",
};

const outbound = { target: "_blank", rel: "noopener noreferrer" } as const;

/** "Changed since capture on 26/11/2026", "Gone (404) since …": the live page beside the capture. */
function LiveCheck({ check }: { check: NonNullable<LedgerCapture["liveCheck"]> }) {
  const t = useT("incident");
  const format = useFormat();
  // "unchanged" is dated by the last check; a change or a loss by the day it was first seen
  const date = format.day(check.status === "unchanged" ? check.checkedAt : check.since);
  const text =
    check.status === "unchanged"
      ? t("incident.capture.live.unchanged", { date })
      : check.status === "changed"
        ? t("incident.capture.live.changed", { date })
        : check.httpStatus
          ? t("incident.capture.live.gone", { status: String(check.httpStatus), date })
          : t("incident.capture.live.hostGone", { date });
  return <span className={`incident-capture__live incident-capture__live--${check.status}`}>{text}</span>;
}

/**
 * The copy this site kept of a source: when, its hash, whether a time-stamp authority stamped it, the
 * archived page (served in a sandbox), its WARC and token, and the Wayback Machine's copy.
 */
export function SourceCapture({ capture }: { capture: LedgerCapture }) {
  const t = useT("app", "incident");
  const format = useFormat();
  if (capture.status !== "captured") {
    const reason = capture.failure ? FAILURE_LABELS[capture.failure] : undefined;
    return (
      <p className="incident-capture incident-capture--missing">
        {capture.status === "pending" && !reason
          ? t("incident.capture.pending")
          : t(capture.status === "pending" ? "incident.capture.retrying" : "incident.capture.failed", {
              reason: reason ? t(reason) : (capture.failure ?? ""),
            })}
      </p>
    );
  }
  return (
    <p className="incident-capture">
      {t("incident.capture.captured", { time: format.instant(capture.capturedAt!) })}
      {" · "}
      <span className="incident-capture__hash" title={capture.sha256 ?? undefined}>
        {t("incident.capture.hash", { hash: capture.sha256!.slice(0, 12) })}
      </span>
      {capture.timestamped && (
        <>
          {" · "}
          <a href={capture.timestampUrl!} download>
            {t("incident.capture.timestamped")}
          </a>
          {capture.timestampAuthority && (
            <>
              {" · "}
              <span className="incident-capture__authority">
                {t("incident.capture.authority", {
                  authority: capture.timestampAuthority,
                  fingerprint: capture.timestampCaSha256 ?? "",
                })}
              </span>
            </>
          )}
        </>
      )}
      {" · "}
      <a href={capture.archiveUrl!} {...outbound}>
        {t("incident.capture.copy")}
        <span className="visually-hidden"> {t("app.opensInNewTab")}</span>
      </a>
      {" · "}
      <a href={capture.warcUrl!} download>
        {t("incident.capture.warc")}
      </a>
      {capture.waybackUrl && (
        <>
          {" · "}
          <a href={capture.waybackUrl} {...outbound}>
            {t("incident.capture.wayback")}
            <span className="visually-hidden"> {t("app.opensInNewTab")}</span>
          </a>
        </>
      )}
      {capture.liveCheck && (
        <>
          {" · "}
          <LiveCheck check={capture.liveCheck} />
        </>
      )}
    </p>
  );
}
