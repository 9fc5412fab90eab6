import { Link } from "react-router-dom";
import { ContactEmail } from "../components/ContactEmail";
import { T, useT } from "../i18n";

/**
 * The one footer of every page but the full-screen map: spec §2's forum footer (copyright, the contact
 * address, the privacy policy), which the other pages share, the way to the statistics and the data's
 * codebook and the research API's guide, and the data's licence (CC BY 4.0, which the copyright line does
 * not contradict).
 */
export function SiteFooter() {
  const t = useT("app");
  return (
    <footer className="site-footer">
      <p>{t("app.footer.copyright", { year: String(new Date().getFullYear()) })}</p>
      <p>
        <T
          ns="app"
          id="app.footer.licence"
          components={{ licence: <a href="https://creativecommons.org/licenses/by/4.0/" rel="license" /> }}
        />
      </p>
      <p>
        {t("app.footer.contact")} <ContactEmail /> ·{" "}
        <Link to="/privacy-policy">{t("app.footer.privacy")}</Link> ·{" "}
        <Link to="/statistics">{t("app.footer.statistics")}</Link> ·{" "}
        <Link to="/codebook">{t("app.footer.codebook")}</Link> ·{" "}
        <a href="/research">{t("app.footer.researchApi")}</a>
      </p>
    </footer>
  );
}
