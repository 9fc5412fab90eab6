import { SHORTCUT_HELP } from "./reviewShortcuts";

/** The queue's keyboard shortcuts, always in view. */
export function ShortcutHelp() {
  return (
    <p className="shortcut-help" aria-label="Keyboard shortcuts">
      Keys:{" "}
      {SHORTCUT_HELP.map(([keys, does], i) => (
        <span key={keys}>
          {i > 0 && " · "}
          <kbd>{keys}</kbd> {does}
        </span>
      ))}{" "}
      (not while typing in a field)
    </p>
  );
}
