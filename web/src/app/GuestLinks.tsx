import { Link } from "react-router-dom";
import { useT } from "../i18n";

/** What a visitor who is not signed in sees in the header's account area. */
export function GuestLinks() {
  const t = useT("app");
  return (
    <ul className="account-links">
      <li>
        <Link className="button button--ghost" to="/forum/login">
          {t("app.login")}
        </Link>
      </li>
      <li>
        <Link className="button button--primary" to="/forum/register">
          {t("app.signUp")}
        </Link>
      </li>
    </ul>
  );
}
