import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useT } from "../i18n";
import "./forms.css";

const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves in on open, Tab stays inside, Escape or the backdrop closes it, and focus
 * returns to whatever opened it.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const t = useT("app");
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first = dialogRef.current?.querySelector<HTMLElement>("input, textarea, select");
    (first ?? dialogRef.current)?.focus();
    return () => opener?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const [first, last] = [focusable[0], focusable[focusable.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="button button--ghost modal__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("app.close")}</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
