import { Link } from "react-router-dom";

/** What a visitor who is not signed in sees in the header's account area. */
export function GuestLinks() {
  return (
    <ul className="account-links">
      <li>
        <Link className="button button--ghost" to="/forum/login">
          Login
        </Link>
      </li>
      <li>
        <Link className="button button--primary" to="/forum/register">
          Sign Up
        </Link>
      </li>
    </ul>
  );
}
