import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useT } from "../../i18n";
import { badgeText, opensPage } from "./bellRules";
import { useNotificationWords } from "./useNotificationWords";
import type { NotificationEntry } from "./notificationModel";
import { NotificationDropdown } from "./NotificationDropdown";
import type { NotificationsContextValue } from "./notificationsContext";
import { useNewNotificationAnnouncement } from "./useNewNotificationAnnouncement";
import { useOpenNotification } from "./useOpenNotification";
import { BellIcon } from "./BellIcon";

/**
 * The bell's button, badge and dropdown. Under 768 px it goes to the notifications page instead; while
 * the service is unavailable it is disabled; new arrivals are read out by a polite live region.
 */
export function SignedInBell({ service, snapshot }: Pick<NotificationsContextValue, "service" | "snapshot">) {
  const t = useT("notifications");
  const words = useNotificationWords();
  const [expanded, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const openNotification = useOpenNotification();
  const announcement = useNewNotificationAnnouncement(service);
  const unavailable = snapshot.status === "unavailable";
  const badge = badgeText(snapshot.unseenCount);
  // a disabled bell shows no panel
  const open = expanded && !unavailable;

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", closeOnOutsideClick);
    return () => document.removeEventListener("mousedown", closeOnOutsideClick);
  }, [open]);

  function onBellClick() {
    if (opensPage(window.innerWidth)) {
      setOpen(false);
      void navigate("/forum/notifications");
      return;
    }
    if (!open) void service.refresh();
    setOpen(!open);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape" || !open) return;
    // the header would otherwise also treat this Escape as closing the mobile menu
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onOpen(entry: NotificationEntry) {
    setOpen(false);
    void openNotification(entry);
  }

  return (
    <div className="notification-bell" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell__button"
        aria-label={words.bellLabel(snapshot.unseenCount)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={unavailable}
        title={unavailable ? t("notifications.unavailable") : undefined}
        onClick={onBellClick}
      >
        <BellIcon />
        {badge && (
          <span className="notification-bell__badge" data-testid="notification-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <NotificationDropdown
          id={panelId}
          snapshot={snapshot}
          onOpen={onOpen}
          onClose={() => setOpen(false)}
        />
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="notification-announcement">
        {announcement}
      </p>
    </div>
  );
}
