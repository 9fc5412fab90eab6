import { useId } from "react";
import {
  isNotificationType,
  notificationLabel,
  NOTIFICATION_TYPES,
  type NotificationType,
} from "./notificationTypes";
import "../../components/forms.css";

interface Props {
  value: NotificationType | null;
  onChange(type: NotificationType | null): void;
}

/** Narrows the notifications page to one type. */
export function NotificationTypeFilter({ value, onChange }: Props) {
  const id = useId();
  return (
    <div className="field notification-filter">
      <label className="field__label" htmlFor={id}>
        Filter by type
      </label>
      <select
        id={id}
        className="field__input notification-filter__select"
        value={value ?? ""}
        onChange={(event) => onChange(isNotificationType(event.target.value) ? event.target.value : null)}
      >
        <option value="">All types</option>
        {NOTIFICATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {notificationLabel(type)}
          </option>
        ))}
      </select>
    </div>
  );
}
