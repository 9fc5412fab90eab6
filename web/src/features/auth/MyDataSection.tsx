import { useState } from "react";
import { Link } from "react-router-dom";
import { FormMessage } from "../../components/FormMessage";
import { fetchMyData, MY_DATA_FILE, saveFile } from "./myDataDownload";
import { T, useT } from "../../i18n";

/** The settings' "Your data" section: a copy of everything stored about the member (GDPR Art. 15, 20). */
export function MyDataSection() {
  const t = useT("auth");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    const blob = await fetchMyData();
    setBusy(false);
    if (blob) saveFile(blob, MY_DATA_FILE);
    else setFailed(true);
  };
  return (
    <section className="form" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t("auth.myData.title")}</h2>
      <p>
        <T ns="auth" id="auth.myData.explain" components={{ privacy: <Link to="/privacy-policy" /> }} />
      </p>
      {failed && <FormMessage tone="error">{t("auth.myData.failed")}</FormMessage>}
      <button type="button" className="button" disabled={busy} onClick={() => void download()}>
        {busy ? t("auth.myData.preparing") : t("auth.myData.download")}
      </button>
    </section>
  );
}
