import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { ApiKeysSection } from "../api-keys";
import { BanNotice, useMyBan } from "../bans";
import { NotificationPreferencesSection } from "../notifications";
import { PushDeviceSection } from "../push";
import { SavedSearchesSection } from "../saved-searches";
import { WatchingSection } from "../watching";
import { AvatarSettings } from "./AvatarSettings";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { DefaultAvatarSwitch } from "./DefaultAvatarSwitch";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { MailConfirmationSection } from "./MailConfirmationSection";
import { MyDataSection } from "./MyDataSection";
import { useAuth } from "./useAuth";
import "./auth.css";
import "./settings.css";
import { useT } from "../../i18n";

/**
 * Account settings: the profile picture, the letter-avatar switch, the password, the notifications, the
 * watched and muted threads and categories, the saved searches, the API keys and a copy of the member's data, and deleting the account (members; staff give up their role first). A banned member may
 * still change the password and the notifications, but not what others see of them.
 */
export function SettingsPage() {
  const t = useT("auth");
  useDocumentTitle(t("auth.settings.title"));
  const { user } = useAuth();
  const ban = useMyBan();
  return (
    <section className="panel auth-page settings-page" aria-labelledby="settings-title">
      <h1 id="settings-title">{t("auth.settings.title")}</h1>
      {ban && <BanNotice ban={ban} />}
      <MailConfirmationSection />
      {user && !ban && (
        <>
          <AvatarSettings user={user} />
          <DefaultAvatarSwitch user={user} />
        </>
      )}
      <ChangePasswordForm />
      <NotificationPreferencesSection />
      <WatchingSection />
      <PushDeviceSection />
      <SavedSearchesSection />
      <ApiKeysSection />
      <MyDataSection />
      {user?.role === "user" && <DeleteAccountSection />}
    </section>
  );
}
