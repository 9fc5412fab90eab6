import { Link } from "react-router-dom";
import { ContactEmail } from "../../components/ContactEmail";

/** Spec §2: copyright, the contact address and the privacy policy. */
export function ForumFooter() {
  return (
    <footer className="forum-footer">
      <p>© {new Date().getFullYear()} Incident Watch Europe. All rights reserved.</p>
      <p>
        Contact: <ContactEmail /> · <Link to="/privacy-policy">Privacy Policy</Link>
      </p>
    </footer>
  );
}
