import { useQuery } from "@apollo/client/react";
import { mapStyleQuery } from "../../components/map/mapStyle.graphql";
import { useT } from "../../i18n";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { SubmitForm } from "./SubmitForm";
import "./submit.css";

/** /submit: anyone may report an incident; moderators review it before it appears on the map. */
export function SubmitPage() {
  const t = useT("submit");
  useDocumentTitle(t("submit.title"));
  const style = useQuery(mapStyleQuery);
  return (
    <section className="submit-page" aria-labelledby="submit-title">
      <h1 id="submit-title">{t("submit.title")}</h1>
      <p className="submit-page__intro">{t("submit.intro")}</p>
      <SubmitForm mapStyleUrl={style.data?.siteInfo.mapStyleUrl ?? null} />
    </section>
  );
}
