import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { NotificationPreferencesSection } from "../notifications/NotificationPreferencesSection";
import { AvatarSettings } from "./AvatarSettings";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { DefaultAvatarSwitch } from "./DefaultAvatarSwitch";
import { useAuth } from "./useAuth";
import "./auth.css";
import "./settings.css";

/** Account settings: the profile picture, the letter-avatar switch and the password. */
export function SettingsPage() {
  useDocumentTitle("Settings");
  const { user } = useAuth();
  return (
    <section className="panel auth-page settings-page" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      {user && (
        <>
          <AvatarSettings user={user} />
          <DefaultAvatarSwitch user={user} />
        </>
      )}
      <ChangePasswordForm />
      <NotificationPreferencesSection />
    </section>
  );
}
