import { useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { mapStyleQuery } from "../../../components/map/mapStyle.graphql";
import { parseExplorerSearch, type ExplorerFilter } from "../filters/explorerUrl";
import { pictureUrl } from "../embed/pictureUrl";
import {
  DEFAULT_EMBED_HEIGHT,
  EMBED_HEIGHTS,
  embedCode,
  embedUrl,
  FILL_ASPECT_RATIO,
  type EmbedHeight,
} from "./embedCode";
import "./embedCodeDialog.css";
import { useLocale, useT } from "../../../i18n";

/**
 * A modal dialog with the `<iframe>` code of the embeddable map (/embed) at the map's filter and view, in
 * the page's language, at a chosen height with a preview of the frame at that size (the server's picture
 * of the map: a second live map would cost another WebGL context), and a button that copies it. Where the clipboard is refused, the code is selected
 * for the visitor to copy.
 */
export function EmbedCodeDialog({ filter, onClose }: { filter: ExplorerFilter; onClose(): void }) {
  const t = useT("app", "map");
  const locale = useLocale();
  const { search } = useLocation();
  // the site's public address (PUBLIC_URL), as the exports give it, not the one this browser uses
  const publicUrl = useQuery(mapStyleQuery).data?.siteInfo.publicUrl;
  const { view } = parseExplorerSearch(search);
  const src = embedUrl(publicUrl || window.location.origin, locale, filter, view);
  const [height, setHeight] = useState<EmbedHeight>(DEFAULT_EMBED_HEIGHT);
  const code = embedCode(src, `${t("map.title")} – Incident Watch Europe`, height);
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
      <fieldset className="embed-code__heights">
        <legend className="embed-code__label">{t("map.share.height")}</legend>
        {EMBED_HEIGHTS.map((choice) => (
          <label key={choice} className="embed-code__height">
            <input
              type="radio"
              name="embed-code-height"
              value={choice}
              checked={height === choice}
              onChange={() => setHeight(choice)}
            />
            {choice === "fill" ? t("map.share.heightFill") : t("map.share.heightPixels", { height: choice })}
          </label>
        ))}
      </fieldset>
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
      <figure className="embed-code__preview-figure">
        <figcaption className="embed-code__label">{t("map.share.preview")}</figcaption>
        <div
          className="embed-code__preview"
          data-testid="embed-preview"
          style={height === "fill" ? { aspectRatio: FILL_ASPECT_RATIO } : { height }}
        >
          <img src={pictureUrl(filter, view, 560, height === "fill" ? 420 : height)} alt="" />
        </div>
      </figure>
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
