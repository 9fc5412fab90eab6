import { useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { mapStyleQuery } from "../../../components/map/mapStyle.graphql";
import { parseExplorerSearch, type ExplorerFilter } from "../filters/explorerUrl";
import { embedCode, embedUrl } from "./embedCode";
import "./embedCodeDialog.css";
import { useLocale, useT } from "../../../i18n";

/**
 * A modal dialog with the `<iframe>` code of the embeddable map (/embed) at the map's filter and view, in
 * the page's language, and a button that copies it. Where the clipboard is refused, the code is selected
 * for the visitor to copy.
 */
export function EmbedCodeDialog({ filter, onClose }: { filter: ExplorerFilter; onClose(): void }) {
  const t = useT("app", "map");
  const locale = useLocale();
  const { search } = useLocation();
  // the site's public address (PUBLIC_URL), as the exports give it, not the one this browser uses
  const publicUrl = useQuery(mapStyleQuery).data?.siteInfo.publicUrl;
  const src = embedUrl(publicUrl || window.location.origin, locale, filter, parseExplorerSearch(search).view);
  const code = embedCode(src, `${t("map.title")} – Incident Watch Europe`);
  const dialog = useRef<HTMLDialogElement>(null);
  const text = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      text.current?.focus();
      text.current?.select();
      setCopied(false);
    }
  };

  return (
    <dialog ref={dialog} className="embed-code" aria-labelledby="embed-code-title" onClose={onClose}>
      <h2 id="embed-code-title" className="embed-code__title">
        {t("map.share.title")}
      </h2>
      <p>{t("map.share.intro")}</p>
      <label className="embed-code__label" htmlFor="embed-code-text">
        {t("map.share.code")}
      </label>
      <textarea
        ref={text}
        id="embed-code-text"
        className="embed-code__text"
        readOnly
        rows={4}
        value={code}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className="embed-code__status" role="status">
        {copied === null ? "" : copied ? t("map.share.copied") : t("map.share.copyFailed")}
      </p>
      <div className="embed-code__actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {t("map.share.copy")}
        </button>
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          {t("app.close")}
        </button>
      </div>
    </dialog>
  );
}
