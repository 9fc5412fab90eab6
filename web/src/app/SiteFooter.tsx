import { Link } from "react-router-dom";
import { ContactEmail } from "../components/ContactEmail";

/**
 * The one footer of every page but the full-screen map: spec §2's forum footer (copyright, the contact
 * address, the privacy policy), which the other pages share, the way to the statistics and the data's
 * codebook and the research API's guide, and the data's licence (CC BY 4.0, which the copyright line does
 * not contradict).
 */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>© {new Date().getFullYear()} Incident Watch Europe.</p>
      <p>
        The incident data is published under{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/" rel="license">
          CC BY 4.0
        </a>
        : reuse it freely, crediting Incident Watch Europe.
      </p>
      <p>
        Contact: <ContactEmail /> · <Link to="/privacy-policy">Privacy Policy</Link> ·{" "}
        <Link to="/statistics">Statistics</Link> · <Link to="/codebook">Codebook</Link> ·{" "}
        <a href="/research">Research API</a>
      </p>
    </footer>
  );
}
