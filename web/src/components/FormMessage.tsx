import type { ReactNode } from "react";
import { isServerWords, useMessageText, type ServerWords } from "../i18n";
import "./forms.css";

export interface FormMessageProps {
  /** An error interrupts (alert); a success is announced politely (status). */
  tone: "error" | "success";
  /** A div when the message holds paragraphs of its own. */
  as?: "p" | "div";
  /** a text or the server's words are shown in the page's language */
  children: ReactNode | ServerWords;
}

/** What a form says about its last submission, announced to assistive technology. */
export function FormMessage({ tone, as: Element = "p", children }: FormMessageProps) {
  // a shared validation text (or a server's answer in its words) shows in the page's language
  const messageText = useMessageText();
  return (
    <Element className={`form-message form-message--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {typeof children === "string" || isServerWords(children) ? messageText(children) : children}
    </Element>
  );
}
