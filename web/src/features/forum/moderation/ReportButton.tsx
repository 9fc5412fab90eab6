import { lazy, Suspense, useState } from "react";
import type { ReportTarget } from "../../../gql/graphql";
import { useT } from "../../../i18n";

// The dialog loads when first opened: most readers never report anything
const ReportDialog = lazy(() => import("./ReportDialog").then((m) => ({ default: m.ReportDialog })));

export interface ReportButtonProps {
  targetType: ReportTarget;
  targetId: string;
  /** What is reported, for the dialog's title: "this post", "this thread", "alice". */
  subject: string;
  className?: string;
}

/** "Report": a small dialog asking why (and optionally more), sent to the moderators. */
export function ReportButton({ targetType, targetId, subject, className }: ReportButtonProps) {
  const t = useT("thread");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? "button button--small button--ghost"}
        onClick={() => setOpen(true)}
      >
        {t("thread.report")}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            subject={subject}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
