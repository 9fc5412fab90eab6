import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Link, NavLink } from "react-router-dom";
import { useAuth, UserMenu, useSaveLanguage } from "../features/auth";
import { NotificationBell } from "../features/notifications";
import { LanguageMenu, useT } from "../i18n";
import { SUPPORT_UKRAINE_URL } from "../lib/externalLinks";
import { GuestLinks } from "./GuestLinks";
import { NAV_ITEMS } from "./navigation";
import "./Header.css";

export function Header() {
  const t = useT("app");
  const { user, loading } = useAuth();
  const saveLanguage = useSaveLanguage();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // choosing a destination closes the mobile menu
  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) setMenuOpen(false);
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape" && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="site-header__bar">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{t("app.siteName")}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          <span className="visually-hidden">{t("app.toggleMenu")}</span>
        </button>
      </div>
      {/* outside the folding menu, so a phone reaches it with one tap */}
      <div className="site-header__bell">
        <NotificationBell />
      </div>
      <div id={menuId} className="site-menu" data-open={menuOpen} onClick={closeOnLinkClick}>
        <nav className="site-nav" aria-label={t("app.mainNavigation")}>
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="site-nav__link">
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <a
                className="site-nav__link site-nav__link--support"
                href={SUPPORT_UKRAINE_URL}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t("app.nav.supportUkraine")}{" "}
                <span className="visually-hidden">{t("app.opensInNewTab")}</span>
              </a>
            </li>
          </ul>
        </nav>
        {/* the account area, with the choice of language */}
        <div className="site-header__account">
          <LanguageMenu onChoose={saveLanguage} />
          {/* while a stored session is checked, neither: Login would flash for a signed-in user */}
          {user ? <UserMenu user={user} /> : loading ? null : <GuestLinks />}
        </div>
      </div>
    </header>
  );
}
