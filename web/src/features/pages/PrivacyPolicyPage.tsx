import { Link } from "react-router-dom";
import { ContactEmail } from "../../components/ContactEmail";
import { T, useT, type MessageId } from "../../i18n";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import "./pages.css";

/** What the policy says is collected, each a term and its explanation. */
const COLLECTED: [MessageId, MessageId][] = [
  ["pages.privacy.accountTitle", "pages.privacy.account"],
  ["pages.privacy.forumTitle", "pages.privacy.forum"],
  ["pages.privacy.incidentsTitle", "pages.privacy.incidents"],
  ["pages.privacy.avatarsTitle", "pages.privacy.avatars"],
  ["pages.privacy.logsTitle", "pages.privacy.logs"],
  ["pages.privacy.captchaTitle", "pages.privacy.captcha"],
  ["pages.privacy.mapsTitle", "pages.privacy.maps"],
];

const BASES: MessageId[] = [
  "pages.privacy.basisAccount",
  "pages.privacy.basisIncidents",
  "pages.privacy.basisSecurity",
  "pages.privacy.basisLegal",
];

const RETENTION: MessageId[] = [
  "pages.privacy.keepAccount",
  "pages.privacy.keepForum",
  "pages.privacy.keepSessions",
  "pages.privacy.keepMetadata",
  "pages.privacy.keepLogs",
  "pages.privacy.keepIncidents",
];

const RIGHTS: MessageId[] = [
  "pages.privacy.rightAccess",
  "pages.privacy.rightRectification",
  "pages.privacy.rightErasure",
  "pages.privacy.rightRestriction",
  "pages.privacy.rightPortability",
  "pages.privacy.rightObject",
  "pages.privacy.rightComplaint",
];

export function PrivacyPolicyPage() {
  const t = useT("pages");
  const strong = <strong />;
  const code = <code />;
  const email = <ContactEmail />;
  useDocumentTitle(t("pages.privacy.title"));
  return (
    <article className="prose" aria-labelledby="privacy-title">
      <h1 id="privacy-title">{t("pages.privacy.title")}</h1>
      <p className="prose__meta">{t("pages.privacy.updated")}</p>
      <p className="prose__lead">{t("pages.privacy.lead")}</p>

      <h2>{t("pages.privacy.controllerTitle")}</h2>
      <p>
        <T ns="pages" id="pages.privacy.controller" components={{ email }} />
      </p>

      <h2>{t("pages.privacy.ageTitle")}</h2>
      <p>{t("pages.privacy.age")}</p>

      <h2>{t("pages.privacy.collectTitle")}</h2>
      <dl>
        {COLLECTED.flatMap(([term, text]) => [<dt key={term}>{t(term)}</dt>, <dd key={text}>{t(text)}</dd>])}
      </dl>
      <p>{t("pages.privacy.noThirdParty")}</p>

      <h2>{t("pages.privacy.cookiesTitle")}</h2>
      <p>
        <T ns="pages" id="pages.privacy.cookies" components={{ code }} />
      </p>

      <h2>{t("pages.privacy.basisTitle")}</h2>
      <ul>
        {BASES.map((id) => (
          <li key={id}>
            <T ns="pages" id={id} components={{ strong }} />
          </li>
        ))}
      </ul>

      <h2>{t("pages.privacy.recipientsTitle")}</h2>
      <p>{t("pages.privacy.recipients")}</p>

      <h2>{t("pages.privacy.keepTitle")}</h2>
      <ul>
        {RETENTION.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ul>

      <h2>{t("pages.privacy.rightsTitle")}</h2>
      <p>{t("pages.privacy.rightsIntro")}</p>
      <ul>
        {RIGHTS.map((id) => (
          <li key={id}>
            <T ns="pages" id={id} components={{ strong }} />
          </li>
        ))}
      </ul>
      <p>
        <T ns="pages" id="pages.privacy.download" components={{ strong, code }} />
      </p>
      <p>
        <T ns="pages" id="pages.privacy.delete" components={{ strong, email }} />
      </p>
      <p>
        <T ns="pages" id="pages.privacy.exercise" components={{ email }} />
      </p>

      <h2>{t("pages.privacy.securityTitle")}</h2>
      <p>{t("pages.privacy.security")}</p>

      <h2>{t("pages.privacy.changesTitle")}</h2>
      <p>
        <T ns="pages" id="pages.privacy.changes" components={{ forum: <Link to="/forum" /> }} />
      </p>
    </article>
  );
}
