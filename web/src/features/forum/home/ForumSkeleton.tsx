import { useT } from "../../../i18n";
/** Spec §2: what the forum home shows while loading with no data. */
export function ForumSkeleton() {
  const t = useT("forum");
  return (
    <div className="forum-skeleton" role="status" aria-busy="true" data-testid="forum-skeleton">
      <span className="visually-hidden">{t("forum.loading")}</span>
      {[0, 1, 2].map((block) => (
        <div key={block} className="forum-skeleton__block" aria-hidden="true">
          <div className="forum-skeleton__line forum-skeleton__line--title" />
          <div className="forum-skeleton__line" />
          <div className="forum-skeleton__line" />
          <div className="forum-skeleton__line forum-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}
