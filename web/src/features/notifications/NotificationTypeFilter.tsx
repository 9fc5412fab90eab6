import { useId } from "react";
import { isNotificationType, NOTIFICATION_TYPES, type NotificationType } from "./notificationTypes";
import "../../components/forms.css";
import { useT } from "../../i18n";
import { useNotificationWords } from "./useNotificationWords";

interface Props {
  value: NotificationType | null;
  onChange(type: NotificationType | null): void;
}

/** Narrows the notifications page to one type. */
export function NotificationTypeFilter({ value, onChange }: Props) {
  const t = useT("notifications");
  const words = useNotificationWords();
  const id = useId();
  return (
    <div className="field notification-filter">
      <label className="field__label" htmlFor={id}>
        {t("notifications.filter")}
      </label>
      <select
        id={id}
        className="field__input notification-filter__select"
        value={value ?? ""}
        onChange={(event) => onChange(isNotificationType(event.target.value) ? event.target.value : null)}
      >
        <option value="">{t("notifications.allTypes")}</option>
        {NOTIFICATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {words.label(type)}
          </option>
        ))}
      </select>
    </div>
  );
}
