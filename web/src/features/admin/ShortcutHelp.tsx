import { useT } from "../../i18n";
import { SHORTCUT_HELP } from "./reviewShortcuts";

/** The queue's keyboard shortcuts, always in view. */
export function ShortcutHelp() {
  const t = useT("admin");
  return (
    <p className="shortcut-help" aria-label={t("admin.shortcuts.label")}>
      {t("admin.shortcuts.keys")}{" "}
      {SHORTCUT_HELP.map(([keys, does], i) => (
        <span key={keys.join()}>
          {i > 0 && " · "}
          {keys.length === 2 ? (
            <kbd>{t("admin.shortcuts.or", { first: keys[0]!, second: keys[1]! })}</kbd>
          ) : (
            <kbd>{keys[0]}</kbd>
          )}{" "}
          {t(does)}
        </span>
      ))}{" "}
      {t("admin.shortcuts.notWhileTyping")}
    </p>
  );
}
