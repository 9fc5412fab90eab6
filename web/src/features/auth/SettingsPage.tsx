import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { NotificationPreferencesSection } from "../notifications/NotificationPreferencesSection";
import { ChangePasswordForm } from "./ChangePasswordForm";
import "./auth.css";

/** Account settings; for now the password (profile and avatar settings come with the profile pages). */
export function SettingsPage() {
  useDocumentTitle("Settings");
  return (
    <section className="panel auth-page" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <ChangePasswordForm />
      <NotificationPreferencesSection />
    </section>
  );
}
