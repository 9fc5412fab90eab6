import { useQuery } from "@apollo/client/react";
import { mapStyleQuery } from "../../components/map/mapStyle.graphql";
import { useDocumentTitle } from "../../lib/useDocumentTitle";
import { SubmitForm } from "./SubmitForm";
import "./submit.css";

/** /submit: anyone may report an incident; moderators review it before it appears on the map. */
export function SubmitPage() {
  useDocumentTitle("Submit New Attack");
  const style = useQuery(mapStyleQuery);
  return (
    <section className="submit-page" aria-labelledby="submit-title">
      <h1 id="submit-title">Submit New Attack</h1>
      <p className="submit-page__intro">
        Report a hostile incident with a link to a published source. The title is taken from the source, and
        moderators review every report before it is shown on the map.
      </p>
      <SubmitForm mapStyleUrl={style.data?.siteInfo.mapStyleUrl ?? null} />
    </section>
  );
}
