import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { T, useT } from "../../i18n";
import { SUPPORT_UKRAINE_URL } from "../../lib/externalLinks";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { PlaceNamesCredit } from "./PlaceNamesCredit";
import "./pages.css";

/** The link to UNITED24, its words from the message, saying that it opens a new tab. */
function SupportLink({ children }: { children?: ReactNode }) {
  const t = useT("app");
  return (
    <a href={SUPPORT_UKRAINE_URL} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">{t("app.opensInNewTab")}</span>
    </a>
  );
}

export function MissionPage() {
  const t = useT("app", "pages");
  const strong = <strong />;
  useDocumentTitle(t("pages.mission.title"));
  return (
    <article className="prose" aria-labelledby="mission-title">
      <h1 id="mission-title">{t("pages.mission.title")}</h1>
      <p className="prose__lead">{t("pages.mission.lead")}</p>

      <h2>{t("pages.mission.trackTitle")}</h2>
      <p>{t("pages.mission.track")}</p>

      <h2>{t("pages.mission.howTitle")}</h2>
      <ul>
        <li>
          <T ns="pages" id="pages.mission.howContribute" components={{ strong }} />
        </li>
        <li>
          <T ns="pages" id="pages.mission.howReview" components={{ strong }} />
        </li>
        <li>
          <T ns="pages" id="pages.mission.howData" components={{ strong }} />
        </li>
        <li>
          <T ns="pages" id="pages.mission.howDiscuss" components={{ strong, forum: <Link to="/forum" /> }} />
        </li>
      </ul>

      <h2>{t("pages.mission.principlesTitle")}</h2>
      <dl className="principles">
        <dt>{t("pages.mission.sourcingTitle")}</dt>
        <dd>{t("pages.mission.sourcing")}</dd>
        <dt>{t("pages.mission.verificationTitle")}</dt>
        <dd>{t("pages.mission.verification")}</dd>
        <dt>{t("pages.mission.transparencyTitle")}</dt>
        <dd>{t("pages.mission.transparency")}</dd>
        <dt>{t("pages.mission.restraintTitle")}</dt>
        <dd>
          <T
            ns="pages"
            id="pages.mission.restraint"
            components={{ privacy: <Link to="/privacy-policy" /> }}
          />
        </dd>
      </dl>

      <h2>{t("pages.mission.whyTitle")}</h2>
      <p>{t("pages.mission.why")}</p>
      <p>
        <T ns="pages" id="pages.mission.ukraine" components={{ support: <SupportLink /> }} />
      </p>

      <PlaceNamesCredit />
    </article>
  );
}
