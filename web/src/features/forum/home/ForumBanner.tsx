import { useT } from "../../../i18n";
/** The forum home's banner with its Latin motto (spec §1, §2). */
export function ForumBanner() {
  const t = useT("forum");
  return (
    <header className="forum-banner">
      <h1 className="forum-banner__title">{t("forum.banner.title")}</h1>
      <p className="forum-banner__motto">
        <span lang="la" translate="no">
          Vigilantia pretium libertatis
        </span>
        <span className="forum-banner__translation"> {t("forum.banner.motto")}</span>
      </p>
    </header>
  );
}
