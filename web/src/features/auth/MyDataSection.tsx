import { useState } from "react";
import { Link } from "react-router-dom";
import { FormMessage } from "../../components/FormMessage";
import { fetchMyData, MY_DATA_FILE, saveFile } from "./myDataDownload";

/** The settings' "Your data" section: a copy of everything stored about the member (GDPR Art. 15, 20). */
export function MyDataSection() {
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
      <h2 id="my-data-title">Your data</h2>
      <p>
        A JSON file of your account, threads, posts, reactions, reports, notifications and sessions, as
        stored. The <Link to="/privacy-policy">privacy policy</Link> explains what is kept and why.
      </p>
      {failed && <FormMessage tone="error">Your data could not be downloaded. Please try again.</FormMessage>}
      <button type="button" className="button" disabled={busy} onClick={() => void download()}>
        {busy ? "Preparing..." : "Download my data"}
      </button>
    </section>
  );
}
