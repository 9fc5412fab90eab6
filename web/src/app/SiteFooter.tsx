import { Link } from "react-router-dom";
import { ContactEmail } from "../components/ContactEmail";

/**
 * The one footer of every page but the full-screen map: spec §2's forum footer (copyright, the contact
 * address, the privacy policy), which the other pages share, and the way to the statistics.
 */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>© {new Date().getFullYear()} Incident Watch Europe. All rights reserved.</p>
      <p>
        Contact: <ContactEmail /> · <Link to="/privacy-policy">Privacy Policy</Link> ·{" "}
        <Link to="/statistics">Statistics</Link>
      </p>
    </footer>
  );
}
