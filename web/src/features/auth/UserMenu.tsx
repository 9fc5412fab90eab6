import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import type { AuthUser } from "./authStorage";
import { roleBadge } from "./roles";
import { useAuth } from "./useAuth";
import "./UserMenu.css";
import { useT } from "../../i18n";

/**
 * The signed-in user's menu (spec §2): My Profile, Notifications, Settings, Admin Panel for staff with a
 * role badge, Log Out. A menu button: arrows move between items, Escape closes and returns focus.
 */
export function UserMenu({ user }: { user: AuthUser }) {
  const t = useT("app");
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const badge = roleBadge(user.role);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>("[role='menuitem']") ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", closeOnOutsideClick);
    return () => document.removeEventListener("mousedown", closeOnOutsideClick);
  }, [open]);

  function close({ focusButton }: { focusButton: boolean }) {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") moveTo(index + 1);
    else if (event.key === "ArrowUp") moveTo(index - 1);
    else if (event.key === "Home") moveTo(0);
    else if (event.key === "End") moveTo(list.length - 1);
    else if (event.key === "Escape") {
      // the header would otherwise also treat this Escape as closing the mobile menu
      event.stopPropagation();
      close({ focusButton: true });
    } else if (event.key === "Tab") setOpen(false);
  }

  async function onLogout() {
    setOpen(false);
    await logout();
    void navigate("/forum");
  }

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar
          username={user.username}
          profilePicture={user.profilePicture}
          useDefaultAvatar={user.useDefaultAvatar}
          size="sm"
          decorative
        />
        {/* named by what it shows, plus words only a screen reader needs (no aria-label that differs from it) */}
        <span className="user-menu__name">{user.username}</span>{" "}
        <span className="visually-hidden">{t("app.userMenu.hidden")}</span>
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        className="user-menu__list"
        role="menu"
        aria-label={t("app.userMenu.label", { username: user.username })}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) setOpen(false);
        }}
      >
        <MenuLink to={`/forum/user/${encodeURIComponent(user.username)}`}>
          {t("app.userMenu.profile")}
        </MenuLink>
        <MenuLink to="/forum/notifications">{t("app.userMenu.notifications")}</MenuLink>
        <MenuLink to="/forum/settings">{t("app.userMenu.settings")}</MenuLink>
        {badge && (
          <MenuLink to="/forum/admin">
            {t("app.userMenu.admin")}{" "}
            <span className={`role-badge role-badge--${user.role}`}>
              {t(user.role === "admin" ? "app.role.admin" : "app.role.moderator")}
            </span>
          </MenuLink>
        )}
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="user-menu__item"
            onClick={() => void onLogout()}
          >
            {t("app.userMenu.logout")}
          </button>
        </li>
      </ul>
    </div>
  );
}

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li role="none">
      <Link role="menuitem" tabIndex={-1} className="user-menu__item" to={to}>
        {children}
      </Link>
    </li>
  );
}
