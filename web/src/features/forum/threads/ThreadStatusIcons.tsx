import { useT } from "../../../i18n";
/** Spec §2: a pinned thread shows a 'Pinned Thread' icon, a locked one a 'Locked Thread' icon. */
export function ThreadStatusIcons({ isPinned, isLocked }: { isPinned: boolean; isLocked: boolean }) {
  const t = useT("forum");
  return (
    <>
      {isPinned && (
        <svg
          className="thread-icon thread-icon--pinned"
          role="img"
          aria-label={t("forum.pinned")}
          viewBox="0 0 16 16"
        >
          <title>{t("forum.pinned")}</title>
          <path d="M10 1l5 5-2 1-3 3 .5 3.5L9 15l-3-3-4 4-1-1 4-4-3-3 1.5-1.5L7 7l3-3z" />
        </svg>
      )}
      {isLocked && (
        <svg
          className="thread-icon thread-icon--locked"
          role="img"
          aria-label={t("forum.locked")}
          viewBox="0 0 16 16"
        >
          <title>{t("forum.locked")}</title>
          <path d="M4 7V5a4 4 0 018 0v2h1v8H3V7zm2 0h4V5a2 2 0 00-4 0z" />
        </svg>
      )}
    </>
  );
}
